// The one place that decides what of the management data a caller sees (docs/product.md §6):
//   super admin, admin      everything
//   school manager          their schools, those schools' locations, students and staff
//   location manager        their locations and the students there
//   anyone else             nothing (the routes answer 403)
// Services take a Scope and narrow every query with the helpers below; a record outside the scope
// is treated as missing, so another school's id answers 404 exactly like an unknown id.
import type { ExpressionBuilder, Kysely } from 'kysely' with { 'resolution-mode': 'import' };
import type { Database, UserRow } from '../db/schema';
import { kysely } from '../db/kysely';
import type { StaffRole } from '../../src/shared/management/user';
import { kindOf } from './roles';

export type ScopeKind = 'superAdmin' | 'admin' | 'schoolManager' | 'locationManager' | 'none';

export interface Scope {
  kind: ScopeKind;
  /** The acting account (the imitated one while imitating: rights follow the imitated account). */
  userId: number;
  /** Schools the caller manages whole (school managers). Empty for admins: they are not limited. */
  schoolIds: number[];
  /** Locations the caller manages (location managers; for school managers: none, they have the schools). */
  locationIds: number[];
}

export const isAdminScope = (scope: Scope): boolean => scope.kind === 'superAdmin' || scope.kind === 'admin';
export const isManagerScope = (scope: Scope): boolean => scope.kind !== 'none';

export function scopeOf(user: UserRow): Scope {
  const kind = kindOf(user);
  const base = { userId: user.id, schoolIds: [] as number[], locationIds: [] as number[] };
  if (kind === 'schoolManager') return { ...base, kind, schoolIds: user.managing_schools };
  if (kind === 'locationManager') return { ...base, kind, locationIds: user.managing_locations };
  return { ...base, kind: kind === 'student' ? 'none' : kind };
}

/**
 * A school's own system (its external-apps token): what a manager of that one school sees. It is no
 * account, so userId 0 matches none; the only calls it may make (the student import) record the token.
 */
export function schoolSystemScope(schoolId: number): Scope {
  return { kind: 'schoolManager', userId: 0, schoolIds: [schoolId], locationIds: [] };
}

// An empty IN () is not SQL; -1 matches no serial id. Ids are integers from the session row.
const inList = (list: number[]) => {
  const { sql } = kysely();
  return sql.join((list.length > 0 ? list : [-1]).map((id) => sql.lit(Math.trunc(id))));
};

type Eb<T extends keyof Database> = ExpressionBuilder<Database, T>;

/** Schools the caller may see (`schools` in the query). */
export function schoolWhere(scope: Scope) {
  return (eb: Eb<'schools'>) => {
    if (isAdminScope(scope)) return eb.lit(true);
    if (scope.kind === 'schoolManager') return eb('schools.id', 'in', scope.schoolIds.length ? scope.schoolIds : [-1]);
    return eb.lit(false);
  };
}

/** Locations the caller may see (`school_locations` in the query). */
export function locationWhere(scope: Scope) {
  return (eb: Eb<'school_locations'>) => {
    if (isAdminScope(scope)) return eb.lit(true);
    if (scope.kind === 'schoolManager')
      return eb('school_locations.school_id', 'in', scope.schoolIds.length ? scope.schoolIds : [-1]);
    if (scope.kind === 'locationManager')
      return eb('school_locations.id', 'in', scope.locationIds.length ? scope.locationIds : [-1]);
    return eb.lit(false);
  };
}

/** Students the caller may see (`users` in the query). */
export function studentWhere(scope: Scope) {
  return (eb: Eb<'users'>) => {
    if (isAdminScope(scope)) return eb.lit(true);
    if (scope.kind === 'schoolManager')
      return eb('users.school_id', 'in', scope.schoolIds.length ? scope.schoolIds : [-1]);
    if (scope.kind === 'locationManager')
      return eb('users.location_id', 'in', scope.locationIds.length ? scope.locationIds : [-1]);
    return eb.lit(false);
  };
}

/**
 * Rows of `users` that are students: no admin role and nothing managed. Migration 020's partial
 * indexes (users_students_*, users_staff_idx) carry this very predicate, so PostgreSQL reads a school's
 * students, or the staff, from them: a change here needs those indexes made again with it.
 */
export function studentRow() {
  const { sql } = kysely();
  return sql<boolean>`(NOT (users.roles ?| array['ROLE_ADMIN', 'ROLE_SUPER_ADMIN']) AND users.managing_schools = '[]'::jsonb AND users.managing_locations = '[]'::jsonb)`;
}

/** Rows of `users` that are staff (admins and managers). */
export function staffRow() {
  const { sql } = kysely();
  return sql<boolean>`(NOT ${studentRow()})`;
}

/**
 * Rows of `users` of one kind, as roles.ts kindOf() derives it from the same columns: the highest of
 * super admin, admin, manager of a school, manager of a location; otherwise a student. In SQL, so a
 * list filtered by kind is paged and counted by the database.
 */
export function kindRow(kind: StaffRole) {
  const { sql } = kysely();
  const admin = sql`users.roles ?| array['ROLE_ADMIN', 'ROLE_SUPER_ADMIN']`;
  if (kind === 'superAdmin') return sql<boolean>`(users.roles ? 'ROLE_SUPER_ADMIN')`;
  if (kind === 'admin') return sql<boolean>`(users.roles ? 'ROLE_ADMIN' AND NOT users.roles ? 'ROLE_SUPER_ADMIN')`;
  if (kind === 'schoolManager') return sql<boolean>`(NOT ${admin} AND users.managing_schools <> '[]'::jsonb)`;
  return sql<boolean>`(NOT ${admin} AND users.managing_schools = '[]'::jsonb AND users.managing_locations <> '[]'::jsonb)`;
}

/**
 * Accounts of `users` the caller may see in the user list: admins everyone; a school manager the
 * students of their schools and the managers of those schools or their locations (never an admin);
 * a location manager nobody (they manage students only).
 */
export function accountWhere(scope: Scope) {
  const { sql } = kysely();
  if (isAdminScope(scope)) return sql<boolean>`true`;
  if (scope.kind !== 'schoolManager') return sql<boolean>`false`;
  const schools = inList(scope.schoolIds);
  // "Manages one of these schools / one of their locations" as jsonb containment (managing_schools @>
  // '[3]'), the locations' list computed once per query (ARRAY(SELECT …)): a subquery over
  // jsonb_array_elements per account made PostgreSQL estimate a count over 30,000 accounts above its
  // JIT threshold, and compiling took longer than counting. Managing anything makes an account staff
  // already; saying so (staffRow) lets PostgreSQL read the staff from their partial index (migration
  // 019) and the students from the school's, instead of every account.
  const containing = sql.join(
    (scope.schoolIds.length > 0 ? scope.schoolIds : [-1]).map((id) => sql`${sql.lit(`[${Math.trunc(id)}]`)}::jsonb`),
  );
  return sql<boolean>`(NOT (users.roles ?| array['ROLE_ADMIN', 'ROLE_SUPER_ADMIN']) AND (
    (${studentRow()} AND users.school_id IN (${schools}))
    OR (${staffRow()} AND (
      users.managing_schools @> ANY (ARRAY[${containing}])
      OR users.managing_locations @> ANY (ARRAY(SELECT jsonb_build_array(sl.id) FROM school_locations sl
                                                WHERE sl.school_id IN (${schools})))))))`;
}

/** May the caller act on this school id (create a location in it, move a student into it)? */
export async function schoolInScope(db: Kysely<Database>, scope: Scope, schoolId: number): Promise<boolean> {
  const row = await db
    .selectFrom('schools')
    .select('id')
    .where('id', '=', schoolId)
    .where(schoolWhere(scope))
    .executeTakeFirst();
  return row !== undefined;
}

/** The location if the caller may act on it, else undefined. */
export async function locationInScope(db: Kysely<Database>, scope: Scope, locationId: number) {
  return db
    .selectFrom('school_locations')
    .select(['id', 'school_id'])
    .where('id', '=', locationId)
    .where(locationWhere(scope))
    .executeTakeFirst();
}
