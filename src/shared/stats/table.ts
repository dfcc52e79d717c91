// A protected table from its units or cells: the categories (rare ones merged, categories.ts) and the
// protected groups (partition.ts), computed over ALL students of the table (every school), never per
// caller, so every caller and every filter sees the same protected groups.
import { planCategories } from './categories';
import { countsByCategory, recodeCells, type StatCells } from './cells';
import type { CellTable, ProtectedTable } from './figures';
import { partitionCells, protectedPartition, type StatUnit } from './partition';

/** `units` carry raw categories; `order` lists the raw categories in display order. */
export function protectTable(units: readonly StatUnit[], order: readonly string[], k: number): ProtectedTable {
  const counts = new Map<string, number>();
  for (const u of units) counts.set(u.category, (counts.get(u.category) ?? 0) + 1);
  const plan = planCategories(order, counts, k);
  const mapped = units
    .filter((u) => plan.categoryOf.has(u.category))
    .map((u) => ({ dims: u.dims, category: plan.categoryOf.get(u.category)! }));
  return { units: mapped, categories: plan.categories, k, partition: protectedPartition(mapped, plan.categories, k) };
}

/**
 * `cells` carry raw categories; `order` lists the raw categories in display order. The same plan and
 * protected groups as protectTable of the same students one by one.
 */
export function protectCells(cells: StatCells, order: readonly string[], k: number): CellTable {
  const plan = planCategories(order, countsByCategory(cells), k);
  const recoded = recodeCells(cells, plan.categories, (c) => plan.categoryOf.get(c));
  return { cells: recoded, categories: plan.categories, k, partition: partitionCells(recoded, k) };
}
