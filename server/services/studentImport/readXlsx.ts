// An .xlsx as text cells with exceljs. Nothing in the workbook is evaluated: a formula cell becomes
// its formula text ("=HYPERLINK(…)"), which the row check refuses; dates become YYYY-MM-DD.
import type ExcelJS from 'exceljs';
import {
  FILE_ERRORS,
  type HeaderCounter,
  ImportFileError,
  MAX_ROWS,
  type ParsedTable,
  toTable,
} from '../../../src/shared/studentImport';

const isoDate = (date: Date): string => date.toISOString().slice(0, 10);

/** One cell's value as text; exceljs gives numbers, dates, rich text, hyperlinks, formulas and errors. */
export function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return isoDate(value);
  if ('formula' in value || 'sharedFormula' in value) {
    const formula = 'formula' in value ? value.formula : value.sharedFormula;
    return `=${formula}`;
  }
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('hyperlink' in value) return typeof value.text === 'string' ? value.text : cellText(value.text);
  if ('error' in value) return String(value.error);
  return '';
}

export async function readXlsx(bytes: Uint8Array, recognised?: HeaderCounter): Promise<ParsedTable> {
  // Loaded on first use: exceljs costs a quarter of a second at every server start otherwise.
  const { default: Excel } = await import('exceljs');
  const workbook = new Excel.Workbook();
  try {
    await workbook.xlsx.load(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) as never);
  } catch {
    // Not a zip, a zip without a workbook, a damaged file: all the same to the person uploading it.
    throw new ImportFileError('unreadable_file', FILE_ERRORS.unreadable_file);
  }
  // The first sheet that has anything in it (exports sometimes start with an empty or hidden sheet).
  const sheet = workbook.worksheets.find((s) => s.state === 'visible' && s.actualRowCount > 0);
  if (!sheet) throw new ImportFileError('empty_file', FILE_ERRORS.empty_file);
  if (sheet.rowCount > MAX_ROWS + HEADER_ROOM)
    throw new ImportFileError('too_many_rows', FILE_ERRORS.too_many_rows.replace('{max}', '20.000'));
  const width = sheet.columnCount;
  const raw: string[][] = [];
  for (let r = 1; r <= sheet.rowCount; r++) {
    const row = sheet.getRow(r);
    const cells: string[] = [];
    for (let c = 1; c <= width; c++) cells.push(cellText(row.getCell(c).value));
    raw.push(cells);
  }
  return toTable(raw, recognised);
}

/** Title lines and empty rows above or between the data. */
const HEADER_ROOM = 1000;
