// Imports already done: the ones left with rows in error ("incomplete", listed until someone marks
// them seen), one import with its rows, and the activation-mail status of the students it created.
import type { Kysely } from 'kysely' with { 'resolution-mode': 'import' };
import type { Database } from '../../db/schema';
import {
  type ImportDetail,
  type ImportSummary,
  type MailStatus,
  type RowError,
  neutraliseCell,
} from '../../../src/shared/studentImport';
import { audit } from '../audit';
import { resolveAlert } from '../alert';
import { isAdminScope, type Scope } from '../scope';
import { importAlertKey } from './studentImport';

/** What a caller may see: admins all schools; managers their schools; location managers their own imports. */
export interface ImportVisibility {
  all: boolean;
  schoolIds: number[];
  ownUserId: number | null;
}

/** From the caller's management scope: a location manager sees the imports they made themselves. */
export function importVisibility(scope: Scope): ImportVisibility {
  return { all: isAdminScope(scope), schoolIds: scope.schoolIds, ownUserId: scope.userId };
}

function visible(db: Kysely<Database>, v: ImportVisibility) {
  let query = db.selectFrom('student_imports as i').innerJoin('schools as s', 's.id', 'i.school_id');
  if (!v.all) {
    query = query.where((eb) =>
      eb.or([
        ...(v.schoolIds.length ? [eb('i.school_id', 'in', v.schoolIds)] : []),
        ...(v.ownUserId !== null ? [eb('i.created_by', '=', v.ownUserId)] : []),
        eb.val(false),
      ]),
    );
  }
  return query.select([
    'i.id',
    'i.school_id',
    's.name as school_name',
    'i.file_name',
    'i.created_at',
    'i.created_by_username',
    'i.api_token_id',
    'i.status',
    'i.total_rows',
    'i.new_count',
    'i.updated_count',
    'i.unchanged_count',
    'i.error_count',
    'i.seen_at',
  ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof visible>['execute']>>[number];
const iso = (d: Date | string | null): string | null => (d === null ? null : new Date(d).toISOString());

const summary = (r: Row): ImportSummary => ({
  id: r.id,
  schoolId: r.school_id,
  schoolName: r.school_name,
  fileName: r.file_name,
  createdAt: iso(r.created_at)!,
  createdBy: r.created_by_username,
  viaApi: r.api_token_id !== null,
  status: r.status,
  counts: {
    total: r.total_rows,
    new: r.new_count,
    update: r.updated_count,
    unchanged: r.unchanged_count,
    error: r.error_count,
  },
  seenAt: iso(r.seen_at),
});

export async function incompleteImports(db: Kysely<Database>, v: ImportVisibility): Promise<ImportSummary[]> {
  const rows = await visible(db, v)
    .where('i.status', '=', 'incomplete')
    .where('i.seen_at', 'is', null)
    .orderBy('i.created_at', 'desc')
    .orderBy('i.id', 'desc')
    .limit(100)
    .execute();
  return rows.map(summary);
}

/** Sent, failed or still queued: the latest activation mail per student. */
export async function activationMailStatus(db: Kysely<Database>, userIds: number[]): Promise<Map<number, MailStatus>> {
  const status = new Map<number, MailStatus>();
  for (let i = 0; i < userIds.length; i += 1000) {
    const rows = await db
      .selectFrom('activation_mails as a')
      .leftJoin('mail_outbox as m', 'm.id', 'a.outbox_id')
      .select(['a.user_id', 'a.id', 'm.sent_at', 'm.failed_at'])
      .where('a.user_id', 'in', userIds.slice(i, i + 1000))
      .orderBy('a.id')
      .execute();
    for (const r of rows) status.set(r.user_id, r.sent_at ? 'sent' : r.failed_at ? 'failed' : 'queued');
  }
  return status;
}

export async function importDetail(
  db: Kysely<Database>,
  v: ImportVisibility,
  id: number,
): Promise<ImportDetail | null> {
  const row = await visible(db, v).where('i.id', '=', id).executeTakeFirst();
  if (!row) return null;
  const rows = await db
    .selectFrom('student_import_rows')
    .select(['line', 'status', 'email', 'user_id', 'errors', 'cells'])
    .where('import_id', '=', id)
    .orderBy('line')
    .execute();
  const created = rows.filter((r) => r.status === 'new' && r.user_id !== null).map((r) => r.user_id!);
  const mail = await activationMailStatus(db, created);
  return {
    ...summary(row),
    rows: rows.map((r) => ({
      line: r.line,
      status: r.status,
      email: r.email,
      studentId: r.user_id,
      errors: r.errors as RowError[],
      cells: r.cells ? r.cells.map(neutraliseCell) : null,
      mail: r.status === 'new' && r.user_id !== null ? (mail.get(r.user_id) ?? null) : null,
    })),
  };
}

export async function markImportSeen(
  db: Kysely<Database>,
  v: ImportVisibility,
  id: number,
  actor: { id: number; username: string },
  ip: string | null,
): Promise<boolean> {
  const row = await visible(db, v).where('i.id', '=', id).executeTakeFirst();
  if (!row) return false;
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('student_imports')
      .set({ seen_at: new Date(), seen_by: actor.id })
      .where('id', '=', id)
      .where('seen_at', 'is', null)
      .execute();
    await resolveAlert(trx, importAlertKey(id));
    await audit(trx, { action: 'student.import.seen', actor, detail: { importId: id, schoolId: row.school_id }, ip });
  });
  return true;
}
