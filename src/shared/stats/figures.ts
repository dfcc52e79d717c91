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
  const acc = new GroupCount(categories.length);
  const visit = (i: number) => {
    const unit = units[i]!;
    if (inGroup(unit)) acc.add(index.get(unit.category) ?? -1, partition.groupOf[i]!, 1);
  };
  // `candidates`: the indices of a group that contains this one (a caller's scope), to look at fewer units.
  if (candidates) for (const i of candidates) visit(i);
  else for (let i = 0; i < units.length; i++) visit(i);
  return acc.protect(partition.sizes, k);
}

/**
 * The figures of a group of counted cells (`members`, indices into table.cells) and of its parts
 * (`rowOf(i)`: the part cell i is in, -1 none), in one pass: the same rule as protectGroup.
 */
export function protectCellGroup(
  table: CellTable,
  members: ArrayLike<number>,
  rowCount = 0,
  rowOf?: (i: number) => number,
): { group: ProtectedRow; rows: ProtectedRow[] } {
  const { cells, categories, k, partition } = table;
  const group = new GroupCount(categories.length);
  const rows = Array.from({ length: rowCount }, () => new GroupCount(categories.length));
  for (let j = 0; j < members.length; j++) {
    const i = members[j]!;
    const c = cells.category[i]!;
    const g = partition.groupOf[i]!;
    const w = cells.weight[i]!;
    group.add(c, g, w);
    const r = rowOf ? rowOf(i) : -1;
    if (r >= 0) rows[r]!.add(c, g, w);
  }
  return { group: group.protect(partition.sizes, k), rows: rows.map((r) => r.protect(partition.sizes, k)) };
}

/** What the rule needs of a group: its size, its count per category, and its students per protected group. */
class GroupCount {
  private n = 0;
  private readonly counts: Float64Array;
  private readonly taken = new Map<number, number>();

  constructor(categoryCount: number) {
    this.counts = new Float64Array(categoryCount);
  }

  add(category: number, group: number, weight: number): void {
    this.n += weight;
    this.taken.set(group, (this.taken.get(group) ?? 0) + weight);
    if (category >= 0 && category < this.counts.length) this.counts[category]! += weight;
  }

  /**
   * Hidden when the group has fewer than k students ('below_k', also when empty) or cuts through a
   * protected group ('secondary': showing it would let a smaller group be worked out from figures
   * shown elsewhere). The reason depends on the group's size only, never on a category's count, so
   * a reason tells nothing about anyone's result.
   */
  protect(sizes: readonly number[], k: number): ProtectedRow {
    let whole = true;
    for (const [g, t] of this.taken) if (g < 0 || t !== sizes[g]) whole = false;
    if (this.n < k || !whole) return hiddenRow(this.counts.length, this.n < k ? 'below_k' : 'secondary');
    return { count: this.n, cells: Array.from(this.counts) };
  }
}

export const hiddenRow = (cellCount: number, hidden: HiddenReason): ProtectedRow => ({
  count: null,
  cells: new Array<null>(cellCount).fill(null),
  hidden,
});
