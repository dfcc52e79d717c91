// The class names of the caller's students (within the school/location filters): the rows of
// participation per class, and the class filter's options. Names only, from the accounts: they tell
// nothing about any module. Read once for every caller (the statistics cache keeps them until an
// account changes, cache.ts) and narrowed to a caller's scope here.
import type { Kysely } from 'kysely' with { 'resolution-mode': 'import' };
import type { AppliedFilters } from '../../../src/shared/management/stats';
import type { Database } from '../../db/schema';
import { isAdminScope, studentRow, type Scope } from '../scope';

/**
 * Class names in Dutch order with numbers as numbers (2a before 10a). One collator for every call:
 * `localeCompare(b, 'nl', …)` builds a new one per comparison, which made sorting a region's classes
 * take seconds (filter-data, 3.2 s on 400,000 tests in bench/stats.bench.ts).
 */
export const compareClassNames = new Intl.Collator('nl', { numeric: true }).compare;

/** A class of students: every distinct (school, location, class name) of a student account with a class. */
export interface StudentClass {
  schoolId: number | null;
  locationId: number | null;
  className: string;
}

export async function readStudentClasses(db: Kysely<Database>): Promise<StudentClass[]> {
  const rows = await db
    .selectFrom('users')
    .select(['school_id', 'location_id', 'class_name'])
    .distinct()
    .where(studentRow())
    .where('class_name', 'is not', null)
    .execute();
  return rows.map((r) => ({ schoolId: r.school_id, locationId: r.location_id, className: r.class_name! }));
}

/** The classes of the students a caller may see (scope.ts studentWhere). */
export function classesOfScope(classes: readonly StudentClass[], scope: Scope): StudentClass[] {
  if (isAdminScope(scope)) return [...classes];
  if (scope.kind === 'schoolManager')
    return classes.filter((c) => c.schoolId !== null && scope.schoolIds.includes(c.schoolId));
  if (scope.kind === 'locationManager')
    return classes.filter((c) => c.locationId !== null && scope.locationIds.includes(c.locationId));
  return [];
}

export function classesInScope(
  classes: readonly StudentClass[],
  scope: Scope,
  filters: Pick<AppliedFilters, 'school' | 'location' | 'class'>,
): string[] {
  const names = new Set(
    classesOfScope(classes, scope)
      .filter((c) => filters.school === undefined || c.schoolId === filters.school)
      .filter((c) => filters.location === undefined || c.locationId === filters.location)
      .filter((c) => filters.class === undefined || c.className === filters.class)
      .map((c) => c.className),
  );
  return [...names].sort(compareClassNames);
}
