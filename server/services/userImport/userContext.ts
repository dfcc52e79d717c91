// What checkUserRows needs from the database: the accounts that already use the list's addresses,
// with their role at the import's school, and whether the import may touch them at all.
import type { Kysely } from 'kysely' with { 'resolution-mode': 'import' };
import type { Database } from '../../db/schema';
import { isAdmin, isStaff } from '../roles';
import { normaliseEmail } from '../../../src/shared/studentImport/values';
import type { ParsedTable } from '../../../src/shared/studentImport';
import type { ExistingUser, UserCheckContext, UserMapping } from '../../../src/shared/userImport';

const CHUNK = 1000;

export interface UserImportTarget {
  schoolId: number;
  /** The school's active locations, which rows may name. */
  locations: { id: number; name: string }[];
  /** The person importing: their own account is never changed by a list. */
  callerId: number;
}

export async function loadUserContext(
  db: Kysely<Database>,
  target: UserImportTarget,
  table: ParsedTable,
  mapping: UserMapping,
): Promise<UserCheckContext> {
  const column = mapping.email;
  const emails =
    typeof column === 'number'
      ? [...new Set(table.rows.map((r) => normaliseEmail(r.cells[column] ?? '')).filter(Boolean))]
      : [];
  // Inactive locations count too: a manager of one is still a manager at this school.
  const schoolLocations = new Set(
    (await db.selectFrom('school_locations').select('id').where('school_id', '=', target.schoolId).execute()).map(
      (l) => l.id,
    ),
  );
  const existing = new Map<string, ExistingUser>();
  for (let i = 0; i < emails.length; i += CHUNK) {
    const rows = await db
      .selectFrom('users')
      .select(['id', 'username', 'roles', 'managing_schools', 'managing_locations', 'given_name', 'name_preposition'])
      .select('family_name')
      .where('username', 'in', emails.slice(i, i + CHUNK))
      .execute();
    for (const row of rows) {
      const admin = isAdmin(row);
      const schoolManager = row.managing_schools.includes(target.schoolId);
      const locationIds = row.managing_locations.filter((id) => schoolLocations.has(id));
      const staff = isStaff(row);
      // Only a manager who already works at this school is updated; anyone else is refused, so a
      // list cannot take over a student, an admin or another school's manager.
      const refusal =
        row.id === target.callerId
          ? 'own_account'
          : !staff
            ? 'is_student'
            : admin || (!schoolManager && locationIds.length === 0)
              ? 'email_in_use'
              : null;
      existing.set(row.username, {
        id: row.id,
        email: row.username,
        refusal,
        givenName: row.given_name,
        preposition: row.name_preposition,
        familyName: row.family_name,
        role: schoolManager ? 'schoolManager' : locationIds.length > 0 ? 'locationManager' : null,
        locationIds: schoolManager ? [] : locationIds,
      });
    }
  }
  return { locations: target.locations, existing };
}

/** The account's scope with this school's part replaced by the row's role: other schools' parts stay. */
export function rescope(
  current: { managing_schools: number[]; managing_locations: number[] },
  schoolId: number,
  schoolLocations: Set<number>,
  role: 'schoolManager' | 'locationManager',
  locationIds: number[],
): { schools: number[]; locations: number[] } {
  const schools = current.managing_schools.filter((id) => id !== schoolId);
  const locations = current.managing_locations.filter((id) => !schoolLocations.has(id));
  return role === 'schoolManager'
    ? { schools: [...schools, schoolId], locations }
    : { schools, locations: [...locations, ...locationIds] };
}
