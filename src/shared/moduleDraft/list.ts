// Order changes within one list of a draft (slides, options, sub-questions, info texts, result texts):
// `move/{target}` names the 0-based place the element ends at; any other place is impossible (null).

/** The list with the element at `from` moved to `target`; null when `target` is not a place in it. */
export function moveTo<T>(items: readonly T[], from: number, target: number): T[] | null {
  if (!Number.isInteger(target) || target < 0 || target >= items.length || from < 0 || from >= items.length)
    return null;
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(target, 0, item);
  return next;
}

/** The list with `item` inserted at `position` (default: the end); null when that is not a place in it. */
export function insertAt<T>(items: readonly T[], item: T, position?: number): T[] | null {
  const at = position ?? items.length;
  if (!Number.isInteger(at) || at < 0 || at > items.length) return null;
  return [...items.slice(0, at), item, ...items.slice(at)];
}

export const replaceAt = <T>(items: readonly T[], index: number, item: T): T[] =>
  items.map((old, i) => (i === index ? item : old));

export const removeAt = <T>(items: readonly T[], index: number): T[] => items.filter((_, i) => i !== index);
