// What a file is, judged by its bytes first and its name second: a spreadsheet renamed to .csv is
// still read as a spreadsheet, and a binary renamed to .xlsx or .csv is refused.
import { FILE_ERRORS } from './messages';
import { ImportFileError } from './types';

export type ImportFileType = 'csv' | 'xlsx';

const TEXT_EXTENSIONS = new Set(['csv', 'txt', 'tsv']);

const startsWith = (bytes: Uint8Array, prefix: number[]): boolean => prefix.every((b, i) => bytes[i] === b);
const ZIP = [0x50, 0x4b, 0x03, 0x04];
/** OLE2: the old .xls (and .doc) format; exceljs does not read it. */
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0];

export function detectFileType(bytes: Uint8Array, fileName: string): ImportFileType {
  if (bytes.length === 0) throw new ImportFileError('empty_file', FILE_ERRORS.empty_file);
  const extension = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase() ?? '';
  if (extension !== 'xlsx' && !TEXT_EXTENSIONS.has(extension))
    throw new ImportFileError('unsupported_file_type', FILE_ERRORS.unsupported_file_type);
  if (startsWith(bytes, ZIP)) return 'xlsx';
  if (startsWith(bytes, OLE2)) throw new ImportFileError('unsupported_file_type', FILE_ERRORS.unsupported_file_type);
  if (extension === 'xlsx') throw new ImportFileError('unreadable_file', FILE_ERRORS.unreadable_file);
  return 'csv';
}
