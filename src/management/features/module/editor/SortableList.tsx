// A list whose items move by drag and drop (mouse, touch, or keyboard: dnd-kit's sensors, with Dutch
// announcements) and by two buttons per item, "Omhoog" and "Omlaag", because dragging alone fails
// WCAG 2.2 SC 2.5.7 (a single pointer must do it too). Both end in one onMove(from, to), which the
// editor sends to the resource's move/{target} route. After a button move the moved item keeps
// focus on the button pressed, and a polite live region says where the item now stands.
import { useState } from 'react';
import type { ReactNode } from 'react';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  closestCenter,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import type { DragEndEvent, UniqueIdentifier } from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { KeepFocusButton } from '../../../ui/KeepFocusButton';
import { tm } from '../../../i18n/modules';
import { moveAnnouncements, moveInstructions } from './moveAnnouncements';

export interface SortableListProps<T> {
  items: readonly T[];
  idOf: (item: T) => UniqueIdentifier;
  /** The item's name in button labels and announcements ("Vraag 3: Hoe vaak …"). */
  labelOf: (item: T) => string;
  onMove: (from: number, to: number) => void;
  renderItem: (item: T, index: number) => ReactNode;
  /** The list's accessible name. */
  label: string;
  /** While a move is on its way: the buttons say unavailable (and keep focus). */
  busy?: boolean;
}

export function SortableList<T>({
  items,
  idOf,
  labelOf,
  onMove,
  renderItem,
  label,
  busy = false,
}: SortableListProps<T>) {
  const [status, setStatus] = useState('');
  const ids = items.map(idOf);
  const byId = (id: UniqueIdentifier) => {
    const item = items[ids.indexOf(id)];
    return item === undefined ? String(id) : labelOf(item);
  };
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    // A finger must rest a moment first, so a swipe still scrolls the page.
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const move = (from: number, to: number) => {
    if (to < 0 || to >= items.length || from === to) return;
    onMove(from, to);
    setStatus(tm('move.moved', { item: labelOf(items[from]), position: to + 1, total: items.length }));
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onMove(ids.indexOf(active.id), ids.indexOf(over.id));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements: moveAnnouncements({ ids, labelOf: byId }),
        screenReaderInstructions: moveInstructions(),
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ol className="mg-sortable" aria-label={label}>
          {items.map((item, index) => (
            <SortableRow
              key={ids[index]}
              id={ids[index]}
              label={labelOf(item)}
              first={index === 0}
              last={index === items.length - 1}
              busy={busy}
              onUp={() => move(index, index - 1)}
              onDown={() => move(index, index + 1)}
            >
              {renderItem(item, index)}
            </SortableRow>
          ))}
        </ol>
      </SortableContext>
      <p className="visually-hidden" role="status" aria-live="polite">
        {status}
      </p>
    </DndContext>
  );
}

interface RowProps {
  id: UniqueIdentifier;
  label: string;
  first: boolean;
  last: boolean;
  busy: boolean;
  onUp: () => void;
  onDown: () => void;
  children: ReactNode;
}

function SortableRow({ id, label, first, last, busy, onUp, onDown, children }: RowProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
  });
  return (
    <li
      ref={setNodeRef}
      className={`mg-sortable__item${isDragging ? ' mg-sortable__item--dragging' : ''}`}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      <div className="mg-sortable__moves">
        <button
          type="button"
          ref={setActivatorNodeRef}
          className="mg-sortable__handle"
          {...attributes}
          {...listeners}
          aria-label={tm('move.handle', { item: label })}
        >
          <span aria-hidden="true">⠿</span>
        </button>
        <KeepFocusButton
          className="mg-sortable__button"
          unavailable={first || busy}
          onClick={onUp}
          aria-label={tm('move.upLabel', { item: label })}
        >
          <span aria-hidden="true">↑</span> <span className="mg-sortable__word">{tm('move.up')}</span>
        </KeepFocusButton>
        <KeepFocusButton
          className="mg-sortable__button"
          unavailable={last || busy}
          onClick={onDown}
          aria-label={tm('move.downLabel', { item: label })}
        >
          <span aria-hidden="true">↓</span> <span className="mg-sortable__word">{tm('move.down')}</span>
        </KeepFocusButton>
      </div>
      <div className="mg-sortable__body">{children}</div>
    </li>
  );
}
