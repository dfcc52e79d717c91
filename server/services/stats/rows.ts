// Protected figures (src/shared/stats/figures.ts) as the answer's rows: a hidden figure is
// { value: null, hidden } (never 0, never left out), every cell named by its category.
import type { StatRow } from '../../../src/shared/management/stats';
import { STAT_LABELS } from '../../../src/shared/management/stats';
import { protectGroup, type ProtectedTable } from '../../../src/shared/stats/figures';
import type { Dims } from './units';

/** A table and the units of the group a request is about (its rows are parts of that group). */
export interface ScopedTable {
  table: ProtectedTable;
  candidates: number[];
}

export function scoped(table: ProtectedTable, inGroup: (dims: Dims) => boolean): ScopedTable {
  const candidates: number[] = [];
  table.units.forEach((u, i) => {
    if (inGroup(u.dims as Dims)) candidates.push(i);
  });
  return { table, candidates };
}

/** The protected figures of the part of `scope`'s group that `inGroup` selects. */
export function statRow(key: string, label: string, scope: ScopedTable, inGroup: (dims: Dims) => boolean): StatRow {
  const { table } = scope;
  const row = protectGroup(table, (u) => inGroup(u.dims as Dims), scope.candidates);
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
