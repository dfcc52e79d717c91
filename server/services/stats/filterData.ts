// GET /api/stats/dashboard/filter-data: the options of every statistics filter within the caller's
// scope. Lists of names only (schools, locations, classes): no figure, so nothing to protect.
import { GENDERS } from '../../../src/rules/values';
import { LEVELS } from '../../../src/shared/management/limits';
import { schoolYearLabel, schoolYearOf } from '../../../src/shared/management/schoolYear';
import { STAT_LABELS, type StatsFilterData } from '../../../src/shared/management/stats';
import { AGE_BANDS, PERIOD_LABELS, STAT_PERIODS } from '../../../src/shared/stats/dimensions';
import { minGroupSize } from '../../../src/shared/stats/threshold';
import { readSetting } from '../config';
import { locationWhere, schoolWhere, type Scope } from '../scope';
import { classesOfScope, compareClassNames } from './classes';
import { dashboardModules, type StatsSource } from './dashboard';
import { STUDY_YEARS } from './modules';

/** School years offered: from the oldest kept result to the current one, at most this many. */
const MAX_YEARS = 10;

export async function statsFilterData(
  { db, statsDb, cache }: StatsSource,
  scope: Scope,
  now: Date,
): Promise<StatsFilterData> {
  const current = schoolYearOf(now);
  const fresh = await cache.fresh();
  const [setting, schools, locations, classes, firstTest, firstKept, modules] = await Promise.all([
    readSetting(db, 'statsMinGroupSize'),
    db.selectFrom('schools').select(['id', 'name']).where(schoolWhere(scope)).orderBy('name').execute(),
    db
      .selectFrom('school_locations')
      .select(['id', 'name', 'school_id'])
      .where(locationWhere(scope))
      .orderBy('name')
      .execute(),
    cache.classes(fresh).then((all) => classesOfScope(all, scope).filter((c) => c.schoolId !== null)),
    statsDb
      .selectFrom('tests')
      .select((eb) => eb.fn.min('finished_at').as('first'))
      .executeTakeFirst(),
    statsDb
      .selectFrom('anonymous_results')
      .select((eb) => eb.fn.min('school_year').as('first'))
      .executeTakeFirst(),
    dashboardModules(db),
  ]);
  const oldest = Math.min(
    current,
    firstTest?.first ? schoolYearOf(new Date(firstTest.first)) : current,
    firstKept?.first ?? current,
  );
  const years = Array.from({ length: current - oldest + 1 }, (_, i) => current - i).slice(0, MAX_YEARS);
  const options = <T extends string>(values: readonly T[], label: (v: T) => string) =>
    values.map((value) => ({ value, label: label(value) }));
  return {
    k: minGroupSize(setting),
    currentSchoolYear: current,
    schoolYears: years.map((y) => ({ value: String(y), label: schoolYearLabel(y) })),
    schools: schools.map((s) => ({ value: String(s.id), label: s.name })),
    locations: locations.map((l) => ({ value: String(l.id), label: l.name, schoolId: l.school_id })),
    classes: classes
      .map((c) => ({ value: c.className, label: c.className, schoolId: c.schoolId!, locationId: c.locationId }))
      .sort((a, b) => compareClassNames(a.label, b.label) || a.schoolId - b.schoolId),
    levels: options(LEVELS, (l) => l.toUpperCase()),
    studyYears: options(STUDY_YEARS, (y) => `Leerjaar ${y}`),
    genders: options(GENDERS, (g) => STAT_LABELS[g]),
    ages: options(AGE_BANDS, (a) => `${a} jaar`),
    periods: options(STAT_PERIODS, (p) => PERIOD_LABELS[p]),
    modules,
  };
}
