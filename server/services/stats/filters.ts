// The group a statistics request asks about: the caller's scope, the dashboard's subject (a school or
// a location) and the filters, as one predicate over a unit's dimensions (units.ts). A school or
// location outside the scope answers 404 like an unknown one. k and the open window are decided here.
import type { Kysely } from 'kysely' with { 'resolution-mode': 'import' };
import type { AppliedFilters, StatsFilterQuery } from '../../../src/shared/management/stats';
import { schoolYearOf } from '../../../src/shared/management/schoolYear';
import { minGroupSize } from '../../../src/shared/stats/threshold';
import type { Database } from '../../db/schema';
import { readSetting } from '../config';
import { ok, refuse, type Outcome } from '../outcome';
import { isAdminScope, locationInScope, schoolInScope, type Scope } from '../scope';
import { STAT_DIMENSIONS, type Dims, type StatDimension } from './units';

export interface StatsContext {
  k: number;
  year: number;
  /** The school year asked for is still running: figures up to the start of today only. */
  windowOpen: boolean;
  /** Tests and skips from this moment on are not counted yet (null: a closed school year). */
  cutoff: Date | null;
  filters: AppliedFilters;
  /** Is a unit in the group asked about (scope ∩ subject ∩ filters)? */
  inGroup: (dims: Dims) => boolean;
  /** The group narrowed further (a row of a table). */
  and: (dim: StatDimension, value: string) => (dims: Dims) => boolean;
}

const at = (dim: StatDimension) => STAT_DIMENSIONS.indexOf(dim);

/** Start of the local day: figures of an open school year move at most once a day. */
export const startOfDay = (now: Date) => new Date(now.getFullYear(), now.getMonth(), now.getDate());

export interface Subject {
  school?: number;
  location?: number;
}

export async function statsContext(
  db: Kysely<Database>,
  scope: Scope,
  query: StatsFilterQuery,
  now: Date,
  subject: Subject = {},
): Promise<Outcome<StatsContext>> {
  const school = query.school === undefined ? undefined : Number(query.school);
  const location = query.location === undefined ? undefined : Number(query.location);
  // Unknown, or not the caller's (a location manager has no whole school): the same 404.
  if (school !== undefined && !(await schoolInScope(db, scope, school))) return refuse(404, 'school_not_found');
  if (location !== undefined && !(await locationInScope(db, scope, location))) return refuse(404, 'location_not_found');
  const k = minGroupSize(await readSetting(db, 'statsMinGroupSize'));
  const current = schoolYearOf(now);
  const year = query.schoolYear === undefined ? current : Number(query.schoolYear);
  const windowOpen = year >= current;
  const filters: AppliedFilters = {
    schoolYear: year,
    ...(school !== undefined && { school }),
    ...(location !== undefined && { location }),
    ...(query.class !== undefined && { class: query.class }),
    ...(query.level !== undefined && { level: query.level }),
    ...(query.studyYear !== undefined && { studyYear: Number(query.studyYear) }),
    ...(query.gender !== undefined && { gender: query.gender }),
    ...(query.age !== undefined && { age: query.age }),
    ...(query.period !== undefined && { period: query.period }),
  };
  const wanted: [number, string][] = [];
  const want = (dim: StatDimension, value: string | number | undefined) => {
    if (value !== undefined) wanted.push([at(dim), String(value)]);
  };
  want('school', subject.school);
  want('location', subject.location);
  want('school', school);
  want('location', location);
  want('class', query.class);
  want('level', query.level);
  want('studyYear', query.studyYear);
  want('gender', query.gender);
  want('age', query.age);
  want('period', query.period);
  const inScope = scopeTest(scope);
  const inGroup = (dims: Dims) => inScope(dims) && wanted.every(([d, v]) => dims[d] === v);
  return ok({
    k,
    year,
    windowOpen,
    cutoff: windowOpen ? startOfDay(now) : null,
    filters,
    inGroup,
    and: (dim, value) => {
      const d = at(dim);
      return (dims) => dims[d] === value && inGroup(dims);
    },
  });
}

function scopeTest(scope: Scope): (dims: Dims) => boolean {
  if (isAdminScope(scope)) return () => true;
  const schools = new Set(scope.schoolIds.map(String));
  const locations = new Set(scope.locationIds.map(String));
  if (scope.kind === 'schoolManager') return (dims) => dims[at('school')] !== null && schools.has(dims[at('school')]!);
  if (scope.kind === 'locationManager')
    return (dims) => dims[at('location')] !== null && locations.has(dims[at('location')]!);
  return () => false;
}
