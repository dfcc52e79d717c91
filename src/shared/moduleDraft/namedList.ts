// The two module-level lists of a draft whose names rules refer to (slides: `q.<slide>`; result texts:
// `show_texts`, `skip_texts`), so a name is unique in its module: adding with a fresh id of the list's
// range, replacing, removing and moving, written once for both. slides.ts and resultTexts.ts find the
// element (a slide also by kind) and build it.
import type { ErrorCode } from '../errorCodes';
import { type DraftContent, type Edited, edited, refused, type Reserved } from './edit';
import { freshId, type Range } from './ids';
import { insertAt, moveTo, removeAt, replaceAt } from './list';

type ListKey = 'slides' | 'result_texts';
type Item<K extends ListKey> = DraftContent[K][number];

export interface NamedList<K extends ListKey> {
  key: K;
  range: (moduleId: number) => Range;
  /** The code of a name another element of the list has. */
  nameTaken: ErrorCode;
}

const withList = <D extends DraftContent, K extends ListKey>(draft: D, key: K, items: Item<K>[]): D => ({
  ...draft,
  [key]: items,
});

export const nameTaken = <K extends ListKey>(
  draft: DraftContent,
  list: NamedList<K>,
  name: string,
  exceptId: number | null,
): boolean => draft[list.key].some((item) => item.name === name && item.id !== exceptId);

/** Adds what `make` builds around a fresh id at `position` (default: last). */
export function addNamed<D extends DraftContent, K extends ListKey, T extends Item<K>>(
  draft: D,
  list: NamedList<K>,
  moduleId: number,
  name: string,
  make: (id: number) => T,
  position: number | undefined,
  reserved: Reserved,
): Edited<D, T> {
  if (nameTaken(draft, list, name, null)) return refused(400, list.nameTaken);
  const items = draft[list.key] as Item<K>[];
  const id = freshId(
    list.range(moduleId),
    items.map((item) => item.id),
    reserved,
  );
  if (id === null) return refused(400, 'too_many_elements');
  const made = make(id);
  const next = insertAt(items, made as Item<K>, position);
  if (!next) return refused(400, 'invalid_move');
  return edited(withList(draft, list.key, next), made);
}

/** Puts `item` at `index` (where the element with its id was found). */
export function replaceNamed<D extends DraftContent, K extends ListKey, T extends Item<K> & { id: number }>(
  draft: D,
  list: NamedList<K>,
  index: number,
  item: T,
): Edited<D, T> {
  if (nameTaken(draft, list, item.name, item.id)) return refused(400, list.nameTaken);
  return edited(withList(draft, list.key, replaceAt(draft[list.key] as Item<K>[], index, item)), item);
}

export const removeNamed = <D extends DraftContent, K extends ListKey>(
  draft: D,
  list: NamedList<K>,
  index: number,
): Edited<D, null> => edited(withList(draft, list.key, removeAt(draft[list.key] as Item<K>[], index)), null);

/** Moves the element at `index` to the 0-based place `target`. */
export function moveNamed<D extends DraftContent, K extends ListKey>(
  draft: D,
  list: NamedList<K>,
  index: number,
  target: number,
): Edited<D, Item<K>[]> {
  const next = moveTo(draft[list.key] as Item<K>[], index, target);
  if (!next) return refused(400, 'invalid_move');
  return edited(withList(draft, list.key, next), next);
}
