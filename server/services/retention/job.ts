// The retention job (issue 21, docs/privacy.md "Retention", docs/operations.md): erases students who
// left (leftStudents.ts) everywhere (services/erasure), and drops what is older than its period:
// unfinished answers inside bug reports, bug reports, outbox mails, sessions, 2FA codes and mail-link
// tokens, Oorcheck sessions, audit entries and expired rate-limit counters.
//
// One transaction under a transaction-level advisory lock, so on several instances sharing one
// PostgreSQL database only one runs at a time (PGlite is one process anyway); the lock ends with the
// transaction. A dry run does all of it and rolls back, so the counts it reports are exactly what a
// real run would erase. A real run records its counts in the audit log ('retention_run', no names).
import type { Kysely } from 'kysely' with { 'resolution-mode': 'import' };
import type { RetentionPeriods } from '../../config';
import { json } from '../../db/json';
import { kysely } from '../../db/kysely';
import type { Database } from '../../db/schema';
import { sanitizeReportData } from '../bugReportSanitizer';
import { studentRow } from '../scope';
import { eraseAccounts } from '../erasure/eraseAccounts';
import { dueForErasure } from './leftStudents';

export interface RetentionCounts {
  studentsLeft: number;
  finishedTestsKeptAnonymous: number;
  inProgressAnswers: number;
  bugReports: number;
  outboxMails: number;
  sessions: number;
  codes: number;
  oorcheckSessions: number;
  auditEntries: number;
  limitCounters: number;
}

export type RetentionOutcome = { ran: false } | { ran: true; dryRun: boolean; counts: RetentionCounts };

export interface RetentionOptions {
  now: Date;
  dryRun: boolean;
  /** SESSION_ABSOLUTE_HOURS: no session younger than its own lifetime is removed. */
  sessionAbsoluteHours: number;
  /** The scheduler's "once a day": skip when a run was recorded after this (checked under the lock). */
  skipIfRanSince?: Date;
}

export const RETENTION_LOCK = 2_111_021; // any constant; issue 21
export const RETENTION_ACTION = 'retention_run';
const DAY = 86_400_000;

class DryRunRollback extends Error {
  constructor(readonly counts: RetentionCounts) {
    super('dry run');
  }
}

const ago = (now: Date, days: number) => new Date(now.getTime() - days * DAY);

async function dueStudents(trx: Kysely<Database>, now: Date, years: number): Promise<number[]> {
  const { sql } = kysely();
  const rows = await trx
    .selectFrom('users')
    .where(studentRow())
    .select([
      'id',
      'enabled',
      'activated_at',
      'deactivated_at',
      'created_at',
      'last_login',
      sql<Date | null>`(SELECT max(si.created_at) FROM student_import_rows r JOIN student_imports si ON si.id = r.import_id WHERE r.user_id = users.id)`.as(
        'last_imported_at',
      ),
    ])
    .execute();
  const date = (d: Date | string | null) => (d === null ? null : new Date(d));
  return rows
    .filter((r) =>
      dueForErasure(
        {
          enabled: r.enabled,
          activatedAt: date(r.activated_at),
          deactivatedAt: date(r.deactivated_at),
          createdAt: new Date(r.created_at),
          lastLogin: date(r.last_login),
          lastImportedAt: date(r.last_imported_at),
        },
        now,
        years,
      ),
    )
    .map((r) => r.id);
}

/** Deletes the rows of `table` matching `where`; the number deleted. */
async function purge(trx: Kysely<Database>, table: string, where: ReturnType<ReturnType<typeof kysely>['sql']>) {
  const { sql } = kysely();
  const res = await sql<{
    n: string | number;
  }>`WITH gone AS (DELETE FROM ${sql.table(table)} WHERE ${where} RETURNING 1) SELECT count(*) AS n FROM gone`.execute(
    trx,
  );
  return Number(res.rows[0]?.n ?? 0);
}

/** Bug reports past the in-progress period lose the answers in their state (the rest stays until its own period). */
async function dropInProgressAnswers(trx: Kysely<Database>, before: Date): Promise<number> {
  const { sql } = kysely();
  const reports = await sql<{ id: number; data: Record<string, unknown> }>`
    SELECT id, data FROM bug_reports WHERE created_at < ${before} FOR UPDATE`.execute(trx);
  let changed = 0;
  for (const r of reports.rows) {
    const cleaned = sanitizeReportData(r.data, { keepAnswers: false });
    if (JSON.stringify(cleaned) === JSON.stringify(r.data)) continue;
    await sql`UPDATE bug_reports SET data = ${json(cleaned)} WHERE id = ${r.id}`.execute(trx);
    changed++;
  }
  return changed;
}

async function runInTransaction(
  trx: Kysely<Database>,
  periods: RetentionPeriods,
  opts: RetentionOptions,
): Promise<RetentionCounts | null> {
  const { sql } = kysely();
  const lock = await sql<{ ok: boolean }>`SELECT pg_try_advisory_xact_lock(${RETENTION_LOCK}) AS ok`.execute(trx);
  if (!lock.rows[0]?.ok) return null;
  if (opts.skipIfRanSince) {
    const last = await lastRetentionRun(trx);
    if (last && last > opts.skipIfRanSince) return null;
  }
  const { now } = opts;
  const left = await dueStudents(trx, now, periods.leftSchoolYears);
  const erased = await eraseAccounts(trx, left);
  const sessionCutoff = new Date(
    Math.min(ago(now, periods.sessionDays).getTime(), now.getTime() - opts.sessionAbsoluteHours * 3_600_000),
  );
  const counts: RetentionCounts = {
    studentsLeft: erased.accounts,
    finishedTestsKeptAnonymous: erased.finishedTests,
    inProgressAnswers: await dropInProgressAnswers(trx, ago(now, periods.inProgressDays)),
    bugReports: await purge(trx, 'bug_reports', sql`created_at < ${ago(now, periods.bugReportDays)}`),
    outboxMails: await purge(trx, 'mail_outbox', sql`created_at < ${ago(now, periods.outboxDays)}`),
    sessions: await purge(trx, 'sessions', sql`last_seen_at < ${sessionCutoff}`),
    codes:
      (await purge(trx, 'mfa_codes', sql`expires_at < ${ago(now, periods.codeDays)}`)) +
      (await purge(trx, 'tokens', sql`expires_at < ${ago(now, periods.codeDays)}`)),
    oorcheckSessions: await purge(trx, 'oorcheck_sessions', sql`created_at < ${ago(now, periods.oorcheckDays)}`),
    auditEntries: await purge(trx, 'audit_log', sql`created_at < ${ago(now, periods.auditDays)}`),
    limitCounters: await purge(trx, 'limit_counters', sql`reset_at < ${now}`),
  };
  if (opts.dryRun) throw new DryRunRollback(counts);
  await trx
    .insertInto('audit_log')
    .values({ action: RETENTION_ACTION, detail: json(counts), created_at: now })
    .execute();
  return counts;
}

/** One run; { ran: false } when another instance holds the lock (or, with skipIfRanSince, ran already). */
export async function runRetention(
  db: Kysely<Database>,
  periods: RetentionPeriods,
  opts: RetentionOptions,
): Promise<RetentionOutcome> {
  try {
    const counts = await db.transaction().execute((trx) => runInTransaction(trx, periods, opts));
    return counts ? { ran: true, dryRun: false, counts } : { ran: false };
  } catch (err) {
    if (err instanceof DryRunRollback) return { ran: true, dryRun: true, counts: err.counts };
    throw err;
  }
}

/** When the last real run was recorded (null: never). */
export async function lastRetentionRun(db: Kysely<Database>): Promise<Date | null> {
  const row = await db
    .selectFrom('audit_log')
    .select((eb) => eb.fn.max('created_at').as('at'))
    .where('action', '=', RETENTION_ACTION)
    .executeTakeFirst();
  return row?.at ? new Date(row.at) : null;
}
