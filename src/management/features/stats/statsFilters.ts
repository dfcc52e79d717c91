// The statistics filters as they stand in the page's address (Dutch keys, as the rest of the site:
// ?schooljaar=2025&klas=2C), so a filtered dashboard can be shared, bookmarked and reloaded, and as
// the API's query parameters. Pure: no React, so the mapping is tested on its own.

/** API parameter → URL key, in the order the filters are shown. */
export const FILTER_PARAMS = {
  schoolYear: 'schooljaar',
  school: 'school',
  location: 'locatie',
  class: 'klas',
  level: 'niveau',
  studyYear: 'leerjaar',
  gender: 'geslacht',
  age: 'leeftijd',
  period: 'periode',
} as const;

export type FilterName = keyof typeof FILTER_PARAMS;
export type StatsFilters = Partial<Record<FilterName, string>>;

export const FILTER_NAMES = Object.keys(FILTER_PARAMS) as FilterName[];

/** Narrower filters that lose their meaning when a wider one changes (a class of another location). */
const NARROWER: Partial<Record<FilterName, readonly FilterName[]>> = {
  schoolYear: ['class'],
  school: ['location', 'class'],
  location: ['class'],
};

export function readStatsFilters(search: URLSearchParams, names: readonly FilterName[] = FILTER_NAMES): StatsFilters {
  const filters: StatsFilters = {};
  for (const name of names) {
    const value = search.get(FILTER_PARAMS[name])?.trim();
    if (value) filters[name] = value;
  }
  return filters;
}

/** The address after one filter changed: narrower filters that depended on it are dropped. */
export function withFilter(search: URLSearchParams, name: FilterName, value: string): URLSearchParams {
  const next = new URLSearchParams(search);
  if (value) next.set(FILTER_PARAMS[name], value);
  else next.delete(FILTER_PARAMS[name]);
  for (const narrower of NARROWER[name] ?? []) next.delete(FILTER_PARAMS[narrower]);
  return next;
}

export function withoutFilters(search: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const name of FILTER_NAMES) next.delete(FILTER_PARAMS[name]);
  return next;
}
