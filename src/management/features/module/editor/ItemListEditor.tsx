// A list inside the document (a question's answers, sub-questions, info texts; the result texts and
// actions): each item's fields, moved with buttons or by dragging, removed after a question that
// names it, and a button that adds one. Moves go to the resource's move route (useDraftEditor). With a
// `summary`, an item shows that line and opens its fields with "Bewerken" (one at a time, as the slides),
// so a long list (the rules) stays short on a phone; an item with a checker problem opens by itself.
import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { tm } from '../../../i18n/modules';
import { ConfirmButton } from '../../../ui/ConfirmButton';
import { valueAt } from './documentDiff';
import { useEditor } from './editorContext';
import { appended, followMove, itemId, movedIn, removed } from './listEdits';
import { SortableList } from './SortableList';
import type { MoveResource } from './useDraftEditor';

interface Props<T> {
  pointer: string;
  resource: MoveResource | null;
  title: string;
  /** Heading level inside the slide editor (h3) or on the page (h2). */
  level?: 2 | 3 | 4;
  itemLabel: (item: T, index: number) => string;
  newItem: (items: readonly T[]) => T;
  addLabel: string;
  empty?: string;
  fields: (pointer: string, item: T, index: number) => ReactNode;
  /** A closed item's one line; without it every item's fields are open. */
  summary?: (item: T, index: number) => ReactNode;
  /** false: the title is the list's name only (a heading around the list already says it). */
  heading?: boolean;
}

export function ItemListEditor<T>({
  pointer,
  resource,
  title,
  level = 3,
  itemLabel,
  newItem,
  addLabel,
  empty,
  fields,
  summary,
  heading = true,
}: Props<T>) {
  const editor = useEditor();
  const items = (valueAt(editor.document, pointer) as T[] | undefined) ?? [];
  const [open, setOpen] = useState<number | null>(null);
  const troubled = summary
    ? items.findIndex((_, i) => editor.problems.some((p) => p.path?.startsWith(`${pointer}/${i}/`)))
    : -1;
  useEffect(() => {
    if (troubled >= 0) setOpen(troubled);
  }, [troubled]);
  const Heading = `h${level}` as const;
  const shown = (index: number) => !summary || open === index;
  return (
    <div className="mg-items">
      {heading && <Heading>{title}</Heading>}
      {items.length === 0 && empty && <p className="mg-hint">{empty}</p>}
      <SortableList
        items={items}
        idOf={(item) => `${pointer}-${itemId(item) ?? items.indexOf(item)}`}
        labelOf={(item) => itemLabel(item, items.indexOf(item))}
        label={title}
        busy={editor.saving}
        onMove={(from, to) => {
          setOpen((o) => followMove(o, from, to));
          const local = (d: typeof editor.document) => movedIn(d, pointer, from, to);
          if (resource) void editor.move(resource, itemId(items[from]), to, local);
          else editor.edit(local);
        }}
        renderItem={(item, index) => (
          <div className="mg-item">
            {summary && (
              <div className="mg-item__summary">
                <strong>{itemLabel(item, index)}</strong>
                {summary(item, index)}
                <button
                  type="button"
                  className="button button--secondary mg-button--small"
                  aria-expanded={open === index}
                  aria-label={`${tm(open === index ? 'slides.close' : 'slides.edit')}: ${itemLabel(item, index)}`}
                  onClick={() => setOpen(open === index ? null : index)}
                >
                  {tm(open === index ? 'slides.close' : 'slides.edit')}
                </button>
              </div>
            )}
            {shown(index) && (
              <>
                {fields(`${pointer}/${index}`, item, index)}
                <ConfirmButton
                  label={tm('items.delete')}
                  className="button mg-button--danger mg-button--small"
                  question={tm('items.deleteQuestion', { item: itemLabel(item, index) })}
                  onConfirm={() => {
                    setOpen(null);
                    editor.edit((d) => removed(d, pointer, index));
                  }}
                />
              </>
            )}
          </div>
        )}
      />
      <button
        type="button"
        className="button button--secondary"
        onClick={() => {
          // A new item opens, so its fields can be filled in at once.
          if (summary) setOpen(items.length);
          editor.edit((d) => appended(d, pointer, newItem(items)));
        }}
      >
        {addLabel}
      </button>
    </div>
  );
}
