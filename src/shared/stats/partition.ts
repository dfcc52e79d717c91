// The protected groups of a table (docs/privacy.md, "Disclosure control"): the students of one table
// (one module, one school year, e.g. its results) are split into disjoint groups, each with at least k
// students in EVERY category. A figure is shown only for a group that is a union of these protected
// groups (figures.ts). Then every figure anyone can work out from shown figures (by adding,
// subtracting, across routes, filters and pages) is again a sum over whole protected groups: it
// counts 0 or at least k students in each category, so no small group and no single result can be
// recovered. This is global recoding with a fixed hierarchy, applied to every filter at once.
//
// The split is top-down along a fixed order of dimensions (school, location, class, …): a group is
// split by a dimension into its values; values whose part is too small are pooled into one "rest"
// part, and while the rest is still too small the smallest valid part joins it. A dimension that
// cannot be split that way is skipped (the next one is tried). Pure and deterministic: the same
// students give the same groups, whoever asks and through whichever filter.

/** One student in a table: their value of each dimension (null: unknown) and their category. */
export interface StatUnit {
  dims: readonly (string | null)[];
  category: string;
}

export interface Partition {
  /** Protected group of each unit (index into sizes); -1: the whole table is too small to show anything. */
  groupOf: Int32Array;
  /** Units per protected group. */
  sizes: number[];
}

const UNKNOWN = '\u0000unknown';

/** The protected groups of a table's units; `categories` are the table's (every unit's is one of them). */
export function protectedPartition(units: readonly StatUnit[], categories: readonly string[], k: number): Partition {
  const groupOf = new Int32Array(units.length).fill(-1);
  const sizes: number[] = [];
  const dimCount = units[0]?.dims.length ?? 0;
  // Categories as small integers: the validity test runs for every part of every split.
  const code = new Map(categories.map((c, i) => [c, i]));
  const cat = Int32Array.from(units, (u) => code.get(u.category) ?? -1);
  const counts = new Int32Array(categories.length);
  const valid = (members: readonly number[]): boolean => {
    if (members.length < k * Math.max(1, categories.length)) return false;
    counts.fill(0);
    for (const i of members) if (cat[i]! >= 0) counts[cat[i]!]!++;
    return counts.every((n) => n >= k);
  };

  const leaf = (members: number[]) => {
    for (const i of members) groupOf[i] = sizes.length;
    sizes.push(members.length);
  };

  const split = (members: number[], from: number): void => {
    for (let d = from; d < dimCount; d++) {
      const parts = new Map<string, number[]>();
      for (const i of members) {
        const key = units[i]!.dims[d] ?? UNKNOWN;
        const part = parts.get(key);
        if (part) part.push(i);
        else parts.set(key, [i]);
      }
      if (parts.size < 2) continue;
      const keys = [...parts.keys()].sort();
      const kept: string[] = [];
      const rest: number[] = [];
      for (const key of keys) {
        if (valid(parts.get(key)!)) kept.push(key);
        else for (const i of parts.get(key)!) rest.push(i);
      }
      // Smallest first (ties by value): the rest must itself be protectable, or empty.
      kept.sort((a, b) => parts.get(a)!.length - parts.get(b)!.length || (a < b ? -1 : 1));
      while (rest.length > 0 && kept.length > 0 && !valid(rest))
        for (const i of parts.get(kept.shift()!)!) rest.push(i);
      const children = kept.map((key) => parts.get(key)!);
      if (rest.length > 0) children.push(rest);
      if (children.length < 2) continue;
      for (const child of children) split(child, d + 1);
      return;
    }
    leaf(members);
  };

  const all = units.map((_, i) => i);
  if (valid(all)) split(all, 0);
  return { groupOf, sizes };
}
