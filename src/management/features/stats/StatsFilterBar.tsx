// The statistics filters: one labelled choice per filter, options from filter-data (within the
// caller's scope), values held in the address (useStatsFilters). A location's classes only once a
// location or school narrows them. Below 900 px they fold behind one line so a phone shows figures first.
import { useId, useState } from 'react';
import type { StatsFilterData } from '../../../shared/management/stats';
import { ts, type StatsMessageKey } from '../../i18n/stats';
import type { FilterName, StatsFilters } from './statsFilters';
import type { StatsFilterControls } from './useStatsFilters';

interface Option {
  value: string;
  label: string;
}

const WIDE_SCREEN = '(min-width: 900px)';

const plain = (options: StatsFilterData['schools']): Option[] =>
  options.map((o) => ({ value: String(o.value), label: o.label }));

/** The options of one filter, narrowed by the wider filters already chosen (and the page's own school or location). */
export function filterOptions(data: StatsFilterData, name: FilterName, within: StatsFilters): Option[] {
  const school = within.school ? Number(within.school) : null;
  const location = within.location ? Number(within.location) : null;
  switch (name) {
    case 'schoolYear':
      return plain(data.schoolYears);
    case 'school':
      return plain(data.schools);
    case 'location':
      return plain(data.locations.filter((l) => school === null || l.schoolId === school));
    case 'class': {
      const classes = data.classes.filter(
        (c) => (school === null || c.schoolId === school) && (location === null || c.locationId === location),
      );
      // One class name may exist at two locations of a school: offer it once.
      return [...new Map(plain(classes).map((o) => [o.value, o])).values()];
    }
    case 'level':
      return plain(data.levels);
    case 'studyYear':
      return plain(data.studyYears);
    case 'gender':
      return plain(data.genders);
    case 'age':
      return plain(data.ages);
    case 'period':
      return plain(data.periods);
  }
}

export function StatsFilterBar({
  data,
  names,
  controls,
  fixed = {},
}: {
  data: StatsFilterData;
  names: readonly FilterName[];
  controls: StatsFilterControls;
  /** The page's own school or location (a school dashboard), which narrows the other options. */
  fixed?: StatsFilters;
}) {
  const active = Object.keys(controls.filters).length;
  const [openAtStart] = useState(() => active > 0 || (window.matchMedia?.(WIDE_SCREEN).matches ?? true));
  const within = { ...controls.filters, ...fixed };
  return (
    <div className="mg-stats__filters" role="search" aria-label={ts('filter.title')}>
      <details open={openAtStart}>
        <summary>{active > 0 ? ts('filter.active', { count: active }) : ts('filter.title')}</summary>
        <div className="mg-stats__filter-fields">
          {names.map((name) => (
            <FilterSelect
              key={name}
              name={name}
              options={filterOptions(data, name, within)}
              value={controls.filters[name] ?? ''}
              onChange={(value) => controls.setFilter(name, value)}
              allLabel={name === 'schoolYear' ? ts('filter.currentYear') : ts('filter.all')}
            />
          ))}
        </div>
      </details>
      {active > 0 && (
        <button type="button" className="button button--ghost" onClick={controls.clear}>
          {ts('filter.clear')}
        </button>
      )}
    </div>
  );
}

function FilterSelect(props: {
  name: FilterName;
  options: Option[];
  value: string;
  allLabel: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="field mg-field">
      <label htmlFor={id}>{ts(`filter.${props.name}` as StatsMessageKey)}</label>
      <select id={id} value={props.value} onChange={(event) => props.onChange(event.target.value)}>
        <option value="">{props.allLabel}</option>
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
