// Bug reports: stored cleaned (bugReportSanitizer.ts), listed and read by admins only.
import type { Kysely } from 'kysely' with { 'resolution-mode': 'import' };
import type { BugReportDetail, BugReportSummary } from '../../src/shared/api';
import { json } from '../db/json';
import type { Database, UserRow } from '../db/schema';
import { isAdmin } from './roles';
import { sanitizeReportData, stateIsOwnAccount } from './bugReportSanitizer';

type Db = Kysely<Database>;

export async function storeBugReport(
  db: Db,
  user: UserRow | null,
  report: { message: string; data: Record<string, unknown>; userAgent: string | null; imitating: boolean },
): Promise<number> {
  // Answers may stay only when they are the logged-in student's own (see the sanitizer): not sent
  // by staff, not while someone imitates the student, and only for the account in the state.
  const keepAnswers = user !== null && !report.imitating && !isAdmin(user) && stateIsOwnAccount(report.data, user.id);
  const data = sanitizeReportData(report.data, { keepAnswers });
  const row = await db
    .insertInto('bug_reports')
    .values({
      user_id: user?.id ?? null,
      message: report.message.trim(),
      data: json(data),
      user_agent: report.userAgent?.slice(0, 500) ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

function listQuery(db: Db) {
  return db
    .selectFrom('bug_reports')
    .leftJoin('users', 'users.id', 'bug_reports.user_id')
    .select(['bug_reports.id', 'bug_reports.message', 'bug_reports.created_at', 'users.username']);
}

const summary = (row: {
  id: number;
  message: string;
  created_at: Date | string;
  username: string | null;
}): BugReportSummary => ({
  id: row.id,
  message: row.message,
  username: row.username,
  created_at: new Date(row.created_at).toISOString(),
});

export async function listBugReports(db: Db, limit: number, offset: number): Promise<BugReportSummary[]> {
  const rows = await listQuery(db).orderBy('bug_reports.id', 'desc').limit(limit).offset(offset).execute();
  return rows.map(summary);
}

export async function getBugReport(db: Db, id: number): Promise<BugReportDetail | null> {
  const row = await listQuery(db)
    .select(['bug_reports.data', 'bug_reports.user_agent'])
    .where('bug_reports.id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  return { ...summary(row), data: row.data as Record<string, unknown>, user_agent: row.user_agent };
}
