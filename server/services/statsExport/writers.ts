// The raw export's two file formats, each written line by line to a file on disk: CSV (papaparse's
// unparse per line, formulas escaped, because answers hold text students typed and a spreadsheet
// would run "=…" as a formula) and .xlsx (exceljs' streaming WorkbookWriter: each row is committed
// and leaves memory). Neither holds more than the line being written.
import fs from 'node:fs';
import { once } from 'node:events';
import type ExcelJS from 'exceljs';
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

/**
 * Ends the stream and resolves once its file is closed. A stream opens its file in the background:
 * removing the file before that open has happened lets the open create it again afterwards (seen on
 * a loaded machine: a stopped job's part file still there after the stop), so the caller removes it
 * only after this.
 */
async function closed(out: fs.WriteStream): Promise<void> {
  if (out.closed) return;
  const done = once(out, 'close').catch(() => undefined);
  out.destroy();
  await done;
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
    abort: () => closed(out),
  };
}

/** exceljs is loaded on first use: it costs a quarter of a second at every server start otherwise. */
const loadExcel = async (): Promise<typeof ExcelJS> => (await import('exceljs')).default;

async function xlsxWriter(file: string): Promise<ExportWriter> {
  const Excel = await loadExcel();
  const out = fs.createWriteStream(file);
  const workbook = new Excel.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false });
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
    abort: () => closed(out),
  };
}

export const openWriter = async (format: ExportFormat, file: string): Promise<ExportWriter> =>
  format === 'csv' ? csvWriter(file) : xlsxWriter(file);

export const EXTENSIONS: Record<ExportFormat, string> = { csv: 'csv', xlsx: 'xlsx' };
export const MEDIA_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};
