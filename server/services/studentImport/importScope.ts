// Which school (and which of its locations) a caller may import students into. Admins: any school;
// a school manager: their schools; a location manager: their locations; anyone else: 403. A school
// out of reach answers 404, as if it did not exist.
// TODO(mgmtapi): switch to server/services/scope.ts once it is on main (the one scope helper).
import type { Kysely } from 'kysely' with { 'resolution-mode': 'import' };
import type { Database } from '../../db/schema';
import type { UserRow } from '../../plugins/app/sessions';
import { effectiveRoles } from '../account';

export interface ImportScope {
  schoolId: number;
  /** The locations rows may use (all of the school's for admins and school managers). */
  locations: { id: number; name: string }[];
  /** Location managers see only their own imports. */
  ownImportsOnly: boolean;
}

export type ScopeResult = ImportScope | { error: 'forbidden' | 'school_not_found' | 'school_required' };

const ids = (value: unknown): number[] => (Array.isArray(value) ? value.filter((v) => Number.isInteger(v)) : []);

/** True for callers who may use the import at all (before any school is named). */
export function mayImport(user: UserRow): boolean {
  return (
    effectiveRoles(user.roles).includes('ROLE_ADMIN') ||
    ids(user.managing_schools).length > 0 ||
    ids(user.managing_locations).length > 0
  );
}

export async function importScope(db: Kysely<Database>, user: UserRow, schoolId: number | null): Promise<ScopeResult> {
  if (!mayImport(user)) return { error: 'forbidden' };
  const admin = effectiveRoles(user.roles).includes('ROLE_ADMIN');
  const managed = ids(user.managing_schools);
  const managedLocations = ids(user.managing_locations);
  const locationSchools = managedLocations.length
    ? await db.selectFrom('school_locations').select(['id', 'school_id']).where('id', 'in', managedLocations).execute()
    : [];
  let school = schoolId;
  if (school === null) {
    const reachable = [...new Set([...managed, ...locationSchools.map((l) => l.school_id)])];
    if (admin || reachable.length !== 1) return { error: 'school_required' };
    school = reachable[0];
  }
  const exists = await db.selectFrom('schools').select('id').where('id', '=', school).executeTakeFirst();
  if (!exists) return { error: 'school_not_found' };
  const all = await db
    .selectFrom('school_locations')
    .select(['id', 'name'])
    .where('school_id', '=', school)
    .where('active', '=', true)
    .orderBy('name')
    .execute();
  if (admin || managed.includes(school)) return { schoolId: school, locations: all, ownImportsOnly: false };
  const mine = new Set(locationSchools.filter((l) => l.school_id === school).map((l) => l.id));
  if (mine.size === 0) return { error: 'school_not_found' };
  return { schoolId: school, locations: all.filter((l) => mine.has(l.id)), ownImportsOnly: true };
}

/** A school's own system, by its external-apps token: that school, all its locations. */
export async function tokenScope(db: Kysely<Database>, schoolId: number): Promise<ImportScope> {
  const locations = await db
    .selectFrom('school_locations')
    .select(['id', 'name'])
    .where('school_id', '=', schoolId)
    .where('active', '=', true)
    .orderBy('name')
    .execute();
  return { schoolId, locations, ownImportsOnly: false };
}
