// School locations, narrowed by the scope.
import type { Kysely } from 'kysely' with { 'resolution-mode': 'import' };
import type { ListResult } from '../../src/shared/management/common';
import type { Location, LocationInput, LocationListQuery, LocationUpdate } from '../../src/shared/management/school';
import { kysely } from '../db/kysely';
import type { Database } from '../db/schema';
import { type Actor, auditBy } from './auditWrite';
import { boolParam, listParams, searchLike } from './listing';
import { isUniqueViolation, ok, type Outcome, refuse } from './outcome';
import { locationWhere, type Scope, schoolInScope, studentRow } from './scope';

function locationQuery(db: Kysely<Database>, scope: Scope) {
  return db
    .selectFrom('school_locations')
    .innerJoin('schools', 'schools.id', 'school_locations.school_id')
    .where(locationWhere(scope))
    .select((eb) => [
      'school_locations.id',
      'school_locations.school_id',
      'schools.name as school_name',
      'school_locations.name',
      'school_locations.city',
      'school_locations.active',
      eb
        .selectFrom('users')
        .whereRef('users.location_id', '=', 'school_locations.id')
        .where(studentRow())
        .select((e) => e.fn.countAll<string | number>().as('n'))
        .as('student_count'),
    ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof locationQuery>['executeTakeFirstOrThrow']>>;
const toLocation = (r: Row): Location => ({
  id: r.id,
  schoolId: r.school_id,
  schoolName: r.school_name,
  name: r.name,
  city: r.city,
  active: r.active,
  studentCount: Number(r.student_count ?? 0),
});

const SORT = {
  name: 'school_locations.name',
  schoolName: 'schools.name',
  city: 'school_locations.city',
  studentCount: 'student_count',
} as const;

export async function listLocations(
  db: Kysely<Database>,
  scope: Scope,
  query: LocationListQuery,
): Promise<ListResult<Location>> {
  const p = listParams(query);
  let q = locationQuery(db, scope);
  if (query.schoolId) q = q.where('school_locations.school_id', '=', Number(query.schoolId));
  const active = boolParam(query.active);
  if (active !== undefined) q = q.where('school_locations.active', '=', active);
  if (p.pattern) {
    const pattern = p.pattern;
    q = q.where((eb) =>
      eb.or([searchLike(eb, 'school_locations.name', pattern), searchLike(eb, 'school_locations.city', pattern)]),
    );
  }
  const { sql } = kysely();
  const [rows, count] = await Promise.all([
    q
      .orderBy(SORT[query.sort ?? 'name'], p.order)
      .orderBy('school_locations.id')
      .limit(p.limit)
      .offset(p.offset)
      .execute(),
    db
      .selectFrom(q.as('l'))
      .select(sql<string | number>`count(*)`.as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map(toLocation), total: Number(count.n), page: p.page, limit: p.limit };
}

export async function locationFilterData(db: Kysely<Database>, scope: Scope) {
  const schools = await db
    .selectFrom('schools')
    .select(['id', 'name'])
    .where((eb) => eb('id', 'in', eb.selectFrom('school_locations').select('school_id').where(locationWhere(scope))))
    .orderBy('name')
    .execute();
  return { schools: schools.map((s) => ({ value: s.id, label: s.name })) };
}

export async function getLocation(db: Kysely<Database>, scope: Scope, id: number): Promise<Outcome<Location>> {
  const row = await locationQuery(db, scope).where('school_locations.id', '=', id).executeTakeFirst();
  return row ? ok(toLocation(row)) : refuse(404, 'location_not_found');
}

export async function createLocation(
  db: Kysely<Database>,
  actor: Actor,
  scope: Scope,
  input: LocationInput,
): Promise<Outcome<Location>> {
  if (!(await schoolInScope(db, scope, input.schoolId))) return refuse(404, 'school_not_found');
  try {
    const id = await db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('school_locations')
        .values({
          school_id: input.schoolId,
          name: input.name.trim(),
          city: input.city?.trim() || null,
          active: input.active ?? true,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await auditBy(trx, actor, {
        action: 'location_create',
        entityType: 'location',
        entityId: row.id,
        schoolId: input.schoolId,
        detail: { ...input },
      });
      return row.id;
    });
    return getLocation(db, scope, id);
  } catch (err) {
    if (isUniqueViolation(err)) return refuse(409, 'name_taken');
    throw err;
  }
}

export async function updateLocation(
  db: Kysely<Database>,
  actor: Actor,
  scope: Scope,
  id: number,
  input: LocationUpdate,
): Promise<Outcome<Location>> {
  try {
    const schoolId = await db.transaction().execute(async (trx) => {
      const row = await trx
        .updateTable('school_locations')
        .set({
          name: input.name.trim(),
          city: input.city?.trim() || null,
          ...(input.active === undefined ? {} : { active: input.active }),
        })
        .where('id', '=', id)
        .where((eb) => eb('id', 'in', eb.selectFrom('school_locations').select('id').where(locationWhere(scope))))
        .returning('school_id')
        .executeTakeFirst();
      if (!row) return null;
      await auditBy(trx, actor, {
        action: 'location_update',
        entityType: 'location',
        entityId: id,
        schoolId: row.school_id,
        detail: { ...input },
      });
      return row.school_id;
    });
    return schoolId === null ? refuse(404, 'location_not_found') : getLocation(db, scope, id);
  } catch (err) {
    if (isUniqueViolation(err)) return refuse(409, 'name_taken');
    throw err;
  }
}

/** Refused while students are placed there; a location manager of it loses it from their list. */
export async function deleteLocation(
  db: Kysely<Database>,
  actor: Actor,
  scope: Scope,
  id: number,
): Promise<Outcome<null>> {
  const { sql } = kysely();
  return db.transaction().execute(async (trx) => {
    const location = await trx
      .selectFrom('school_locations')
      .select(['id', 'school_id', 'name'])
      .where('id', '=', id)
      .where(locationWhere(scope))
      .forUpdate()
      .executeTakeFirst();
    if (!location) return refuse(404, 'location_not_found');
    const students = await trx
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('location_id', '=', id)
      .executeTakeFirstOrThrow();
    if (Number(students.n) > 0) return refuse(409, 'location_not_empty');
    await sql`UPDATE users SET managing_locations = (SELECT coalesce(jsonb_agg(e), '[]'::jsonb) FROM jsonb_array_elements(managing_locations) e WHERE e <> to_jsonb(${id}::int))
      WHERE managing_locations @> ${JSON.stringify([id])}::text::jsonb`.execute(trx);
    await trx.deleteFrom('school_locations').where('id', '=', id).execute();
    await auditBy(trx, actor, {
      action: 'location_delete',
      entityType: 'location',
      entityId: id,
      schoolId: location.school_id,
      detail: { name: location.name },
    });
    return ok(null);
  });
}
