// Statistics answers as the server sends them (src/shared/management/stats.ts), small and readable:
// a shown row has every cell, a hidden row is hidden whole with one reason.
import type { Dashboard, StatRow, StatsFilterData, StatsTable } from '../../../../src/shared/management/stats';

export const RESULTS = ['good', 'warning', 'bad'];
export const PARTICIPATION = ['finished', 'skipped', 'started', 'notStarted'];

/** A shown row: its cells in the given order, the count their sum. */
export function row(key: string, label: string, categories: string[], values: number[]): StatRow {
  return {
    key,
    label,
    count: { value: values.reduce((a, b) => a + b, 0) },
    cells: categories.map((category, i) => ({ category, value: values[i]! })),
  };
}

export function hiddenRow(
  key: string,
  label: string,
  categories: string[],
  reason: 'below_k' | 'secondary' = 'below_k',
): StatRow {
  return {
    key,
    label,
    count: { value: null, hidden: reason },
    cells: categories.map((category) => ({ category, value: null, hidden: reason })),
  };
}

const fitheid = { id: 3, name: 'fitheid', title: 'Fitheid', showNormTable: true };
const voeding = { id: 4, name: 'voeding', title: 'Voeding', showNormTable: false };

export function dashboard(kind: Dashboard['subject']['kind'], id: number | null, name: string): Dashboard {
  return {
    k: 10,
    filters: { schoolYear: 2026 },
    windowOpen: true,
    subject: { kind, id, name },
    resultCategories: RESULTS,
    participationCategories: PARTICIPATION,
    modules: [
      {
        module: fitheid,
        participation: row('all', 'Alle', PARTICIPATION, [30, 4, 3, 6]),
        participationByStudyYear: [
          row('2', 'Leerjaar 2', PARTICIPATION, [20, 2, 1, 3]),
          hiddenRow('3', 'Leerjaar 3', PARTICIPATION),
        ],
        participationByClass: [row('2A', '2A', PARTICIPATION, [12, 1, 1, 2]), hiddenRow('2C', '2C', PARTICIPATION)],
        results: row('all', 'Alle', RESULTS, [15, 10, 5]),
        norms: [row('bmi', 'BMI', RESULTS, [20, 5, 5])],
        trend: [hiddenRow('2025', '2025-2026', RESULTS), row('2026', '2026-2027', RESULTS, [15, 10, 5])],
      },
      {
        module: voeding,
        participation: hiddenRow('all', 'Alle', PARTICIPATION),
        participationByStudyYear: [],
        participationByClass: [],
        results: hiddenRow('all', 'Alle', RESULTS),
        norms: [],
        trend: [hiddenRow('2026', '2026-2027', RESULTS)],
      },
    ],
  };
}

export const filterData: StatsFilterData = {
  k: 10,
  currentSchoolYear: 2026,
  schoolYears: [
    { value: 2026, label: '2026-2027' },
    { value: 2025, label: '2025-2026' },
  ],
  schools: [{ value: 1, label: 'Demo College' }],
  locations: [
    { value: 2, label: 'Demo College Noord', schoolId: 1 },
    { value: 5, label: 'Demo College Zuid', schoolId: 1 },
  ],
  classes: [
    { value: '2A', label: '2A', schoolId: 1, locationId: 2 },
    { value: '2C', label: '2C', schoolId: 1, locationId: 5 },
  ],
  levels: [{ value: 'havo', label: 'havo' }],
  studyYears: [{ value: 2, label: 'Leerjaar 2' }],
  genders: [
    { value: 'male', label: 'Jongen' },
    { value: 'female', label: 'Meisje' },
  ],
  ages: [{ value: '15-16', label: '15-16 jaar' }],
  periods: [{ value: '1', label: 'aug – okt' }],
  modules: [fitheid, voeding],
};

export function moduleTable(kind: StatsTable['kind']): StatsTable {
  const participation = kind === 'students';
  const categories = participation ? PARTICIPATION : RESULTS;
  return {
    k: 10,
    filters: { schoolYear: 2026 },
    windowOpen: false,
    module: fitheid,
    kind,
    categories,
    total: row('all', 'Alle', categories, participation ? [30, 4, 3, 6] : [15, 10, 5]),
    rows: participation
      ? [row('2A', '2A', categories, [12, 1, 1, 2]), hiddenRow('2C', '2C', categories)]
      : [row('a', `${kind} a`, categories, [8, 4, 2]), hiddenRow('b', `${kind} b`, categories, 'secondary')],
  };
}
