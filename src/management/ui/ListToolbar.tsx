// Search (sent from 3 characters, a moment after typing stops) and the filters of a list; filter
// options come from the list-filter-data endpoints.
import { useEffect, useId, useState } from 'react';
import { t } from '../i18n';
import { SEARCH_MIN } from './useListParams';
import type { ListControls } from './useListParams';

export interface FilterDef {
  key: string;
  label: string;
  options: Array<{ value: string | number; label: string }>;
}

const TYPING_PAUSE_MS = 300;
// Below this width the filters fold away behind one "Filters" line: on a phone seven selects
// would push every result below the fold.
const WIDE_SCREEN = '(min-width: 900px)';

export function ListToolbar({
  list,
  filters = [],
  searchLabel = t('table.search'),
}: {
  list: ListControls;
  filters?: FilterDef[];
  searchLabel?: string;
}) {
  const searchId = useId();
  const hintId = useId();
  const [text, setText] = useState(list.params.search);
  const { setSearch } = list;
  const applied = list.params.search;

  // The URL changed from elsewhere (back button, "Filters wissen"): show what it holds.
  useEffect(() => setText(applied), [applied]);

  useEffect(() => {
    if (text === applied) return;
    const trimmed = text.trim();
    // Shorter than 3 characters: no search at all, rather than a search for "a".
    const next = trimmed.length >= SEARCH_MIN ? text : '';
    if (next === applied) return;
    const timer = setTimeout(() => setSearch(next), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text, applied, setSearch]);

  const activeFilters = Object.keys(list.params.filters).length;
  const active = applied !== '' || activeFilters > 0;
  // Read once: after that the person decides whether the filters stay open.
  const [openAtStart] = useState(() => activeFilters > 0 || (window.matchMedia?.(WIDE_SCREEN).matches ?? true));
  return (
    <div className="mg-toolbar" role="search">
      <div className="field mg-toolbar__search">
        <label htmlFor={searchId}>{searchLabel}</label>
        <input
          id={searchId}
          type="search"
          value={text}
          aria-describedby={hintId}
          onChange={(event) => setText(event.target.value)}
        />
        <span id={hintId} className="mg-hint">
          {t('table.searchHint')}
        </span>
      </div>
      {filters.length > 0 && (
        <details className="mg-toolbar__filters" open={openAtStart}>
          <summary>
            {activeFilters > 0 ? t('table.filtersActive', { count: activeFilters }) : t('table.filters')}
          </summary>
          <div className="mg-toolbar__filter-fields">
            {filters.map((filter) => (
              <FilterSelect key={filter.key} filter={filter} list={list} />
            ))}
          </div>
        </details>
      )}
      {active && (
        <button type="button" className="button button--ghost mg-toolbar__clear" onClick={list.clear}>
          {t('table.clearFilters')}
        </button>
      )}
    </div>
  );
}

function FilterSelect({ filter, list }: { filter: FilterDef; list: ListControls }) {
  const id = useId();
  return (
    <div className="field mg-toolbar__filter">
      <label htmlFor={id}>{filter.label}</label>
      <select
        id={id}
        value={list.params.filters[filter.key] ?? ''}
        onChange={(event) => list.setFilter(filter.key, event.target.value)}
      >
        <option value="">{t('table.allOption')}</option>
        {filter.options.map((option) => (
          <option key={option.value} value={String(option.value)}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
