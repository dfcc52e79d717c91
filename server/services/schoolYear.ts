// School years (1 August – 31 July) and their approval per school.
import type { Kysely } from 'kysely' with { 'resolution-mode': 'import' };
import {
  type SchoolYear,
  schoolYearLabel,
  schoolYearOf,
  schoolYearRange,
} from '../../src/shared/management/schoolYear';
import type { Database } from '../db/schema';
import { type Actor, auditBy } from './auditWrite';
import { iso } from './listing';
import { ok, type Outcome, refuse } from './outcome';
import { type Scope, schoolWhere } from './scope';

/** Last year, this year and next year: the ones a school may look at or approve. */
export function schoolYearsAround(now: Date): number[] {
  const current = schoolYearOf(now);
  return [current - 1, current, current + 1];
}

export async function listSchoolYears(db: Kysely<Database>, scope: Scope, now: Date): Promise<{ items: SchoolYear[] }> {
  const years = schoolYearsAround(now);
  const current = schoolYearOf(now);
  const schools = await db
    .selectFrom('schools')
    .select(['id', 'name'])
    .where(schoolWhere(scope))
    .orderBy('name')
    .execute();
  const approvals = schools.length
    ? await db
        .selectFrom('school_year_approvals')
        .selectAll()
        .where(
          'school_id',
          'in',
          schools.map((s) => s.id),
        )
        .where('start_year', 'in', years)
        .execute()
    : [];
  return {
    items: years.map((startYear) => ({
      startYear,
      label: schoolYearLabel(startYear),
      ...schoolYearRange(startYear),
      current: startYear === current,
      approvals: schools.map((s) => {
        const a = approvals.find((x) => x.school_id === s.id && x.start_year === startYear);
        return { schoolId: s.id, schoolName: s.name, approved: !!a, approvedAt: a ? iso(a.approved_at) : null };
      }),
    })),
  };
}

export async function approveSchoolYear(
  db: Kysely<Database>,
  actor: Actor,
  scope: Scope,
  schoolId: number,
  startYear: number,
  now: Date,
): Promise<Outcome<{ success: true }>> {
  return db.transaction().execute(async (trx) => {
    const school = await trx
      .selectFrom('schools')
      .select('id')
      .where('id', '=', schoolId)
      .where(schoolWhere(scope))
      .executeTakeFirst();
    if (!school) return refuse(404, 'school_not_found');
    // Only this year and next year: a past year is closed.
    if (!schoolYearsAround(now).slice(1).includes(startYear)) return refuse(400, 'school_year_not_open');
    await trx
      .insertInto('school_year_approvals')
      .values({ school_id: schoolId, start_year: startYear, approved_by: scope.userId })
      .onConflict((oc) => oc.columns(['school_id', 'start_year']).doNothing())
      .execute();
    await trx.deleteFrom('alerts').where('dedupe_key', '=', `school-year:${startYear}:${schoolId}`).execute();
    await auditBy(trx, actor, {
      action: 'school_year_approve',
      entityType: 'school',
      entityId: schoolId,
      schoolId,
      detail: { schoolYear: startYear },
    });
    return ok({ success: true as const });
  });
}
