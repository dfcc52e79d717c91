// Statistics (issue 34): filters, the protected figure and the answers of /api/stats/*. Every count
// is a Figure: a number, or null with the reason it is hidden (docs/privacy.md, "Disclosure control").
// A hidden figure is never 0 and never left out; the client shows "minder dan k" for it.
import { Type, type Static } from '@sinclair/typebox';
import { AGE_BANDS, STAT_PERIODS } from '../stats/dimensions';
import { GENDERS } from '../../rules/values';
import { FilterOption, Id, IdText } from './common';
import { LEVELS } from './limits';

/**
 * Why a figure is hidden:
 * - `below_k`: the group it counts has fewer than k students (an empty group too: it looks the same);
 * - `secondary`: the group has at least k students, but showing it (with figures shown elsewhere)
 *   would let a smaller group be worked out.
 */
export const HIDDEN_REASONS = ['below_k', 'secondary'] as const;
export type HiddenReason = (typeof HIDDEN_REASONS)[number];
export const HiddenReason = Type.Union(HIDDEN_REASONS.map((r) => Type.Literal(r)));

/** A count: `{ value: 12 }`, or `{ value: null, hidden: 'below_k' }`. */
export const Figure = Type.Object({
  value: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
  hidden: Type.Optional(HiddenReason),
});
export type Figure = Static<typeof Figure>;

/** One category's count in a row: a result rating, or a participation status. */
export const Cell = Type.Object({ category: Type.String(), ...Figure.properties });
export type Cell = Static<typeof Cell>;

/**
 * One group: its size (`count`, distinct students) and its spread over the table's categories
 * (`cells`, in the order of the table's `categories`, always all of them). A row is protected
 * whole: when `count` is hidden every cell is hidden with the same reason.
 */
export const StatRow = Type.Object({
  /** Stable key of the group within its table: a year of study '2', a gender 'female', a school year '2026', a class name. */
  key: Type.String(),
  /** Dutch label for the screen ('Leerjaar 2', 'Meisje', '2026-2027', '2A'). */
  label: Type.String(),
  count: Figure,
  cells: Type.Array(Cell),
});
export type StatRow = Static<typeof StatRow>;

/**
 * Participation categories (students of the group this school year): finished, skipped (and not
 * finished), started (opened, neither finished nor skipped), not started (none of these).
 */
export const PARTICIPATION_CATEGORIES = ['finished', 'skipped', 'started', 'notStarted'] as const;
export type ParticipationCategory = (typeof PARTICIPATION_CATEGORIES)[number];

// ---------------------------------------------------------------------------------------------
// Filters: query parameters of every stats route (all optional, all text as query values are).
// ---------------------------------------------------------------------------------------------

export const StatsFilterProperties = {
  /** Start year of the school year (2026 = 2026-2027); default: the current school year. */
  schoolYear: Type.Optional(Type.String({ pattern: '^20[0-9]{2}$' })),
  school: Type.Optional(IdText),
  location: Type.Optional(IdText),
  /** A class name (as in filter-data); within the other filters. */
  class: Type.Optional(Type.String({ minLength: 1, maxLength: 20 })),
  level: Type.Optional(Type.Union(LEVELS.map((l) => Type.Literal(l)))),
  /** Year of study ('1'…'8'). */
  studyYear: Type.Optional(Type.String({ pattern: '^[1-8]$' })),
  gender: Type.Optional(Type.Union(GENDERS.map((g) => Type.Literal(g)))),
  /** Age band: the only age statistics keep (two-year bands). */
  age: Type.Optional(Type.Union(AGE_BANDS.map((a) => Type.Literal(a)))),
  /** A quarter of the school year: '1' Aug–Oct, '2' Nov–Jan, '3' Feb–Apr, '4' May–Jul (no free date ranges). */
  period: Type.Optional(Type.Union(STAT_PERIODS.map((p) => Type.Literal(p)))),
};
export const StatsFilterQuery = Type.Object(StatsFilterProperties, { additionalProperties: false });
export type StatsFilterQuery = Static<typeof StatsFilterQuery>;

/** The school report: the school is required (a manager of one school may leave it out). */
export const StatsReportQuery = Type.Object(
  { ...StatsFilterProperties, school: Type.Optional(IdText) },
  { additionalProperties: false },
);
export type StatsReportQuery = Static<typeof StatsReportQuery>;

/** The filters as the server applied them (numbers parsed, schoolYear filled in). */
export const AppliedFilters = Type.Object({
  schoolYear: Type.Integer(),
  school: Type.Optional(Id),
  location: Type.Optional(Id),
  class: Type.Optional(Type.String()),
  level: Type.Optional(Type.String()),
  studyYear: Type.Optional(Type.Integer()),
  gender: Type.Optional(Type.String()),
  age: Type.Optional(Type.String()),
  period: Type.Optional(Type.String()),
});
export type AppliedFilters = Static<typeof AppliedFilters>;

/** What every stats answer says about its protection. */
const Protection = {
  /** The minimum group size in force (max(statsMinGroupSize, 5)). */
  k: Type.Integer({ minimum: 5 }),
  filters: AppliedFilters,
  /** The school year asked for is still running (students can still finish the module). */
  windowOpen: Type.Boolean(),
};

export const StatsModuleRef = Type.Object({
  id: Id,
  name: Type.String(),
  title: Type.String(),
  /** The module shows a norm table (its /norm statistics and the dashboard's norm rows exist). */
  showNormTable: Type.Boolean(),
});
export type StatsModuleRef = Static<typeof StatsModuleRef>;

// ---------------------------------------------------------------------------------------------
// GET /api/stats/modules/{id}/students | /year | /gender | /age | /norm
// ---------------------------------------------------------------------------------------------

/**
 * A table: `total` is the filtered group, `rows` its parts (per class, year of study, gender, age
 * band; for /norm one row per norm, whose total is the group of tests that have that norm).
 * `categories` lists the cells of every row: participation for /students, result ratings otherwise.
 */
export const StatsTable = Type.Object({
  ...Protection,
  module: StatsModuleRef,
  kind: Type.Union([
    Type.Literal('students'),
    Type.Literal('year'),
    Type.Literal('gender'),
    Type.Literal('age'),
    Type.Literal('norm'),
  ]),
  categories: Type.Array(Type.String()),
  total: StatRow,
  rows: Type.Array(StatRow),
});
export type StatsTable = Static<typeof StatsTable>;

// ---------------------------------------------------------------------------------------------
// GET /api/stats/dashboard/admin | /school/{id} | /location/{id}
// ---------------------------------------------------------------------------------------------

export const DashboardModule = Type.Object({
  module: StatsModuleRef,
  /** Participation (finished / skipped / started / notStarted) of the group… */
  participation: StatRow,
  /** …per year of study and per class. */
  participationByStudyYear: Type.Array(StatRow),
  participationByClass: Type.Array(StatRow),
  /** Module results (good / warning / neutral / bad, the module's own ratings) of the group. */
  results: StatRow,
  /** Norm ratings per norm (modules with a norm table; empty otherwise). */
  norms: Type.Array(StatRow),
  /** Module results per school year, oldest first (the last is the one asked for). */
  trend: Type.Array(StatRow),
});
export type DashboardModule = Static<typeof DashboardModule>;

export const Dashboard = Type.Object({
  ...Protection,
  /** Whose dashboard: all schools, one school or one location. */
  subject: Type.Object({
    kind: Type.Union([Type.Literal('admin'), Type.Literal('school'), Type.Literal('location')]),
    id: Type.Union([Id, Type.Null()]),
    name: Type.String(),
  }),
  /** Result categories of the `results`, `norms` and `trend` rows; participation rows use PARTICIPATION_CATEGORIES. */
  resultCategories: Type.Array(Type.String()),
  participationCategories: Type.Array(Type.String()),
  modules: Type.Array(DashboardModule),
});
export type Dashboard = Static<typeof Dashboard>;

// ---------------------------------------------------------------------------------------------
// GET /api/stats/dashboard/filter-data: the options of every filter, within the caller's scope.
// ---------------------------------------------------------------------------------------------

export const StatsFilterData = Type.Object({
  k: Type.Integer(),
  currentSchoolYear: Type.Integer(),
  schoolYears: Type.Array(FilterOption),
  schools: Type.Array(FilterOption),
  locations: Type.Array(Type.Object({ ...FilterOption.properties, schoolId: Id })),
  classes: Type.Array(
    Type.Object({ ...FilterOption.properties, schoolId: Id, locationId: Type.Union([Id, Type.Null()]) }),
  ),
  levels: Type.Array(FilterOption),
  studyYears: Type.Array(FilterOption),
  genders: Type.Array(FilterOption),
  ages: Type.Array(FilterOption),
  periods: Type.Array(FilterOption),
  modules: Type.Array(StatsModuleRef),
});
export type StatsFilterData = Static<typeof StatsFilterData>;

/** The Dutch labels the server uses in rows (the client may use the same). */
export const STAT_LABELS = {
  finished: 'Afgerond',
  skipped: 'Overgeslagen',
  started: 'Begonnen',
  notStarted: 'Niet begonnen',
  good: 'Goed',
  warning: 'Let op',
  neutral: 'Neutraal',
  bad: 'Onvoldoende',
  male: 'Man',
  female: 'Vrouw',
  other: 'Anders',
  unknown: 'Onbekend',
  total: 'Totaal',
} as const;
