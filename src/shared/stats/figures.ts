// The figures of one group (partition.ts says why this is safe): shown only when the group is a
// union of whole protected groups, else every figure of it is null with the reason. The decision and
// the figures depend only on which students are in the group, so the same group reached through two
// routes or two filter paths gets the same figures.
import type { HiddenReason } from '../management/stats';
import type { StatCells } from './cells';
import type { Partition, StatUnit } from './partition';

export interface ProtectedRow {
  count: number | null;
  /** Per category, in the table's order; all null when the row is hidden. */
  cells: (number | null)[];
  hidden?: HiddenReason;
}

export interface ProtectedTable {
  units: readonly StatUnit[];
  categories: readonly string[];
  k: number;
  partition: Partition;
}

/** A protected table of counted cells (cells.ts, table.ts protectCells). */
export interface CellTable {
  /** Recoded into `categories` (a cell of a category outside the table's order is left out). */
  cells: StatCells;
  categories: readonly string[];
  k: number;
  partition: Partition;
}

/** Figures of the group of units `inGroup` selects (GroupCount.protect says when they are hidden). */
export function protectGroup(
  table: ProtectedTable,
  inGroup: (unit: StatUnit) => boolean,
  candidates?: readonly number[],
): ProtectedRow {
  const { units, categories, k, partition } = table;
  const index = new Map(categories.map((c, i) => [c, i]));
  const acc = new GroupCount(categories.length, partition.sizes.length);
  const visit = (i: number) => {
    const unit = units[i]!;
    if (inGroup(unit)) acc.add(index.get(unit.category) ?? -1, partition.groupOf[i]!, 1);
  };
  // `candidates`: the indices of a group that contains this one (a caller's scope), to look at fewer units.
  if (candidates) for (const i of candidates) visit(i);
  else for (let i = 0; i < units.length; i++) visit(i);
  return acc.protect(partition.sizes, k);
}

/** Rows of a group by one dimension: the row of each value code of dimension `dim` (-1: none). */
export interface Breakdown {
  dim: number;
  rowOfCode: Int32Array;
  rowCount: number;
}

// Students per (row, protected group) while counting; kept between calls (counting is synchronous)
// and put back to zeros after each, so a request does not allocate one per table.
let scratch = new Int32Array(0);

/**
 * The figures of a group of counted cells (`members`: indices into table.cells, null: every cell)
 * and of its rows by each breakdown, in one pass: the same rule as protectGroup (GroupCount.protect),
 * written out on flat arrays because a dashboard counts every cell of a region several times.
 */
export function protectCellRows(
  table: CellTable,
  members: ArrayLike<number> | null,
  breakdowns: readonly Breakdown[] = [],
): { group: ProtectedRow; rows: ProtectedRow[][] } {
  const { cells, categories, k, partition } = table;
  const { codes, category, weight, dimCount } = cells;
  const { groupOf, sizes } = partition;
  const C = categories.length;
  const G = sizes.length;
  const base: number[] = [];
  let slots = 1;
  for (const b of breakdowns) {
    base.push(slots);
    slots += b.rowCount;
  }
  const n = new Float64Array(slots);
  const counts = new Float64Array(slots * C);
  const outside = new Uint8Array(slots);
  if (scratch.length < slots * G) scratch = new Int32Array(Math.max(slots * G, scratch.length * 2));
  const taken = scratch;
  const met: number[] = [];
  const visit = (s: number, c: number, g: number, w: number) => {
    n[s]! += w;
    counts[s * C + c]! += w;
    if (g < 0) outside[s] = 1;
    else {
      const at = s * G + g;
      if (taken[at] === 0) met.push(at);
      taken[at]! += w;
    }
  };
  const length = members ? members.length : cells.length;
  const cut = new Uint8Array(slots);
  try {
    for (let j = 0; j < length; j++) {
      const i = members ? members[j]! : j;
      const c = category[i]!;
      const g = groupOf[i]!;
      const w = weight[i]!;
      visit(0, c, g, w);
      for (let b = 0; b < breakdowns.length; b++) {
        const { dim, rowOfCode } = breakdowns[b]!;
        const r = rowOfCode[codes[i * dimCount + dim]!]!;
        if (r >= 0) visit(base[b]! + r, c, g, w);
      }
    }
  } finally {
    // A row that holds part of a protected group, not all of it, cuts through it.
    for (const at of met) {
      const g = at % G;
      if (taken[at] !== sizes[g]) cut[(at - g) / G] = 1;
      taken[at] = 0;
    }
  }
  const row = (s: number): ProtectedRow => {
    if (n[s]! < k || cut[s] || outside[s]) return hiddenRow(C, n[s]! < k ? 'below_k' : 'secondary');
    return { count: n[s]!, cells: Array.from(counts.subarray(s * C, s * C + C)) };
  };
  return {
    group: row(0),
    rows: breakdowns.map((b, x) => Array.from({ length: b.rowCount }, (_, r) => row(base[x]! + r))),
  };
}

/** What the rule needs of a group: its size, its count per category, and its students per protected group. */
class GroupCount {
  private n = 0;
  private readonly counts: Float64Array;
  /** Students per protected group, and the groups met (in the order met). */
  private readonly taken: Float64Array;
  private readonly met: number[] = [];
  /** A student outside every protected group (the table is too small to show anything). */
  private outside = false;

  constructor(categoryCount: number, groupCount: number) {
    this.counts = new Float64Array(categoryCount);
    this.taken = new Float64Array(groupCount);
  }

  add(category: number, group: number, weight: number): void {
    this.n += weight;
    if (group < 0 || group >= this.taken.length) this.outside = true;
    else {
      if (this.taken[group] === 0) this.met.push(group);
      this.taken[group]! += weight;
    }
    if (category >= 0 && category < this.counts.length) this.counts[category]! += weight;
  }

  /**
   * Hidden when the group has fewer than k students ('below_k', also when empty) or cuts through a
   * protected group ('secondary': showing it would let a smaller group be worked out from figures
   * shown elsewhere). The reason depends on the group's size only, never on a category's count, so
   * a reason tells nothing about anyone's result.
   */
  protect(sizes: readonly number[], k: number): ProtectedRow {
    const whole = !this.outside && this.met.every((g) => this.taken[g] === sizes[g]);
    if (this.n < k || !whole) return hiddenRow(this.counts.length, this.n < k ? 'below_k' : 'secondary');
    return { count: this.n, cells: Array.from(this.counts) };
  }
}

export const hiddenRow = (cellCount: number, hidden: HiddenReason): ProtectedRow => ({
  count: null,
  cells: new Array<null>(cellCount).fill(null),
  hidden,
});
