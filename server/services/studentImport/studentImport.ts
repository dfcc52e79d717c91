// The student import: preview (read, map, check; nothing written) and import (the same check inside
// one transaction, then every valid row written, the batch recorded, activation mails queued in the
// outbox with their tokens; all of it or nothing).
import type { Kysely } from 'kysely' with { 'resolution-mode': 'import' };
import { json } from '../../db/json';
import type { Database } from '../../db/schema';
import {
  type ColumnMapping,
  type ImportPreview,
  type ImportResult,
  STUDENT_FIELDS,
  assertRequiredColumns,
  checkRows,
  resolveMapping,
} from '../../../src/shared/studentImport';
import { countRows } from '../../../src/shared/studentImport/api';
import { audit } from '../audit';
import { chunks } from '../chunks';
import { type NewAlert, raiseAlert } from '../alert';
import { queueActivationMails } from '../activationMailBatch';
import { loadCheckContext } from './checkContext';
import type { ImportScope } from './importScope';
import { readImportFile } from './readFile';

export interface UploadedFile {
  name: string;
  bytes: Uint8Array;
}

export interface Importer {
  /** The person (null for a school's own system). */
  user: { id: number; username: string } | null;
  /** The real person while imitating. */
  imitator?: { id: number; username: string } | null;
  apiTokenId: number | null;
  ip: string | null;
}

async function check(db: Kysely<Database>, scope: ImportScope, file: UploadedFile, chosen?: ColumnMapping) {
  const table = await readImportFile(file.bytes, file.name);
  const mapping = resolveMapping(table.headers, chosen);
  assertRequiredColumns(mapping);
  const context = await loadCheckContext(db, scope, table, mapping);
  return { table, mapping, rows: checkRows(table, mapping, context) };
}

export async function previewImport(
  db: Kysely<Database>,
  scope: ImportScope,
  file: UploadedFile,
  chosen?: ColumnMapping,
): Promise<ImportPreview> {
  const { table, mapping, rows } = await check(db, scope, file, chosen);
  const fieldAt = new Map(STUDENT_FIELDS.map((f) => [mapping[f], f] as const));
  return {
    schoolId: scope.schoolId,
    fileName: file.name,
    columns: table.headers.map((header, index) => ({ index, header, field: fieldAt.get(index) ?? null })),
    mapping,
    counts: countRows(rows),
    rows,
  };
}

export class NoValidRowsError extends Error {}

export async function runImport(
  db: Kysely<Database>,
  publicUrl: string,
  scope: ImportScope,
  importer: Importer,
  file: UploadedFile,
  chosen?: ColumnMapping,
): Promise<ImportResult> {
  return db.transaction().execute(async (trx) => {
    // Checked again inside the transaction: what the preview showed may have changed since.
    const { table, rows } = await check(trx, scope, file, chosen);
    const counts = countRows(rows);
    if (counts.new + counts.update + counts.unchanged === 0) throw new NoValidRowsError();
    const status = counts.error > 0 ? 'incomplete' : 'complete';

    const batch = await trx
      .insertInto('student_imports')
      .values({
        school_id: scope.schoolId,
        created_by: importer.user?.id ?? null,
        created_by_username: importer.user?.username ?? null,
        api_token_id: importer.apiTokenId,
        file_name: file.name.slice(0, 255),
        total_rows: counts.total,
        new_count: counts.new,
        updated_count: counts.update,
        unchanged_count: counts.unchanged,
        error_count: counts.error,
        status,
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    const created = new Map<string, number>();
    for (const part of chunks(rows.filter((r) => r.status === 'new'))) {
      const inserted = await trx
        .insertInto('users')
        .values(
          part.map(({ student }) => ({
            username: student!.email,
            enabled: false,
            given_name: student!.givenName,
            name_preposition: student!.preposition,
            family_name: student!.familyName,
            school_id: scope.schoolId,
            location_id: student!.locationId,
            class_name: student!.className,
            study_year: student!.yearOfStudy,
            level: student!.level,
          })),
        )
        .returning(['id', 'username'])
        .execute();
      for (const row of inserted) created.set(row.username, row.id);
    }

    for (const row of rows.filter((r) => r.status === 'update')) {
      const s = row.student!;
      const set: Record<string, unknown> = { given_name: s.givenName, family_name: s.familyName };
      if (row.changes.includes('preposition')) set.name_preposition = s.preposition;
      if (row.changes.includes('className')) set.class_name = s.className;
      if (row.changes.includes('location')) set.location_id = s.locationId;
      if (row.changes.includes('yearOfStudy')) set.study_year = s.yearOfStudy;
      if (row.changes.includes('level')) set.level = s.level;
      await trx.updateTable('users').set(set).where('id', '=', row.existingId!).execute();
    }

    const cellsByLine = new Map(table.rows.map((r) => [r.line, r.cells]));
    for (const part of chunks(rows)) {
      await trx
        .insertInto('student_import_rows')
        .values(
          part.map((row) => ({
            import_id: batch.id,
            line: row.line,
            status: row.status,
            user_id: row.existingId ?? (row.student ? (created.get(row.student.email) ?? null) : null),
            email: row.student?.email ?? null,
            errors: json(row.errors),
            cells: json(row.status === 'error' ? (cellsByLine.get(row.line) ?? null) : null),
          })),
        )
        .execute();
    }

    await queueActivationMails(trx, publicUrl, batch.id, created);
    if (counts.error > 0) await raiseAlert(trx, incompleteImportAlert(batch.id, scope, file.name, counts.error));
    await audit(trx, {
      action: 'student.import',
      actor: importer.imitator ?? importer.user,
      detail: {
        importId: batch.id,
        schoolId: scope.schoolId,
        fileName: file.name,
        counts,
        ...(importer.imitator ? { as: importer.user?.username } : {}),
        ...(importer.apiTokenId ? { apiTokenId: importer.apiTokenId } : {}),
      },
      ip: importer.ip,
    });
    return {
      importId: batch.id,
      schoolId: scope.schoolId,
      status,
      counts,
      errors: rows.filter((r) => r.status === 'error'),
    };
  });
}

/** Rows left in error need someone: an alert until the import is marked seen (markImportSeen resolves it). */
export const importAlertKey = (importId: number) => `import:${importId}`;

function incompleteImportAlert(importId: number, scope: ImportScope, fileName: string, errors: number): NewAlert {
  return {
    type: 'import_incomplete',
    schoolId: scope.schoolId,
    // A location manager sees alerts of their locations only.
    locationId: scope.ownImportsOnly ? (scope.locations[0]?.id ?? null) : null,
    header: `Import met ${errors === 1 ? '1 regel' : `${errors} regels`} met een fout`,
    text: `${errors === 1 ? '1 regel' : `${errors} regels`} van ${fileName.slice(0, 200)} ${errors === 1 ? 'is' : 'zijn'} niet ingelezen. Pas ze aan en importeer opnieuw, of markeer de import als gezien.`,
    link: '/beheer/importeren',
    dedupeKey: importAlertKey(importId),
  };
}
