// Pairing the items of two versions of a list (slides, options, rules…) for the module diff: by id where both
// have one, else by key, else by name; rules, which have no identity, by longest common subsequence.

export interface ListMatch {
  /** [index in a, index in b] of the same item. */
  pairs: Array<[number, number]>;
  removed: number[];
  added: number[];
  /** Indexes in b of paired items whose order relative to the others changed. */
  moved: Set<number>;
}

type Identity<T> = (item: T) => string | number | undefined | null;

/** Pairs by each identity in turn (id, then key, then name), among the items still unpaired. */
export function matchBy<T>(a: T[], b: T[], identities: Array<Identity<T>>): ListMatch {
  const pairs: Array<[number, number]> = [];
  const freeA = new Set(a.map((_, i) => i));
  const freeB = new Set(b.map((_, i) => i));
  for (const identity of identities) {
    const inB = new Map<string | number, number>();
    for (const j of freeB) {
      const id = identity(b[j]);
      if (id !== undefined && id !== null && id !== '' && !inB.has(id)) inB.set(id, j);
    }
    for (const i of [...freeA]) {
      const id = identity(a[i]);
      const j = id === undefined || id === null || id === '' ? undefined : inB.get(id);
      if (j === undefined || !freeB.has(j)) continue;
      pairs.push([i, j]);
      freeA.delete(i);
      freeB.delete(j);
    }
  }
  pairs.sort((x, y) => x[0] - y[0]);
  return {
    pairs,
    removed: [...freeA].sort((x, y) => x - y),
    added: [...freeB].sort((x, y) => x - y),
    moved: moved(pairs),
  };
}

/** The pairs outside the longest run that kept its order: those moved. */
function moved(pairs: Array<[number, number]>): Set<number> {
  const order = pairs.map((p) => p[1]);
  const length = order.map(() => 1);
  const previous = order.map(() => -1);
  for (let i = 0; i < order.length; i++)
    for (let j = 0; j < i; j++)
      if (order[j] < order[i] && length[j] + 1 > length[i]) {
        length[i] = length[j] + 1;
        previous[i] = j;
      }
  let end = length.indexOf(Math.max(0, ...length));
  const kept = new Set<number>();
  while (end >= 0) {
    kept.add(order[end]);
    end = previous[end];
  }
  return new Set(order.filter((j) => !kept.has(j)));
}

/**
 * Items without identity (rules): equal ones are paired by longest common subsequence; between two such anchors,
 * the unpaired items are paired in order (a rule edited in place), the rest are added or removed.
 */
export function matchBySequence<T>(a: T[], b: T[]): ListMatch {
  const key = (t: T): string => JSON.stringify(t);
  const ka = a.map(key);
  const kb = b.map(key);
  const table = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      table[i][j] = ka[i] === kb[j] ? table[i + 1][j + 1] + 1 : Math.max(table[i + 1][j], table[i][j + 1]);
  const anchors: Array<[number, number]> = [];
  for (let i = 0, j = 0; i < a.length && j < b.length;) {
    if (ka[i] === kb[j]) anchors.push([i++, j++]);
    else if (table[i + 1][j] >= table[i][j + 1]) i++;
    else j++;
  }
  const pairs: Array<[number, number]> = [];
  const removed: number[] = [];
  const added: number[] = [];
  let [pi, pj] = [0, 0];
  for (const [ai, bj] of [...anchors, [a.length, b.length] as [number, number]]) {
    const gapA = Array.from({ length: ai - pi }, (_, k) => pi + k);
    const gapB = Array.from({ length: bj - pj }, (_, k) => pj + k);
    const n = Math.min(gapA.length, gapB.length);
    for (let k = 0; k < n; k++) pairs.push([gapA[k], gapB[k]]);
    removed.push(...gapA.slice(n));
    added.push(...gapB.slice(n));
    if (ai < a.length) pairs.push([ai, bj]);
    [pi, pj] = [ai + 1, bj + 1];
  }
  pairs.sort((x, y) => x[0] - y[0]);
  return { pairs, removed, added, moved: new Set() };
}

/** The fields in which two values differ, as paths ('text', 'options[1].value'); `skip` names top-level keys left out. */
export function changedFields(a: unknown, b: unknown, skip: readonly string[] = [], prefix = ''): string[] {
  if (JSON.stringify(a) === JSON.stringify(b)) return [];
  // A field left out and a field set to null mean the same in a content file.
  if ((a === undefined || a === null) && (b === undefined || b === null)) return [];
  const isObject = (v: unknown): v is Record<string, unknown> =>
    typeof v === 'object' && v !== null && !Array.isArray(v);
  if (Array.isArray(a) && Array.isArray(b)) {
    const out: string[] = [];
    for (let i = 0; i < Math.max(a.length, b.length); i++)
      out.push(...changedFields(a[i], b[i], [], `${prefix}[${i}]`));
    return out;
  }
  if (isObject(a) && isObject(b)) {
    const out: string[] = [];
    for (const k of new Set([...Object.keys(a), ...Object.keys(b)])) {
      if (prefix === '' && skip.includes(k)) continue;
      out.push(...changedFields(a[k], b[k], [], prefix ? `${prefix}.${k}` : k));
    }
    return out;
  }
  return [prefix];
}
