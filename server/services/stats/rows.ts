// Protected figures (src/shared/stats/figures.ts) as the answer's rows: a hidden figure is
// { value: null, hidden } (never 0, never left out), every cell named by its category.
import type { StatRow } from '../../../src/shared/management/stats';
import { STAT_LABELS } from '../../../src/shared/management/stats';
import { protectGroup, type ProtectedTable } from '../../../src/shared/stats/figures';
import type { Dims } from './units';

export function statRow(key: string, label: string, table: ProtectedTable, inGroup: (dims: Dims) => boolean): StatRow {
  const row = protectGroup(table, (u) => inGroup(u.dims as Dims));
  const figure = (value: number | null) => (value === null ? { value: null, hidden: row.hidden } : { value });
  return {
    key,
    label,
    count: figure(row.count),
    cells: table.categories.map((category, i) => ({ category, ...figure(row.cells[i] ?? null) })),
  };
}

/** 'warning+bad' → 'Let op / Onvoldoende'. */
export const categoryLabel = (category: string): string =>
  category
    .split('+')
    .map((c) => STAT_LABELS[c as keyof typeof STAT_LABELS] ?? c)
    .join(' / ');
