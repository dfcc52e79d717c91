// Schools: list, read, create, update, delete, activate, approve; every query narrowed by the scope.
import type { Kysely } from 'kysely' with { 'resolution-mode': 'import' };
import type { School, SchoolInput, SchoolListQuery } from '../../src/shared/management/school';
import type { ListResult } from '../../src/shared/management/common';
import { kysely } from '../db/kysely';
import { json } from '../db/json';
import type { Database } from '../db/schema';
import { eraseAccounts } from './erasure/eraseAccounts';
import { type Actor, auditBy } from './auditWrite';
import { boolParam, iso, listParams, searchLike } from './listing';
import { isUniqueViolation, ok, type Outcome, refuse } from './outcome';
import { isAdmin, kindOf } from './roles';
import { type Scope, schoolWhere, studentRow } from './scope';

function schoolQuery(db: Kysely<Database>, scope: Scope) {
  return db
    .selectFrom('schools')
    .where(schoolWhere(scope))
    .select((eb) => [
      'schools.id',
      'schools.name',
      'schools.brin',
      'schools.active',
      'schools.approved',
      'schools.created_at',
      eb
        .selectFrom('school_locations')
        .whereRef('school_locations.school_id', '=', 'schools.id')
        .select((e) => e.fn.countAll<string | number>().as('n'))
        .as('location_count'),
      eb
        .selectFrom('users')
        .whereRef('users.school_id', '=', 'schools.id')
        .where(studentRow())
        .select((e) => e.fn.countAll<string | number>().as('n'))
        .as('student_count'),
      eb
        .selectFrom('school_api_tokens')
        .whereRef('school_api_tokens.school_id', '=', 'schools.id')
        .where('school_api_tokens.revoked_at', 'is', null)
        .select('school_api_tokens.prefix')
        .orderBy('school_api_tokens.id', 'desc')
        .limit(1)
        .as('token_prefix'),
    ]);
}

type SchoolRow = Awaited<ReturnType<ReturnType<typeof schoolQuery>['executeTakeFirstOrThrow']>>;

const toSchool = (r: SchoolRow): School => ({
  id: r.id,
  name: r.name,
  brin: r.brin,
  active: r.active,
  approved: r.approved,
  locationCount: Number(r.location_count ?? 0),
  studentCount: Number(r.student_count ?? 0),
  apiTokenPrefix: r.token_prefix ?? null,
  createdAt: iso(r.created_at)!,
});

const SORT_COLUMNS = {
  name: 'schools.name',
  brin: 'schools.brin',
  createdAt: 'schools.created_at',
  studentCount: 'student_count',
} as const;

export async function listSchools(
  db: Kysely<Database>,
  scope: Scope,
  query: SchoolListQuery,
): Promise<ListResult<School>> {
  const p = listParams(query);
  let base = db.selectFrom('schools').where(schoolWhere(scope));
  const active = boolParam(query.active);
  const approved = boolParam(query.approved);
  if (active !== undefined) base = base.where('schools.active', '=', active);
  if (approved !== undefined) base = base.where('schools.approved', '=', approved);
  if (p.pattern) {
    const pattern = p.pattern;
    base = base.where((eb) =>
      eb.or([searchLike(eb, 'schools.name', pattern), searchLike(eb, 'schools.brin', pattern)]),
    );
  }
  const ids = base.select('schools.id');
  const sort = SORT_COLUMNS[query.sort ?? 'name'];
  const [rows, count] = await Promise.all([
    schoolQuery(db, scope)
      .where('schools.id', 'in', ids)
      .orderBy(sort, p.order)
      .orderBy('schools.id')
      .limit(p.limit)
      .offset(p.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map(toSchool), total: Number(count.n), page: p.page, limit: p.limit };
}

export async function getSchool(db: Kysely<Database>, scope: Scope, id: number): Promise<Outcome<School>> {
  const row = await schoolQuery(db, scope).where('schools.id', '=', id).executeTakeFirst();
  return row ? ok(toSchool(row)) : refuse(404, 'school_not_found');
}

export async function createSchool(
  db: Kysely<Database>,
  actor: Actor,
  scope: Scope,
  input: SchoolInput,
): Promise<Outcome<School>> {
  try {
    const id = await db.transaction().execute(async (trx) => {
      // An admin's new school is approved by creating it.
      const row = await trx
        .insertInto('schools')
        .values({ name: input.name.trim(), brin: input.brin, active: input.active ?? true, approved: true })
        .returning('id')
        .executeTakeFirstOrThrow();
      await auditBy(trx, actor, {
        action: 'school_create',
        entityType: 'school',
        entityId: row.id,
        schoolId: row.id,
        detail: { name: input.name.trim(), brin: input.brin },
      });
      return row.id;
    });
    return getSchool(db, scope, id);
  } catch (err) {
    if (isUniqueViolation(err)) return refuse(409, 'brin_taken');
    throw err;
  }
}

export async function updateSchool(
  db: Kysely<Database>,
  actor: Actor,
  scope: Scope,
  id: number,
  input: SchoolInput,
): Promise<Outcome<School>> {
  try {
    const found = await db.transaction().execute(async (trx) => {
      const row = await trx
        .updateTable('schools')
        .set({
          name: input.name.trim(),
          brin: input.brin,
          ...(input.active === undefined ? {} : { active: input.active }),
        })
        .where('id', '=', id)
        .where((eb) => eb('id', 'in', eb.selectFrom('schools').select('id').where(schoolWhere(scope))))
        .returning('id')
        .executeTakeFirst();
      if (!row) return false;
      await auditBy(trx, actor, {
        action: 'school_update',
        entityType: 'school',
        entityId: id,
        schoolId: id,
        detail: { ...input },
      });
      return true;
    });
    if (!found) return refuse(404, 'school_not_found');
    return getSchool(db, scope, id);
  } catch (err) {
    if (isUniqueViolation(err)) return refuse(409, 'brin_taken');
    throw err;
  }
}

/** active / approved switches (admins). */
export async function setSchoolFlag(
  db: Kysely<Database>,
  actor: Actor,
  scope: Scope,
  id: number,
  flag: 'active' | 'approved',
  value: boolean,
): Promise<Outcome<School>> {
  const found = await db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('schools')
      .set(flag === 'active' ? { active: value } : { approved: value })
      .where('id', '=', id)
      .where((eb) => eb('id', 'in', eb.selectFrom('schools').select('id').where(schoolWhere(scope))))
      .returning('id')
      .executeTakeFirst();
    if (!row) return false;
    await auditBy(trx, actor, {
      action: flag === 'active' ? 'school_activate' : 'school_approve',
      entityType: 'school',
      entityId: id,
      schoolId: id,
      detail: { [flag]: value },
    });
    if (flag === 'approved' && value)
      await trx.deleteFrom('alerts').where('dedupe_key', '=', `school-approval:${id}`).execute();
    return true;
  });
  return found ? getSchool(db, scope, id) : refuse(404, 'school_not_found');
}

/**
 * A school's contract end: the school goes with its locations, tokens, imports and alerts, and every
 * person of it is erased (services/erasure): its students, and staff whose whole scope lay in this
 * school. Staff who also manage another school keep their account without this school; an admin
 * only loses the school link. One transaction: all of it or nothing. Results of the erased students
 * stay in the statistics only as anonymous records, without the school (docs/privacy.md).
 */
export async function deleteSchool(
  db: Kysely<Database>,
  actor: Actor,
  scope: Scope,
  id: number,
): Promise<Outcome<null>> {
  return db.transaction().execute(async (trx) => {
    const school = await trx
      .selectFrom('schools')
      .select(['id', 'name', 'brin'])
      .where('id', '=', id)
      .where(schoolWhere(scope))
      .forUpdate()
      .executeTakeFirst();
    if (!school) return refuse(404, 'school_not_found');
    const people = await endSchoolMemberships(trx, id);
    const erased = await eraseAccounts(trx, people.erase);
    await trx.deleteFrom('schools').where('id', '=', id).execute();
    await auditBy(trx, actor, {
      action: 'school_delete',
      entityType: 'school',
      entityId: id,
      schoolId: id,
      detail: { name: school.name, brin: school.brin, erasedAccounts: erased.accounts, staffKept: people.kept },
    });
    return ok(null);
  });
}

/**
 * The people of a school at its contract end: who is erased (students, and staff with no other
 * school or location left), and how many staff keep their account with the rest of their scope.
 */
async function endSchoolMemberships(
  trx: Kysely<Database>,
  schoolId: number,
): Promise<{ erase: number[]; kept: number }> {
  const { sql } = kysely();
  const locations = (
    await trx.selectFrom('school_locations').select('id').where('school_id', '=', schoolId).execute()
  ).map((l) => l.id);
  const members = await trx
    .selectFrom('users')
    .select(['id', 'roles', 'school_id', 'managing_schools', 'managing_locations'])
    .where((eb) =>
      eb.or([
        eb('school_id', '=', schoolId),
        sql<boolean>`users.managing_schools @> ${JSON.stringify([schoolId])}::text::jsonb`,
        sql<boolean>`EXISTS (SELECT 1 FROM jsonb_array_elements_text(users.managing_locations) AS ml(v) JOIN school_locations sl ON sl.id = ml.v::int WHERE sl.school_id = ${schoolId})`,
      ]),
    )
    .forUpdate()
    .execute();
  const erase: number[] = [];
  let kept = 0;
  for (const m of members) {
    if (kindOf(m) === 'student') {
      erase.push(m.id);
      continue;
    }
    const schools = m.managing_schools.filter((s) => s !== schoolId);
    const locs = m.managing_locations.filter((l) => !locations.includes(l));
    const admin = isAdmin(m);
    if (!admin && schools.length === 0 && locs.length === 0) {
      erase.push(m.id);
      continue;
    }
    let otherSchool: number | null = m.school_id === schoolId ? (schools[0] ?? null) : m.school_id;
    if (otherSchool === null && locs.length > 0 && !admin) {
      const row = await trx
        .selectFrom('school_locations')
        .select('school_id')
        .where('id', '=', locs[0])
        .executeTakeFirst();
      otherSchool = row?.school_id ?? null;
    }
    await trx
      .updateTable('users')
      .set({ managing_schools: json(schools), managing_locations: json(locs), school_id: otherSchool })
      .where('id', '=', m.id)
      .execute();
    kept++;
  }
  return { erase, kept };
}
