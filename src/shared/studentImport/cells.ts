// Cell values are data, never instructions. On the way in a formula is refused (it is never
// evaluated: CSV gives text, and a spreadsheet's formula cell arrives as its formula text); on the
// way out (a page that shows, a file that exports) neutraliseCell keeps a spreadsheet from running it.

/** Characters that make Excel, LibreOffice or Google Sheets treat a cell as a formula (OWASP CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * The value made safe for a spreadsheet: a leading `=`, `+`, `-`, `@`, tab or carriage return gets
 * a `'` in front, which spreadsheets show as text. Other values are returned as they are.
 */
export function neutraliseCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/**
 * True for input that is a formula rather than a value: `=…` and `@…` always, `+`/`-` only when a
 * function or reference follows (`+HYPERLINK(`, `-cmd|`), so "-" as an empty placeholder and
 * "+31 6…" pass and are judged by the field's own rule.
 */
export function looksLikeFormula(value: string): boolean {
  return /^[=@]/.test(value) || /^[+-]\s*[A-Za-z_(]/.test(value);
}

/** Header text reduced to letters and digits, lower case, accents removed: "E-mail adres" → "emailadres". */
export function headerKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/** Whitespace collapsed (non-breaking spaces too, common in exports) and trimmed. */
export function cleanCell(value: string): string {
  return value.replace(/[\s\u00a0\u200b\ufeff]+/g, ' ').trim();
}
