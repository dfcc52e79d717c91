// Paging, sorting and search of the management lists, the same for every list.
import type { ExpressionBuilder, ExpressionWrapper, ReferenceExpression, SqlBool } from 'kysely' with {
  'resolution-mode': 'import',
};
import { foldSearch, MULTI_FOLDS, TRANSLATE_FROM, TRANSLATE_TO } from '../../src/shared/management/foldSearch';
import { LIMITS } from '../../src/shared/management/limits';

export interface ListParams {
  page: number;
  limit: number;
  offset: number;
  order: 'asc' | 'desc';
  /**
   * LIKE pattern (folded by foldSearch: lower case, accents dropped; wildcards escaped) or null
   * when there is no search of 3+ characters. Compare it with searchLike(), never a bare column.
   */
  pattern: string | null;
}

export function listParams(query: {
  page?: string;
  limit?: string;
  order?: 'asc' | 'desc';
  search?: string;
}): ListParams {
  const page = Number(query.page ?? 1);
  const limit = Math.min(Number(query.limit ?? LIMITS.pageSizeDefault), LIMITS.pageSizeMax);
  const typed = query.search?.trim() ?? '';
  // Spec section 9: search starts at 3 characters (as typed); a shorter one is not a filter yet.
  // Folding comes before escaping, so a literal %, _ or \ typed stays literal.
  const pattern =
    typed.length >= LIMITS.searchMin ? `%${foldSearch(typed).replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  return { page, limit, offset: (page - 1) * limit, order: query.order ?? 'asc', pattern };
}

export const iso = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();
export const boolParam = (value: 'true' | 'false' | undefined): boolean | undefined =>
  value === undefined ? undefined : value === 'true';

/**
 * The column folded the way foldSearch folds the typed text:
 * lower(translate(replace(…replace(column, 'ß', 'ss')…), letters, plain letters)). Plain SQL
 * functions, so it behaves the same on PGlite and PostgreSQL (no unaccent there).
 */
export function searchFolded<DB, TB extends keyof DB>(
  eb: ExpressionBuilder<DB, TB>,
  column: ReferenceExpression<DB, TB>,
): ExpressionWrapper<DB, TB, string> {
  const replaced = MULTI_FOLDS.reduce<ReferenceExpression<DB, TB>>(
    (text, [from, to]) => eb.fn<string>('replace', [text, eb.val(from), eb.val(to)]),
    column,
  );
  const translated = eb.fn<string>('translate', [replaced, eb.val(TRANSLATE_FROM), eb.val(TRANSLATE_TO)]);
  return eb.fn<string>('lower', [translated]);
}

/** The one search comparison of the lists: folded column LIKE listParams().pattern. NULL never matches. */
export function searchLike<DB, TB extends keyof DB>(
  eb: ExpressionBuilder<DB, TB>,
  column: ReferenceExpression<DB, TB>,
  pattern: string,
): ExpressionWrapper<DB, TB, SqlBool> {
  return eb(searchFolded(eb, column), 'like', pattern);
}

/**
 * The same comparison for a column the database stores folded already (users.username_folded,
 * given_name_folded, family_name_folded: migration 020). Folding 10,000 names in the query took
 * seconds (translate() over the whole table per row); a stored fold is compared as it is.
 */
export function foldedLike<DB, TB extends keyof DB>(
  eb: ExpressionBuilder<DB, TB>,
  foldedColumn: ReferenceExpression<DB, TB>,
  pattern: string,
): ExpressionWrapper<DB, TB, SqlBool> {
  return eb(foldedColumn, 'like', pattern);
}
