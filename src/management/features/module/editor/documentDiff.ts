// The differences between two module documents, field by field, as JSON pointers: what the 409
// view shows side by side ("your text" beside "your colleague's"), and what the merge takes from
// each. A list whose length differs is one difference (its items cannot be paired by position).
// Pure, on plain JSON values.
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export interface Difference {
  /** JSON pointer into the document ('/module/slides/3/text'). */
  pointer: string;
  mine: Json | undefined;
  theirs: Json | undefined;
}

const escape = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');
const unescape = (key: string) => key.replace(/~1/g, '/').replace(/~0/g, '~');
const isObject = (value: unknown): value is Record<string, Json> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function differences(mine: unknown, theirs: unknown, pointer = ''): Difference[] {
  if (Object.is(mine, theirs)) return [];
  if (Array.isArray(mine) && Array.isArray(theirs) && mine.length === theirs.length)
    return mine.flatMap((item, index) => differences(item, theirs[index], `${pointer}/${index}`));
  if (isObject(mine) && isObject(theirs)) {
    const keys = [...new Set([...Object.keys(mine), ...Object.keys(theirs)])];
    return keys.flatMap((key) => differences(mine[key], theirs[key], `${pointer}/${escape(key)}`));
  }
  return [{ pointer, mine: mine as Json | undefined, theirs: theirs as Json | undefined }];
}

/** The value at a pointer ('' is the whole document); undefined where the path does not exist. */
export function valueAt(document: unknown, pointer: string): unknown {
  if (pointer === '') return document;
  return pointer
    .slice(1)
    .split('/')
    .map(unescape)
    .reduce<unknown>(
      (node, key) => (node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined),
      document,
    );
}

/** A copy of the document with the value at the pointer replaced (undefined removes an object's key). */
export function withValueAt<T>(document: T, pointer: string, value: unknown): T {
  if (pointer === '') return value as T;
  const [head, ...rest] = pointer.slice(1).split('/');
  const key = unescape(head);
  const restPointer = rest.length ? `/${rest.join('/')}` : '';
  if (Array.isArray(document)) {
    const copy = [...document];
    copy[Number(key)] = withValueAt(copy[Number(key)], restPointer, value);
    return copy as T;
  }
  const source = (isObject(document) ? document : {}) as Record<string, unknown>;
  const next = restPointer === '' ? value : withValueAt(source[key], restPointer, value);
  const copy = { ...source };
  if (next === undefined) delete copy[key];
  else copy[key] = next;
  return copy as T;
}

/** Theirs, with my value at each pointer I chose to keep. */
export function merged<T>(theirs: T, mine: T, keepMine: readonly string[]): T {
  return keepMine.reduce((document, pointer) => withValueAt(document, pointer, valueAt(mine, pointer)), theirs);
}
