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
import { CellsBuilder, type StatCells } from './cells';

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
  // One cell per unit (weight 1, same index): the same algorithm as the server's counted cells.
  const cells = new CellsBuilder(units[0]?.dims.length ?? 0, categories);
  for (const u of units) cells.add(u.dims, u.category, 1);
  return partitionCells(cells.build(), k, categories.length);
}

/**
 * The protected groups of a table of cells (cells.ts): a cell's students are never split, and a part's
 * size is its students (the cells' weights), so this is exactly the partition of the same students
 * one by one. Categories from index `categoryCount` on are counted in a group's size but are not
 * categories of the table (a unit whose category the table does not have).
 */
export function partitionCells(cells: StatCells, k: number, categoryCount = cells.categories.length): Partition {
  const { length, dimCount, codes, weight, category } = cells;
  const groupOf = new Int32Array(length).fill(-1);
  const sizes: number[] = [];
  // A dimension's parts are keyed and ordered by the value's text (unknown as UNKNOWN): rank[d][code]
  // is that text's place in sorted order, equal texts sharing one.
  const rank = cells.values.map((values) => {
    const keys = values.map((v) => v ?? UNKNOWN);
    const order = [...new Set(keys)].sort();
    const place = new Map(order.map((key, i) => [key, i]));
    return Int32Array.from(keys, (key) => place.get(key)!);
  });
  const counts = new Float64Array(categoryCount);
  const sizeOf = (members: readonly number[]) => {
    let n = 0;
    for (const i of members) n += weight[i]!;
    return n;
  };
  const valid = (members: readonly number[], size: number): boolean => {
    if (size < k * Math.max(1, categoryCount)) return false;
    counts.fill(0);
    for (const i of members) if (category[i]! < categoryCount) counts[category[i]!]! += weight[i]!;
    return counts.every((n) => n >= k);
  };

  const leaf = (members: readonly number[], size: number) => {
    for (const i of members) groupOf[i] = sizes.length;
    sizes.push(size);
  };

  interface Part {
    members: number[];
    size: number;
  }

  const split = (members: number[], size: number, from: number): void => {
    for (let d = from; d < dimCount; d++) {
      const parts = new Map<number, Part>();
      for (const i of members) {
        const key = rank[d]![codes[i * dimCount + d]!]!;
        const part = parts.get(key);
        if (part) {
          part.members.push(i);
          part.size += weight[i]!;
        } else parts.set(key, { members: [i], size: weight[i]! });
      }
      if (parts.size < 2) continue;
      const keys = [...parts.keys()].sort((a, b) => a - b);
      const kept: number[] = [];
      const rest: Part = { members: [], size: 0 };
      for (const key of keys) {
        const part = parts.get(key)!;
        if (valid(part.members, part.size)) kept.push(key);
        else {
          for (const i of part.members) rest.members.push(i);
          rest.size += part.size;
        }
      }
      // Smallest first (ties by value): the rest must itself be protectable, or empty.
      kept.sort((a, b) => parts.get(a)!.size - parts.get(b)!.size || a - b);
      while (rest.members.length > 0 && kept.length > 0 && !valid(rest.members, rest.size)) {
        const part = parts.get(kept.shift()!)!;
        for (const i of part.members) rest.members.push(i);
        rest.size += part.size;
      }
      const children = kept.map((key) => parts.get(key)!);
      if (rest.members.length > 0) children.push(rest);
      if (children.length < 2) continue;
      for (const child of children) split(child.members, child.size, d + 1);
      return;
    }
    leaf(members, size);
  };

  const all = Array.from({ length }, (_, i) => i);
  const total = sizeOf(all);
  if (valid(all, total)) split(all, total, 0);
  return { groupOf, sizes };
}
