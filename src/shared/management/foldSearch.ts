// Accent-insensitive search for the management lists: "celik" finds "Çelik", "çelik" finds "Celik".
// The same table folds the typed text here and the column in SQL (server/services/
// listing.ts builds replace()/translate()/lower() from it), so both sides fold identically on PGlite
// and PostgreSQL. `unaccent` is no option: PGlite does not ship it.
//
// Why a table and not just NFD plus stripping marks on the typed text: a letter folded here but
// not in SQL would make an accented search miss its own spelling (Greek "ά" would become "α" here
// but stay "ά" in the database). So the typed text is folded with exactly the table the SQL uses.

/** Latin letters with accents: every code point in these blocks whose NFD is one ASCII letter plus marks. */
const LATIN_BLOCKS: ReadonlyArray<readonly [number, number]> = [
  [0x00c0, 0x024f], // Latin-1 Supplement, Latin Extended-A and -B (é, ç, ö, ş, ğ, ř, ą …)
  [0x1e00, 0x1eff], // Latin Extended Additional (Vietnamese ế, ạ …)
];

/** Letters that do not decompose in NFD but read as a plain letter to a Dutch coordinator. */
const NO_DECOMPOSITION: Readonly<Record<string, string>> = {
  ø: 'o',
  Ø: 'o',
  đ: 'd',
  Đ: 'd',
  ł: 'l',
  Ł: 'l',
  ı: 'i',
  ħ: 'h',
  Ħ: 'h',
  ŧ: 't',
  Ŧ: 't',
  ŀ: 'l',
  Ŀ: 'l',
};

/**
 * Letters that fold to two letters ("Straße" is found by "strasse"). translate() maps one character
 * to one, so SQL applies these with replace() before translate(); here they are applied in the
 * same pass. Folding ß to a single "s" would be wrong, and skipping it would leave "strasse" unable
 * to find "Straße", hence the extra replace() calls (a handful, cheap on a list page).
 */
export const MULTI_FOLDS: ReadonlyArray<readonly [string, string]> = [
  ['ß', 'ss'],
  ['ẞ', 'ss'],
  ['æ', 'ae'],
  ['Æ', 'ae'],
  ['œ', 'oe'],
  ['Œ', 'oe'],
  ['ĳ', 'ij'],
  ['Ĳ', 'ij'],
];

/** Combining marks (U+0300–U+036F) are dropped, so text stored or typed decomposed ("e" + ◌́) folds too. */
const COMBINING = { from: 0x0300, to: 0x036f };

function buildSingleFolds(): Map<string, string> {
  const multi = new Set(MULTI_FOLDS.map(([from]) => from));
  const map = new Map<string, string>();
  for (const [start, end] of LATIN_BLOCKS) {
    for (let code = start; code <= end; code += 1) {
      const ch = String.fromCodePoint(code);
      if (multi.has(ch)) continue;
      const base = ch.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
      // Upper case maps straight to lower case ASCII, so the fold never leans on the database
      // locale's lower() for accented capitals (a "C" ctype lowers ASCII only).
      if (/^[A-Za-z]$/.test(base)) map.set(ch, base.toLowerCase());
    }
  }
  for (const [ch, plain] of Object.entries(NO_DECOMPOSITION)) map.set(ch, plain);
  return map;
}

const SINGLE_FOLDS = buildSingleFolds();
const MULTI_MAP = new Map(MULTI_FOLDS);

/**
 * The two strings for SQL `translate(text, from, to)`: `from` is every folded letter and then
 * every combining mark; `to` is shorter by the marks, which translate() therefore deletes.
 */
export const TRANSLATE_FROM: string =
  [...SINGLE_FOLDS.keys()].join('') +
  Array.from({ length: COMBINING.to - COMBINING.from + 1 }, (_, i) => String.fromCodePoint(COMBINING.from + i)).join(
    '',
  );
export const TRANSLATE_TO: string = [...SINGLE_FOLDS.values()].join('');

/**
 * Folds text for comparison: multi-letter folds, single-letter folds and dropped marks from the
 * table, then lower case, the same steps as the SQL expression.
 */
export function foldSearch(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    if (code >= COMBINING.from && code <= COMBINING.to) continue;
    out += MULTI_MAP.get(ch) ?? SINGLE_FOLDS.get(ch) ?? ch;
  }
  return out.toLowerCase();
}
