// The disclosure-control functions as they were before counted cells (issue 34, commit 4721cfb):
// the partition and the figure rule over students one by one, kept verbatim as the reference the
// cell-based code (src/shared/stats/cells.ts) must match exactly (cells.test.ts).
import type { ProtectedRow, ProtectedTable } from '../../../src/shared/stats/figures';
import { hiddenRow } from '../../../src/shared/stats/figures';
import type { Partition, StatUnit } from '../../../src/shared/stats/partition';

const UNKNOWN = '\u0000unknown';

/** The protected groups of a table's units; `categories` are the table's (every unit's is one of them). */
export function referencePartition(units: readonly StatUnit[], categories: readonly string[], k: number): Partition {
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

export function referenceGroup(
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
