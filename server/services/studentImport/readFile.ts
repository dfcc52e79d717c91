// An uploaded class list as a table, whatever systems and spreadsheets made of it.
import { detectFileType, type ParsedTable, readCsv } from '../../../src/shared/studentImport';
import { readXlsx } from './readXlsx';

export async function readImportFile(bytes: Uint8Array, fileName: string): Promise<ParsedTable> {
  return detectFileType(bytes, fileName) === 'xlsx' ? readXlsx(bytes) : readCsv(bytes);
}
