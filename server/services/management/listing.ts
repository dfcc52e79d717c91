// Paging, sorting and search of the management lists, the same for every list.
import { LIMITS } from '../../../src/shared/management/limits';

export interface ListParams {
  page: number;
  limit: number;
  offset: number;
  order: 'asc' | 'desc';
  /** LIKE pattern (lowercase, wildcards escaped) or null when there is no search of 3+ characters. */
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
  const search = query.search?.trim().toLowerCase() ?? '';
  // Spec section 9: search starts at 3 characters; a shorter one is not a filter yet.
  const pattern = search.length >= LIMITS.searchMin ? `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  return { page, limit, offset: (page - 1) * limit, order: query.order ?? 'asc', pattern };
}

export const iso = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();
export const boolParam = (value: 'true' | 'false' | undefined): boolean | undefined =>
  value === undefined ? undefined : value === 'true';
