// Protected figures (src/shared/stats/figures.ts) as the answer's rows: a hidden figure is
// { value: null, hidden } (never 0, never left out), every cell named by its category. A request's
// group (scope ∩ subject ∩ filters) is picked out of a table's cells once; its rows (one per value of
// a dimension) are counted in one pass over that group.
import type { StatRow } from '../../../src/shared/management/stats';
import { STAT_LABELS } from '../../../src/shared/management/stats';
import { protectCellRows, type Breakdown, type CellTable, type ProtectedRow } from '../../../src/shared/stats/figures';
import { dimIndex, type StatDimension } from './dimensions';

/** A group of students as dimension values: each of `equals`, and (unless null) one of `scope`'s values. */
export interface GroupSpec {
  equals: readonly (readonly [dim: number, value: string])[];
  scope: { dim: number; values: ReadonlySet<string> } | null;
}

/** A table and the cells of the group a request is about (null: all of them); its rows are parts of that group. */
export interface ScopedTable {
  table: CellTable;
  members: number[] | null;
}

export function scoped(table: CellTable, group: GroupSpec): ScopedTable {
  if (group.equals.length === 0 && group.scope === null) return { table, members: null };
  const { cells } = table;
  const D = cells.dimCount;
  const members: number[] = [];
  // A value as its code in this table; a value nobody has (code -1) selects nobody. Code 0 is
  // unknown (null), which no filter value equals.
  const equals = group.equals.map(([d, value]) => [d, cells.values[d]!.indexOf(value)] as const);
  if (equals.some(([, code]) => code < 1)) return { table, members };
  let allowed: Uint8Array | null = null;
  if (group.scope) {
    const { dim, values } = group.scope;
    allowed = Uint8Array.from(cells.values[dim]!, (v) => (v !== null && values.has(v) ? 1 : 0));
  }
  for (let i = 0; i < cells.length; i++) {
    const at = i * D;
    if (allowed && !allowed[cells.codes[at + group.scope!.dim]!]) continue;
    let ok = true;
    for (const [d, code] of equals)
      if (cells.codes[at + d] !== code) {
        ok = false;
        break;
      }
    if (ok) members.push(i);
  }
  return { table, members };
}

export interface RowSpec {
  key: string;
  label: string;
}

/** Rows of the group by one dimension: a row's key is the dimension's value. */
export interface RowsBy {
  dim: StatDimension;
  rows: readonly RowSpec[];
}

const TOTAL: RowSpec = { key: 'total', label: STAT_LABELS.total };

/** The group's own row and its rows by each dimension asked, counted in one pass. */
export function tableRows(
  scope: ScopedTable,
  total: RowSpec,
  by: readonly RowsBy[],
): { total: StatRow; by: StatRow[][] } {
  const { cells } = scope.table;
  const breakdowns: Breakdown[] = by.map(({ dim, rows }) => {
    const d = dimIndex(dim);
    const rowOfCode = new Int32Array(cells.values[d]!.length).fill(-1);
    const codeOf = new Map(cells.values[d]!.map((v, code) => [v, code]));
    rows.forEach((row, r) => {
      const code = codeOf.get(row.key) ?? 0;
      if (code > 0) rowOfCode[code] = r;
    });
    return { dim: d, rowOfCode, rowCount: rows.length };
  });
  const counted = protectCellRows(scope.table, scope.members, breakdowns);
  return {
    total: statRow(total, scope.table, counted.group),
    by: by.map(({ rows }, x) => rows.map((row, r) => statRow(row, scope.table, counted.rows[x]![r]!))),
  };
}

/** The group's own row. */
export const totalRow = (scope: ScopedTable, row: RowSpec = TOTAL): StatRow => tableRows(scope, row, []).total;

/** One row per value of `dim` within the group (a row's key is the value). */
export const rowsBy = (scope: ScopedTable, dim: StatDimension, rows: readonly RowSpec[]): StatRow[] =>
  tableRows(scope, TOTAL, [{ dim, rows }]).by[0]!;

function statRow({ key, label }: RowSpec, table: CellTable, row: ProtectedRow): StatRow {
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
