// What a screen reader hears while an item is dragged (dnd-kit's announcements and instructions),
// in Dutch, with the item's own name and its position counted from 1 as people count.
import type { Announcements, ScreenReaderInstructions, UniqueIdentifier } from '@dnd-kit/core';
import { tm } from '../../../i18n/modules';

export interface Positioned {
  ids: readonly UniqueIdentifier[];
  labelOf: (id: UniqueIdentifier) => string;
}

const position = (ids: readonly UniqueIdentifier[], id: UniqueIdentifier | undefined) =>
  id === undefined ? 0 : ids.indexOf(id) + 1;

export function moveAnnouncements({ ids, labelOf }: Positioned): Announcements {
  const total = ids.length;
  return {
    onDragStart: ({ active }) =>
      tm('move.picked', { item: labelOf(active.id), position: position(ids, active.id), total }),
    onDragOver: ({ active, over }) =>
      over ? tm('move.over', { item: labelOf(active.id), position: position(ids, over.id), total }) : undefined,
    onDragEnd: ({ active, over }) =>
      tm('move.dropped', { item: labelOf(active.id), position: position(ids, over?.id ?? active.id), total }),
    onDragCancel: ({ active }) =>
      tm('move.cancelled', { item: labelOf(active.id), position: position(ids, active.id) }),
  };
}

export const moveInstructions = (): ScreenReaderInstructions => ({ draggable: tm('move.instructions') });

/** The list with the item at `from` moved to `to` (both 0-based): what a move route does. */
export function moved<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  if (from < 0 || from >= next.length || to < 0 || to >= next.length) return next;
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}
