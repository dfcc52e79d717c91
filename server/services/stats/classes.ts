// The class names of the caller's students (within the school/location filters): the rows of
// participation per class. Names only, from the accounts: they tell nothing about any module.
import type { Kysely } from 'kysely' with { 'resolution-mode': 'import' };
import type { AppliedFilters } from '../../../src/shared/management/stats';
import type { Database } from '../../db/schema';
import { studentRow, studentWhere, type Scope } from '../scope';

export async function classesInScope(
  db: Kysely<Database>,
  scope: Scope,
  filters: Pick<AppliedFilters, 'school' | 'location' | 'class'>,
): Promise<string[]> {
  const rows = await db
    .selectFrom('users')
    .select('class_name')
    .distinct()
    .where(studentRow())
    .where(studentWhere(scope))
    .where('class_name', 'is not', null)
    .$if(filters.school !== undefined, (q) => q.where('school_id', '=', filters.school!))
    .$if(filters.location !== undefined, (q) => q.where('location_id', '=', filters.location!))
    .$if(filters.class !== undefined, (q) => q.where('class_name', '=', filters.class!))
    .execute();
  return rows.map((r) => r.class_name!).sort((a, b) => a.localeCompare(b, 'nl', { numeric: true }));
}
