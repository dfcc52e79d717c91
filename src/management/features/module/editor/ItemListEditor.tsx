// A list inside the document (a question's answers, sub-questions, info texts; the result texts and
// actions): each item's fields, moved with buttons or by dragging, removed after a question that
// names it, and a button that adds one. Moves go to the resource's move route (useDraftEditor).
import type { ReactNode } from 'react';
import { tm } from '../../../i18n/modules';
import { ConfirmButton } from '../../../ui/ConfirmButton';
import { valueAt } from './documentDiff';
import { useEditor } from './editorContext';
import { appended, itemId, movedIn, removed } from './listEdits';
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
}: Props<T>) {
  const editor = useEditor();
  const items = (valueAt(editor.document, pointer) as T[] | undefined) ?? [];
  const Heading = `h${level}` as const;
  return (
    <div className="mg-items">
      <Heading>{title}</Heading>
      {items.length === 0 && empty && <p className="mg-hint">{empty}</p>}
      <SortableList
        items={items}
        idOf={(item) => `${pointer}-${itemId(item) ?? items.indexOf(item)}`}
        labelOf={(item) => itemLabel(item, items.indexOf(item))}
        label={title}
        busy={editor.saving}
        onMove={(from, to) => {
          const local = (d: typeof editor.document) => movedIn(d, pointer, from, to);
          if (resource) void editor.move(resource, itemId(items[from]), to, local);
          else editor.edit(local);
        }}
        renderItem={(item, index) => (
          <div className="mg-item">
            {fields(`${pointer}/${index}`, item, index)}
            <ConfirmButton
              label={tm('items.delete')}
              className="button mg-button--danger mg-button--small"
              question={tm('items.deleteQuestion', { item: itemLabel(item, index) })}
              onConfirm={() => editor.edit((d) => removed(d, pointer, index))}
            />
          </div>
        )}
      />
      <button
        type="button"
        className="button button--secondary"
        onClick={() => editor.edit((d) => appended(d, pointer, newItem(items)))}
      >
        {addLabel}
      </button>
    </div>
  );
}
