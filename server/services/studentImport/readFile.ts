// An uploaded class list as a table, whatever systems and spreadsheets made of it.
import { type HeaderCounter, detectFileType, type ParsedTable, readCsv } from '../../../src/shared/studentImport';
import { readXlsx } from './readXlsx';

/** `recognised` finds the header row by the import's own column names (students' by default). */
export async function readImportFile(
  bytes: Uint8Array,
  fileName: string,
  recognised?: HeaderCounter,
): Promise<ParsedTable> {
  return detectFileType(bytes, fileName) === 'xlsx' ? readXlsx(bytes, recognised) : readCsv(bytes, recognised);
}
