// CSV as schools' systems and Excel write it: `,` `;` or tab between fields, UTF-8 with or without
// BOM, UTF-16 (Excel's "Unicode text"), or Windows-1252 (Excel's "CSV" on a Dutch Windows).
import Papa from 'papaparse';
import { FILE_ERRORS } from './messages';
import { type HeaderCounter, toTable } from './table';
import { ImportFileError, type ParsedTable } from './types';

const startsWith = (bytes: Uint8Array, ...prefix: number[]): boolean => prefix.every((b, i) => bytes[i] === b);

/** Text of the file: BOMs honoured, strict UTF-8 first, Windows-1252 when that fails. */
export function decodeText(bytes: Uint8Array): string {
  if (startsWith(bytes, 0xff, 0xfe)) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (startsWith(bytes, 0xfe, 0xff)) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  const body = startsWith(bytes, 0xef, 0xbb, 0xbf) ? bytes.subarray(3) : bytes;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(body);
  } catch {
    return decodeWindows1252(body);
  }
}

/** Windows-1252's characters at 0x80–0x9F (€, ’, “, …); undefined positions stay as they are. */
const CP1252_HIGH =
  '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f' +
  '\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178';

/**
 * Node 20's TextDecoder('windows-1252') decodes as ISO-8859-1 (0x92 becomes the invisible U+0092
 * instead of ’), so the 32 characters where the two differ are mapped here.
 */
export function decodeWindows1252(bytes: Uint8Array): string {
  let text = '';
  for (let i = 0; i < bytes.length; i += 8192) {
    const chunk = bytes.subarray(i, i + 8192);
    text += String.fromCharCode(...chunk.map((b) => b));
  }
  return text.replace(/[\u0080-\u009f]/g, (ch) => CP1252_HIGH[ch.charCodeAt(0) - 0x80]);
}

/** Control characters other than tab, newline and carriage return: a text file has (almost) none. */
function looksBinary(text: string): boolean {
  const sample = text.slice(0, 65_536);
  let control = 0;
  for (let i = 0; i < sample.length; i++) {
    const code = sample.charCodeAt(i);
    if (code === 0) return true;
    if (code < 32 && code !== 9 && code !== 10 && code !== 13) control++;
  }
  return control > sample.length / 100;
}

export function readCsv(bytes: Uint8Array, recognised?: HeaderCounter): ParsedTable {
  const text = decodeText(bytes);
  if (text.trim() === '') throw new ImportFileError('empty_file', FILE_ERRORS.empty_file);
  if (looksBinary(text)) throw new ImportFileError('unreadable_file', FILE_ERRORS.unreadable_file);
  // Trailing empty lines are dropped first: papaparse guesses the delimiter from the average number
  // of fields per line, and in a short file the empty last line pulls a ";" list below its threshold.
  const result = Papa.parse<string[]>(text.trimEnd(), {
    delimiter: '',
    delimitersToGuess: [';', ',', '\t'],
    skipEmptyLines: false,
  });
  return toTable(result.data, recognised);
}
