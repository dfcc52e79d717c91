// A list's paging, sort, search and filters, all held in the URL (?pagina=2&sorteer=naam&…) so a view
// can be shared, bookmarked and reloaded. apiQuery() turns it into the API's list query: search is
// only sent from 3 characters on (docs/product.md §9), empty filters are left out.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

export const SEARCH_MIN = 3;
export const PAGE_SIZES = [10, 25, 50, 100] as const;
const DEFAULT_LIMIT = 25;

export interface ListParams {
  page: number;
  limit: number;
  sort: string | null;
  order: 'asc' | 'desc';
  search: string;
  filters: Record<string, string>;
}

/** URL keys in Dutch, as the rest of the site's addresses. */
const KEYS = { page: 'pagina', limit: 'per', sort: 'sorteer', order: 'volgorde', search: 'zoek' } as const;
const RESERVED = new Set<string>(Object.values(KEYS));

export function readListParams(search: URLSearchParams, filterKeys: readonly string[]): ListParams {
  const page = Number(search.get(KEYS.page));
  const limit = Number(search.get(KEYS.limit));
  const filters: Record<string, string> = {};
  for (const key of filterKeys) {
    const value = search.get(key);
    if (value && !RESERVED.has(key)) filters[key] = value;
  }
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    limit: (PAGE_SIZES as readonly number[]).includes(limit) ? limit : DEFAULT_LIMIT,
    sort: search.get(KEYS.sort) || null,
    order: search.get(KEYS.order) === 'desc' ? 'desc' : 'asc',
    search: search.get(KEYS.search) ?? '',
    filters,
  };
}

/** The API query of a list (GET /api/…?page=&limit=&sort=&order=&search=&filter=). */
export function apiQuery(params: ListParams): Record<string, string> {
  const query: Record<string, string> = { page: String(params.page), limit: String(params.limit) };
  if (params.sort) Object.assign(query, { sort: params.sort, order: params.order });
  const search = params.search.trim();
  if (search.length >= SEARCH_MIN) query.search = search;
  return { ...query, ...params.filters };
}

export interface ListControls {
  params: ListParams;
  setPage: (page: number) => void;
  setLimit: (limit: number) => void;
  /** Sorts by the key; the same key again flips the order. */
  toggleSort: (key: string) => void;
  /** Sorts by the key in the order; null goes back to the server's own order. */
  setSort: (key: string | null, order: 'asc' | 'desc') => void;
  setSearch: (search: string) => void;
  setFilter: (key: string, value: string) => void;
  clear: () => void;
}

export function useListParams(filterKeys: readonly string[] = []): ListControls {
  const [search, setSearchParams] = useSearchParams();
  const keys = filterKeys.join(',');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- keys is the stable form of filterKeys
  const params = useMemo(() => readListParams(search, filterKeys), [search, keys]);

  const update = useCallback(
    (change: (next: URLSearchParams) => void, resetPage = true) =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          change(next);
          if (resetPage) next.delete(KEYS.page);
          return next;
        },
        { replace: true },
      ),
    [setSearchParams],
  );
  const put = (next: URLSearchParams, key: string, value: string) => (value ? next.set(key, value) : next.delete(key));

  return {
    params,
    setPage: (page) => update((next) => put(next, KEYS.page, page > 1 ? String(page) : ''), false),
    setLimit: (limit) => update((next) => put(next, KEYS.limit, String(limit))),
    toggleSort: (key) =>
      update((next) => {
        const flip = params.sort === key && params.order === 'asc';
        next.set(KEYS.sort, key);
        put(next, KEYS.order, flip ? 'desc' : '');
      }),
    setSort: (key, order) =>
      update((next) => {
        put(next, KEYS.sort, key ?? '');
        put(next, KEYS.order, key && order === 'desc' ? 'desc' : '');
      }),
    setSearch: (value) => update((next) => put(next, KEYS.search, value)),
    setFilter: (key, value) => update((next) => put(next, key, value)),
    clear: () =>
      update((next) => {
        for (const key of [...filterKeys, KEYS.search]) next.delete(key);
      }),
  };
}
