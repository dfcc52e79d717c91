// The raw export's two file formats, each written line by line to a file on disk: CSV (papaparse's
// unparse per line, formulas escaped, because answers hold text students typed and a spreadsheet
// would run "=…" as a formula) and .xlsx (exceljs' streaming WorkbookWriter: each row is committed
// and leaves memory). Neither holds more than the line being written.
import fs from 'node:fs';
import { once } from 'node:events';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import type { ExportFormat } from '../../../src/shared/management/statsExport';
import type { Cell } from './rows';

export interface ExportWriter {
  write(cells: Cell[]): Promise<void>;
  /** Finishes the file; its size in bytes. */
  close(): Promise<number>;
  /** Stops writing (the file is then removed by the caller). */
  abort(): Promise<void>;
}

function csvWriter(file: string): ExportWriter {
  const out = fs.createWriteStream(file);
  const failed = once(out, 'error').then(([err]) => {
    throw err;
  });
  failed.catch(() => undefined);
  return {
    async write(cells) {
      const line = `${Papa.unparse([cells.map((c) => (c === null ? '' : c))], { escapeFormulae: true, newline: '\r\n' })}\r\n`;
      if (!out.write(line)) await Promise.race([once(out, 'drain'), failed]);
    },
    async close() {
      out.end();
      await Promise.race([once(out, 'finish'), failed]);
      return out.bytesWritten;
    },
    async abort() {
      out.destroy();
    },
  };
}

function xlsxWriter(file: string): ExportWriter {
  const out = fs.createWriteStream(file);
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false });
  const sheet = workbook.addWorksheet('Export');
  return {
    async write(cells) {
      sheet.addRow(cells).commit();
      // Lets the zip stream catch up when the file stream is behind, so rows do not pile up in memory.
      if (out.writableNeedDrain) await once(out, 'drain');
    },
    async close() {
      sheet.commit();
      await workbook.commit();
      if (!out.writableFinished) await once(out, 'finish');
      return out.bytesWritten;
    },
    async abort() {
      out.destroy();
    },
  };
}

export const openWriter = (format: ExportFormat, file: string): ExportWriter =>
  format === 'csv' ? csvWriter(file) : xlsxWriter(file);

export const EXTENSIONS: Record<ExportFormat, string> = { csv: 'csv', xlsx: 'xlsx' };
export const MEDIA_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};
