// A name that expressions read: a slide's name (q.<naam>), a sub-question's key, an option's value (what
// `q.<dia> == 2` compares with). Typed freely and applied when the field is left or Enter is pressed,
// through src/rules/rename.ts, so every expression and name list that names it, and every saved example
// answer set that names it (src/rules/renameExamples.ts), is rewritten in the same edit (one undo step) and
// the field says where. When one place cannot follow with certainty nothing changes: the places are listed
// under the field, in the editor's words, with a button that puts the old name back in the box.
import { useEffect, useId, useState } from 'react';
import type { ContentFile } from '../../../../rules/contentFile';
import type { RenameOutcome, RenamePlace } from '../../../../rules/rename';
import { followInExamples } from '../../../../rules/renameExamples';
import { tm } from '../../../i18n/modules';
import { Field } from '../../../ui/fields';
import { useFieldError } from './docFields';
import { useEditor } from './editorContext';
import { pointerLabel } from './pointerLabel';

export function RenameField({
  pointer,
  label,
  hint,
  required,
  current,
  apply,
  inputMode,
}: {
  /** Where the name is (for the content checker's message under the field). */
  pointer: string;
  label: string;
  hint?: string;
  required?: boolean;
  /** The name as the document has it, as text. */
  current: string;
  /** The rename of `current` to what was typed, on the document as it is now. */
  apply: (document: ContentFile, typed: string) => RenameOutcome;
  inputMode?: 'text' | 'decimal';
}) {
  const id = useId();
  const editor = useEditor();
  const [text, setText] = useState(current);
  const [refused, setRefused] = useState<RenamePlace[]>([]);
  const [done, setDone] = useState('');
  // Undo, a colleague's version or the rename itself changes the name underneath: show it.
  useEffect(() => {
    setText(current);
    setRefused([]);
  }, [current]);

  /** A place in the document in the editor's words; an example (`/examples/<id>`) by its name. */
  const placeLabel = (p: RenamePlace): string => {
    const example = /^\/examples\/(\d+)$/.exec(p.path);
    const name = example ? editor.examples.find((e) => e.id === Number(example[1]))?.name : undefined;
    return name === undefined ? pointerLabel(editor.document, p.path) : tm('rename.example', { name });
  };

  const commit = () => {
    if (text === current) {
      setRefused([]);
      return;
    }
    const outcome = apply(editor.document, text);
    const examples = outcome.ok ? followInExamples(editor.document, outcome.file, editor.examples) : null;
    if (!outcome.ok || !examples?.ok) {
      setRefused(!outcome.ok ? outcome.problems : examples && !examples.ok ? examples.problems : []);
      setDone('');
      return;
    }
    setRefused([]);
    editor.rename(outcome.file, examples.changed);
    const elsewhere = [
      ...outcome.changes.slice(1).map((c) => pointerLabel(outcome.file, c.path)),
      ...examples.changed.map((e) => tm('rename.example', { name: e.name })),
    ];
    setDone(
      elsewhere.length === 0
        ? tm('rename.done', { from: current, to: text })
        : tm('rename.doneWith', { from: current, to: text, count: elsewhere.length, places: elsewhere.join('; ') }),
    );
  };

  return (
    <div className="mg-rename">
      <Field label={label} hint={hint} required={required} error={useFieldError(pointer)}>
        {({ id: inputId, describedBy, invalid }) => (
          <input
            id={inputId}
            name={pointer}
            value={text}
            inputMode={inputMode}
            autoComplete="off"
            aria-invalid={invalid || refused.length > 0 || undefined}
            aria-describedby={[describedBy, refused.length > 0 ? `${id}-refused` : '', `${id}-done`]
              .filter(Boolean)
              .join(' ')}
            aria-required={required || undefined}
            onChange={(event) => setText(event.target.value)}
            onBlur={commit}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              event.preventDefault();
              commit();
            }}
          />
        )}
      </Field>
      {refused.length > 0 && (
        <div id={`${id}-refused`} className="mg-rename__refused" role="alert">
          <p>{tm('rename.refused', { from: current, to: text })}</p>
          <ul className="mg-problems">
            {refused.map((p, i) => (
              <li key={i}>
                <strong>{placeLabel(p)}</strong>: {p.message}
              </li>
            ))}
          </ul>
          <button
            type="button"
            className="button button--secondary mg-button--small"
            onClick={() => {
              setText(current);
              setRefused([]);
            }}
          >
            {tm('rename.keep', { name: current })}
          </button>
        </div>
      )}
      <p id={`${id}-done`} className="mg-hint" role="status">
        {done}
      </p>
    </div>
  );
}
