// One part of the "Regels" tab (computed values, rules, result colour, norms) behind a heading that opens
// and closes it, with the number of items in the heading: on a phone the whole tab is a short list of
// headings, and only the part being worked on takes room (the Alcohol module's tab was 42,700 px tall at
// 320 px with everything open). The heading holds a real button (the disclosure pattern of the WAI-ARIA
// practices), so keyboard, touch and screen readers work it alike. A part with a checker problem opens
// by itself, so the message under its field is never hidden.
import { useEffect, useId } from 'react';
import type { ReactNode } from 'react';
import { useEditor } from '../editor/editorContext';

export function LogicSection({
  title,
  count,
  pointers,
  open,
  onToggle,
  children,
}: {
  title: string;
  /** How many items the part has (shown in its heading); undefined: no count. */
  count?: number;
  /** Where the part's fields are in the document: a problem under one of them opens the part. */
  pointers: readonly string[];
  open: boolean;
  onToggle: (open: boolean) => void;
  children: ReactNode;
}) {
  const id = useId();
  const { problems } = useEditor();
  const troubled = problems.some((p) => pointers.some((at) => p.path?.startsWith(at)));
  useEffect(() => {
    if (troubled) onToggle(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new problem opens the part
  }, [troubled]);
  return (
    <section className="mg-panel mg-logic-part" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="mg-logic-part__heading">
        <button
          type="button"
          className="mg-logic-part__toggle"
          aria-expanded={open}
          aria-controls={`${id}-body`}
          onClick={() => onToggle(!open)}
        >
          <span className="mg-logic-part__title">{title}</span>
          {count !== undefined && <span className="mg-logic-part__count">({count})</span>}
          <span className="mg-logic-part__chevron" aria-hidden="true">
            {open ? '▾' : '▸'}
          </span>
        </button>
      </h2>
      <div id={`${id}-body`} hidden={!open}>
        {open && children}
      </div>
    </section>
  );
}
