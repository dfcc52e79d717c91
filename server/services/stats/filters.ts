// The group a statistics request asks about: the caller's scope, the dashboard's subject (a school or
// a location) and the filters, as dimension values a cell must have (rows.ts GroupSpec). A school or
// location outside the scope answers 404 like an unknown one. k and the open window are decided here.
import type { Kysely } from 'kysely' with { 'resolution-mode': 'import' };
import type { AppliedFilters, StatsFilterQuery } from '../../../src/shared/management/stats';
import { schoolYearOf } from '../../../src/shared/management/schoolYear';
import { minGroupSize } from '../../../src/shared/stats/threshold';
import type { Database } from '../../db/schema';
import { readSetting } from '../config';
import { ok, refuse, type Outcome } from '../outcome';
import { isAdminScope, locationInScope, schoolInScope, type Scope } from '../scope';
import { dimIndex, type StatDimension } from './dimensions';
import type { GroupSpec } from './rows';

export interface StatsContext {
  k: number;
  year: number;
  /** The school year asked for is still running: figures up to the start of today only. */
  windowOpen: boolean;
  /** Tests and skips from this moment on are not counted yet (null: a closed school year). */
  cutoff: Date | null;
  filters: AppliedFilters;
  /** The group asked about (scope ∩ subject ∩ filters). */
  group: GroupSpec;
}

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
    if (value !== undefined) wanted.push([dimIndex(dim), String(value)]);
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
  return ok({
    k,
    year,
    windowOpen,
    cutoff: windowOpen ? startOfDay(now) : null,
    filters,
    group: { equals: wanted, scope: scopeGroup(scope) },
  });
}

/** The caller's students: every one (admins), their schools' or their locations' (managers), or none. */
function scopeGroup(scope: Scope): GroupSpec['scope'] {
  if (isAdminScope(scope)) return null;
  if (scope.kind === 'schoolManager') return { dim: dimIndex('school'), values: new Set(scope.schoolIds.map(String)) };
  if (scope.kind === 'locationManager')
    return { dim: dimIndex('location'), values: new Set(scope.locationIds.map(String)) };
  return { dim: dimIndex('school'), values: new Set() };
}
