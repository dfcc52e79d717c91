// The figures of one group (partition.ts says why this is safe): shown only when the group is a
// union of whole protected groups, else every figure of it is null with the reason. The decision and
// the figures depend only on which students are in the group, so the same group reached through two
// routes or two filter paths gets the same figures.
import type { HiddenReason } from '../management/stats';
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

/**
 * Figures of the group of units `inGroup` selects. Hidden when the group has fewer than k students
 * ('below_k', also when empty) or cuts through a protected group ('secondary': showing it would let a
 * smaller group be worked out from figures shown elsewhere). The reason depends on the group's size
 * only, never on a category's count, so a reason tells nothing about anyone's result.
 */
export function protectGroup(
  table: ProtectedTable,
  inGroup: (unit: StatUnit) => boolean,
  candidates?: readonly number[],
): ProtectedRow {
  const { units, categories, k, partition } = table;
  const taken = new Map<number, number>();
  const counts = new Map<string, number>();
  let n = 0;
  let whole = true;
  const visit = (i: number) => {
    const unit = units[i]!;
    if (!inGroup(unit)) return;
    n++;
    const g = partition.groupOf[i]!;
    if (g < 0) whole = false;
    taken.set(g, (taken.get(g) ?? 0) + 1);
    counts.set(unit.category, (counts.get(unit.category) ?? 0) + 1);
  };
  // `candidates`: the indices of a group that contains this one (a caller's scope), to look at fewer units.
  if (candidates) for (const i of candidates) visit(i);
  else for (let i = 0; i < units.length; i++) visit(i);
  for (const [g, t] of taken) if (g < 0 || t !== partition.sizes[g]) whole = false;
  if (n < k || !whole) return hiddenRow(categories.length, n < k ? 'below_k' : 'secondary');
  return { count: n, cells: categories.map((c) => counts.get(c) ?? 0) };
}

export const hiddenRow = (cellCount: number, hidden: HiddenReason): ProtectedRow => ({
  count: null,
  cells: new Array<null>(cellCount).fill(null),
  hidden,
});
