// The staff import: a school's list of school and location managers, read like a class list.
// Preview: read, map, check; nothing written. Import: the same check inside one transaction, then
// every valid row written, activation mails queued for the new accounts, one audit entry; all of
// it or nothing.
import type { Kysely } from 'kysely' with { 'resolution-mode': 'import' };
import { json } from '../../db/json';
import type { Database } from '../../db/schema';
import { countRows } from '../../../src/shared/studentImport/api';
import {
  USER_FIELDS,
  type UserImportPreview,
  type UserImportResult,
  type UserMapping,
  checkUserRows,
  userColumns,
} from '../../../src/shared/userImport';
import { queueActivationMails } from '../activationMailBatch';
import { type Actor, auditBy } from '../auditWrite';
import { NoValidRowsError, type UploadedFile } from '../studentImport/studentImport';
import { readImportFile } from '../studentImport/readFile';
import { loadUserContext, rescope, type UserImportTarget } from './userContext';

async function check(db: Kysely<Database>, target: UserImportTarget, file: UploadedFile, chosen?: UserMapping) {
  const table = await readImportFile(file.bytes, file.name, userColumns.recognisedCount);
  const mapping = userColumns.resolveMapping(table.headers, chosen);
  userColumns.assertRequiredColumns(mapping);
  const context = await loadUserContext(db, target, table, mapping);
  return { table, mapping, rows: checkUserRows(table, mapping, context) };
}

export async function previewUserImport(
  db: Kysely<Database>,
  target: UserImportTarget,
  file: UploadedFile,
  chosen?: UserMapping,
): Promise<UserImportPreview> {
  const { table, mapping, rows } = await check(db, target, file, chosen);
  const fieldAt = new Map(USER_FIELDS.map((f) => [mapping[f], f] as const));
  return {
    schoolId: target.schoolId,
    fileName: file.name,
    columns: table.headers.map((header, index) => ({ index, header, field: fieldAt.get(index) ?? null })),
    mapping,
    counts: countRows(rows),
    rows,
  };
}

export async function runUserImport(
  db: Kysely<Database>,
  publicUrl: string,
  target: UserImportTarget,
  actor: Actor,
  file: UploadedFile,
  chosen?: UserMapping,
): Promise<UserImportResult> {
  return db.transaction().execute(async (trx) => {
    // Checked again inside the transaction: what the preview showed may have changed since.
    const { rows } = await check(trx, target, file, chosen);
    const counts = countRows(rows);
    if (counts.new + counts.update + counts.unchanged === 0) throw new NoValidRowsError();
    const { schoolId } = target;

    const created = new Map<string, number>();
    const fresh = rows.filter((r) => r.status === 'new');
    if (fresh.length > 0) {
      const inserted = await trx
        .insertInto('users')
        .values(
          fresh.map(({ staff }) => ({
            username: staff!.email,
            password_hash: null,
            enabled: false,
            roles: json(['ROLE_USER']),
            given_name: staff!.givenName,
            name_preposition: staff!.preposition,
            family_name: staff!.familyName,
            school_id: schoolId,
            managing_schools: json(staff!.role === 'schoolManager' ? [schoolId] : []),
            managing_locations: json(staff!.role === 'locationManager' ? staff!.locationIds : []),
            google_secret: null,
          })),
        )
        .returning(['id', 'username'])
        .execute();
      for (const row of inserted) created.set(row.username, row.id);
    }

    const updates = rows.filter((r) => r.status === 'update');
    if (updates.length > 0) {
      const schoolLocations = new Set(
        (await trx.selectFrom('school_locations').select('id').where('school_id', '=', schoolId).execute()).map(
          (l) => l.id,
        ),
      );
      for (const row of updates) {
        const s = row.staff!;
        const current = await trx
          .selectFrom('users')
          .select(['managing_schools', 'managing_locations', 'school_id'])
          .where('id', '=', row.existingId!)
          .executeTakeFirstOrThrow();
        const scope = rescope(current, schoolId, schoolLocations, s.role, s.locationIds);
        await trx
          .updateTable('users')
          .set({
            given_name: s.givenName,
            family_name: s.familyName,
            ...(row.changes.includes('preposition') ? { name_preposition: s.preposition } : {}),
            managing_schools: json(scope.schools),
            managing_locations: json(scope.locations),
            school_id: current.school_id ?? schoolId,
          })
          .where('id', '=', row.existingId!)
          .execute();
      }
    }

    await queueActivationMails(trx, publicUrl, null, created);
    await auditBy(trx, actor, {
      action: 'user_import',
      entityType: 'user',
      entityId: null,
      schoolId,
      detail: { fileName: file.name.slice(0, 255), counts },
    });
    return { schoolId, counts, errors: rows.filter((r) => r.status === 'error') };
  });
}
