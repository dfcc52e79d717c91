// Schools: list, read, create, update, delete, activate, approve; every query narrowed by the scope.
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely' with { 'resolution-mode': 'import' };
import type { School, SchoolInput, SchoolListQuery } from '../../../src/shared/management/schools';
import type { ListResult } from '../../../src/shared/management/common';
import { kysely } from '../../db/kysely';
import type { Database } from '../../db/schema';
import { auditWrite } from './auditWrite';
import { boolParam, iso, listParams } from './listing';
import { isUniqueViolation, ok, type Outcome, refuse } from './result';
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
      eb.or([
        eb(eb.fn('lower', ['schools.name']), 'like', pattern),
        eb(eb.fn('lower', ['schools.brin']), 'like', pattern),
      ]),
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
  request: FastifyRequest,
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
      await auditWrite(trx, request, {
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
  request: FastifyRequest,
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
      await auditWrite(trx, request, {
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
  request: FastifyRequest,
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
    await auditWrite(trx, request, {
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
 * Deletes a school with its locations, tokens and alerts. Refused while students or staff still
 * belong to it: removing children's accounts is a decision of its own (DELETE /api/student/{id}).
 */
export async function deleteSchool(
  db: Kysely<Database>,
  request: FastifyRequest,
  scope: Scope,
  id: number,
): Promise<Outcome<null>> {
  const { sql } = kysely();
  return db.transaction().execute(async (trx) => {
    const school = await trx
      .selectFrom('schools')
      .select(['id', 'name', 'brin'])
      .where('id', '=', id)
      .where(schoolWhere(scope))
      .forUpdate()
      .executeTakeFirst();
    if (!school) return refuse(404, 'school_not_found');
    const members = await trx
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where((eb) =>
        eb.or([
          eb('school_id', '=', id),
          sql<boolean>`users.managing_schools @> ${JSON.stringify([id])}::text::jsonb`,
          sql<boolean>`EXISTS (SELECT 1 FROM jsonb_array_elements_text(users.managing_locations) AS ml(v) JOIN school_locations sl ON sl.id = ml.v::int WHERE sl.school_id = ${id})`,
        ]),
      )
      .executeTakeFirstOrThrow();
    if (Number(members.n) > 0) return refuse(409, 'school_not_empty');
    await trx.deleteFrom('schools').where('id', '=', id).execute();
    await auditWrite(trx, request, {
      action: 'school_delete',
      entityType: 'school',
      entityId: id,
      schoolId: id,
      detail: { name: school.name, brin: school.brin },
    });
    return ok(null);
  });
}
