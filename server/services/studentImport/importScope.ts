// Which school (and which of its locations) an import goes into, narrowed by the caller's management
// scope (services/scope.ts, the one place that decides who sees what): admins any school,
// a school manager their schools, a location manager the schools of their locations with only those
// locations. A school out of reach answers 404, as if it did not exist.
import type { Kysely } from 'kysely' with { 'resolution-mode': 'import' };
import type { Database } from '../../db/schema';
import { isAdminScope, locationWhere, type Scope, schoolWhere } from '../scope';

export interface ImportScope {
  schoolId: number;
  /** The locations rows may use (all of the school's for admins and school managers). */
  locations: { id: number; name: string }[];
  /** Location managers see only their own imports. */
  ownImportsOnly: boolean;
}

export type ScopeResult = ImportScope | { error: 'school_not_found' | 'school_required' };

/** The school a caller imports into; `schoolId` null means "my one school" (an error when there are several). */
export async function importScope(db: Kysely<Database>, scope: Scope, schoolId: number | null): Promise<ScopeResult> {
  const locations = await db
    .selectFrom('school_locations')
    .select(['id', 'name', 'school_id'])
    .where(locationWhere(scope))
    .where('active', '=', true)
    .$if(schoolId !== null, (q) => q.where('school_id', '=', schoolId!))
    .orderBy('name')
    .execute();
  let school = schoolId;
  if (school === null) {
    if (isAdminScope(scope)) return { error: 'school_required' };
    const reachable = new Set([...scope.schoolIds, ...locations.map((l) => l.school_id)]);
    if (reachable.size !== 1) return { error: 'school_required' };
    [school] = reachable;
  }
  const ownImportsOnly = scope.kind === 'locationManager';
  const exists = await db
    .selectFrom('schools')
    .select('id')
    .where('id', '=', school)
    // A location manager reaches a school through its locations, not through schoolWhere.
    .$if(!ownImportsOnly, (q) => q.where(schoolWhere(scope)))
    .executeTakeFirst();
  const mine = locations.filter((l) => l.school_id === school).map(({ id, name }) => ({ id, name }));
  if (!exists || (ownImportsOnly && mine.length === 0)) return { error: 'school_not_found' };
  return { schoolId: school, locations: mine, ownImportsOnly };
}
