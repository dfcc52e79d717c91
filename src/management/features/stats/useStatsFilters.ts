// The statistics filters held in the address (statsFilters.ts): read them, change one, clear all.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { readStatsFilters, withFilter, withoutFilters, type FilterName, type StatsFilters } from './statsFilters';

export interface StatsFilterControls {
  filters: StatsFilters;
  setFilter: (name: FilterName, value: string) => void;
  clear: () => void;
}

export function useStatsFilters(names: readonly FilterName[]): StatsFilterControls {
  const [search, setSearch] = useSearchParams();
  const key = names.join(',');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- key is the stable form of names
  const filters = useMemo(() => readStatsFilters(search, names), [search, key]);
  const setFilter = useCallback(
    (name: FilterName, value: string) => setSearch((current) => withFilter(current, name, value), { replace: true }),
    [setSearch],
  );
  const clear = useCallback(() => setSearch((current) => withoutFilters(current), { replace: true }), [setSearch]);
  return { filters, setFilter, clear };
}
