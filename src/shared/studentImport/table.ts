// From raw rows (CSV records or spreadsheet rows) to a table: the header row found, empty rows
// dropped, cells cleaned, and limits on size enforced before any row is checked.
import { cleanCell } from './cells';
import { recognisedCount } from './columns';
import { FILE_ERRORS, fill } from './messages';
import { ImportFileError, type ParsedTable } from './types';

/** A class list is at most a few thousand students; 20,000 leaves room for a whole school board. */
export const MAX_ROWS = 20_000;
/** Headers may sit below a title line or two ("Leerlingen 2026-2027"). */
const HEADER_SEARCH_ROWS = 10;

const isEmpty = (cells: string[]): boolean => cells.every((c) => c === '');

/** Counts the cells of a row that name a known column (the import's own column rules). */
export type HeaderCounter = (cells: string[]) => number;

export function toTable(raw: string[][], recognised: HeaderCounter = recognisedCount): ParsedTable {
  const rows = raw.map((cells, i) => ({ line: i + 1, cells: cells.map((c) => cleanCell(c)) }));
  const filled = rows.filter((r) => !isEmpty(r.cells));
  if (filled.length === 0) throw new ImportFileError('empty_file', FILE_ERRORS.empty_file);

  // The header is the first of the top rows with the most recognised names (at least two);
  // without any, the first non-empty row (the user maps the columns by hand).
  let header = filled[0];
  let best = 1;
  for (const row of filled.slice(0, HEADER_SEARCH_ROWS)) {
    const count = recognised(row.cells);
    if (count > best) {
      header = row;
      best = count;
    }
  }
  const width = header.cells.length;
  const data = filled
    .filter((r) => r.line > header.line)
    .map((r) => ({ line: r.line, cells: Array.from({ length: width }, (_, i) => r.cells[i] ?? '') }));
  if (data.length === 0) throw new ImportFileError('empty_file', FILE_ERRORS.empty_file);
  if (data.length > MAX_ROWS)
    throw new ImportFileError('too_many_rows', fill(FILE_ERRORS.too_many_rows, { max: '20.000' }));
  const headers = header.cells.map((h, i) => h || `Kolom ${i + 1}`);
  return { headers, rows: data };
}
