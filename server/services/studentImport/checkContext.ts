// What checkRows needs from the database: the accounts that already use the file's addresses.
import type { Kysely } from 'kysely' with { 'resolution-mode': 'import' };
import type { Database } from '../../db/schema';
import { isStaff } from '../roles';
import { normaliseEmail } from '../../../src/shared/studentImport/values';
import type { CheckContext, ExistingAccount, ParsedTable, ColumnMapping } from '../../../src/shared/studentImport';
import type { ImportScope } from './importScope';

const CHUNK = 1000;

export async function loadCheckContext(
  db: Kysely<Database>,
  scope: ImportScope,
  table: ParsedTable,
  mapping: ColumnMapping,
): Promise<CheckContext> {
  const column = mapping.email;
  const emails =
    typeof column === 'number'
      ? [...new Set(table.rows.map((r) => normaliseEmail(r.cells[column] ?? '')).filter(Boolean))]
      : [];
  const locationIds = new Set(scope.locations.map((l) => l.id));
  const existing = new Map<string, ExistingAccount>();
  for (let i = 0; i < emails.length; i += CHUNK) {
    const rows = await db
      .selectFrom('users')
      .select([
        'id',
        'username',
        'roles',
        'managing_schools',
        'managing_locations',
        'school_id',
        'location_id',
        'given_name',
        'name_preposition',
        'family_name',
        'class_name',
        'study_year',
        'level',
      ])
      .where('username', 'in', emails.slice(i, i + CHUNK))
      .execute();
    for (const row of rows) {
      const staff = isStaff(row);
      // Only a student of this school (and, for a location manager, of their locations) can be updated.
      const importable =
        !staff && row.school_id === scope.schoolId && (row.location_id === null || locationIds.has(row.location_id));
      existing.set(row.username, {
        id: row.id,
        email: row.username,
        importable,
        givenName: row.given_name,
        preposition: row.name_preposition,
        familyName: row.family_name,
        className: row.class_name,
        locationId: row.location_id,
        yearOfStudy: row.study_year,
        level: row.level,
      });
    }
  }
  return { locations: scope.locations, existing };
}
