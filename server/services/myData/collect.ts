// Everything stored about one student, gathered for their own copy ('Mijn gegevens', issue 21).
// Every query is narrowed to the one user id the route takes from the session, so nothing of
// another person can end up here. Left out on purpose: secrets (password hash, authenticator
// secret, token and code hashes, session ids) and the names of staff who touched the account.
// Keep in step with docs/privacy.md: a new table with a user column belongs here too.
import type { Kysely } from 'kysely' with { 'resolution-mode': 'import' };
import type { MyData } from '../../../src/shared/myData';
import type { Database } from '../../db/schema';
import { listErasureRequests } from './erasureRequests';

type Db = Kysely<Database>;

/**
 * Every table with a column that points at an account (a foreign key to users), and where the
 * student's copy shows it, or why it does not: test/server/myDataRegister.test.ts fails when a
 * migration adds such a table that is not listed here.
 */
export const MY_DATA_SOURCES: Record<string, string> = {
  sessions: 'loginHistory.sessions (without the session id)',
  tests: 'finishedTests, consents',
  module_skips: 'skippedModules',
  module_starts: 'startedModules',
  tokens: 'securityCodes (without the hash)',
  mfa_codes: 'securityCodes (without the hash)',
  audit_log: "loginHistory.events (action, time, by self or not; not the staff member's name)",
  oorcheck_sessions: 'oorcheck',
  bug_reports: 'bugReports',
  student_import_rows: 'importRows',
  activation_mails: 'mails (the outbox rows they point to)',
  erasure_requests: 'erasureRequests',
  // Rows that name staff (who approved, changed, created or read something), never a student.
  school_year_approvals: 'staff only: approved_by',
  settings: 'staff only: updated_by',
  alert_reads: 'staff only: which manager read an alert',
  school_api_tokens: 'staff only: created_by',
  student_imports: 'staff only: created_by, seen_by (the rows themselves are importRows)',
  module_drafts: 'staff only: updated_by (the admin who last saved a module draft)',
  module_versions: 'staff only: published_by',
  module_examples: 'staff only: saved_by',
  stats_exports: 'staff only: requested_by (a super admin’s raw export)',
};
const iso = (d: Date | string | null | undefined): string | null => (d ? new Date(d).toISOString() : null);
const isoNow = (d: Date | string): string => new Date(d).toISOString();

async function account(db: Db, userId: number): Promise<MyData['account']> {
  const u = await db
    .selectFrom('users')
    .leftJoin('schools', 'schools.id', 'users.school_id')
    .leftJoin('school_locations', 'school_locations.id', 'users.location_id')
    .select([
      'users.id',
      'users.username',
      'users.given_name',
      'users.name_preposition',
      'users.family_name',
      'schools.name as school',
      'school_locations.name as location',
      'users.class_name',
      'users.study_year',
      'users.level',
      'users.enabled',
      'users.mfa_type',
      'users.created_at',
      'users.activated_at',
      'users.last_login',
    ])
    .where('users.id', '=', userId)
    .executeTakeFirstOrThrow();
  return {
    id: u.id,
    email: u.username,
    givenName: u.given_name,
    namePreposition: u.name_preposition,
    familyName: u.family_name,
    school: u.school,
    location: u.location,
    className: u.class_name,
    studyYear: u.study_year,
    level: u.level,
    enabled: u.enabled,
    mfaType: u.mfa_type,
    createdAt: isoNow(u.created_at),
    activatedAt: iso(u.activated_at),
    lastLogin: iso(u.last_login),
  };
}

async function finishedAttempts(db: Db, userId: number): Promise<MyData['finishedTests']> {
  const rows = await db
    .selectFrom('tests')
    .innerJoin('modules', 'modules.id', 'tests.module_id')
    .leftJoin('module_versions', (join) =>
      join
        .onRef('module_versions.module_id', '=', 'tests.module_id')
        .onRef('module_versions.version', '=', 'tests.module_version'),
    )
    .select([
      'tests.id',
      'tests.module_id',
      'modules.name',
      'modules.title',
      'module_versions.title as version_title',
      'tests.module_version',
      'tests.finished_at',
      'tests.answers',
      'tests.meta',
      'tests.computed',
      'tests.result',
      'tests.norm_results',
      'tests.actions',
      'tests.contact_data',
    ])
    .where('tests.user_id', '=', userId)
    .orderBy('tests.finished_at')
    .orderBy('tests.id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    moduleId: r.module_id,
    moduleName: r.name,
    moduleTitle: r.version_title ?? r.title,
    moduleVersion: r.module_version,
    finishedAt: isoNow(r.finished_at),
    answers: r.answers,
    meta: r.meta,
    computed: r.computed,
    result: r.result,
    normResults: r.norm_results,
    actions: r.actions,
    contactData: r.contact_data,
  }));
}

async function loginHistory(db: Db, userId: number, lastLogin: string | null): Promise<MyData['loginHistory']> {
  const [sessions, events] = await Promise.all([
    db
      .selectFrom('sessions')
      .select(['created_at', 'last_seen_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .execute(),
    // What the audit log holds about the account: the action and when, and whether the student did
    // it; the staff member's name is theirs, not the student's.
    db
      .selectFrom('audit_log')
      .select(['action', 'created_at', 'actor_id'])
      .where((eb) => eb.or([eb('subject_id', '=', userId), eb('actor_id', '=', userId), eb('as_user_id', '=', userId)]))
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
  ]);
  return {
    lastLogin,
    sessions: sessions.map((s) => ({ createdAt: isoNow(s.created_at), lastSeenAt: isoNow(s.last_seen_at) })),
    events: events.map((e) => ({ action: e.action, at: isoNow(e.created_at), bySelf: e.actor_id === userId })),
  };
}

export async function collectMyData(db: Db, userId: number, now: Date): Promise<MyData> {
  const acc = await account(db, userId);
  const [tests, skips, starts, oorcheck, history, mails, reports, importRows, tokens, codes, erasureRequests] =
    await Promise.all([
      finishedAttempts(db, userId),
      db
        .selectFrom('module_skips')
        .innerJoin('modules', 'modules.id', 'module_skips.module_id')
        .select(['modules.name', 'modules.title', 'module_skips.skipped_at'])
        .where('module_skips.user_id', '=', userId)
        .orderBy('module_skips.skipped_at')
        .execute(),
      db
        .selectFrom('module_starts')
        .innerJoin('modules', 'modules.id', 'module_starts.module_id')
        .select(['modules.name', 'modules.title', 'module_starts.school_year', 'module_starts.started_at'])
        .where('module_starts.user_id', '=', userId)
        .orderBy('module_starts.started_at')
        .orderBy('modules.name')
        .execute(),
      db
        .selectFrom('oorcheck_sessions')
        .select(['status', 'result', 'threshold_db', 'mode', 'created_at', 'completed_at'])
        .where('user_id', '=', userId)
        .orderBy('created_at')
        .execute(),
      loginHistory(db, userId, acc.lastLogin),
      // Mails to the student's address; the text is left out: it holds one-time links.
      db
        .selectFrom('mail_outbox')
        .select(['subject', 'created_at', 'sent_at', 'failed_at'])
        .where('to_address', '=', acc.email)
        .orderBy('created_at')
        .orderBy('id')
        .execute(),
      db
        .selectFrom('bug_reports')
        .select(['message', 'data', 'user_agent', 'created_at'])
        .where('user_id', '=', userId)
        .orderBy('created_at')
        .orderBy('id')
        .execute(),
      db
        .selectFrom('student_import_rows')
        .innerJoin('student_imports', 'student_imports.id', 'student_import_rows.import_id')
        .select([
          'student_imports.created_at',
          'student_import_rows.line',
          'student_import_rows.status',
          'student_import_rows.cells',
        ])
        .where((eb) =>
          eb.or([eb('student_import_rows.user_id', '=', userId), eb('student_import_rows.email', '=', acc.email)]),
        )
        .orderBy('student_imports.created_at')
        .orderBy('student_import_rows.id')
        .execute(),
      db
        .selectFrom('tokens')
        .select(['purpose', 'created_at', 'expires_at', 'used_at'])
        .where('user_id', '=', userId)
        .orderBy('created_at')
        .execute(),
      db
        .selectFrom('mfa_codes')
        .select(['created_at', 'expires_at', 'used_at'])
        .where('user_id', '=', userId)
        .orderBy('created_at')
        .execute(),
      listErasureRequests(db, userId),
    ]);
  return {
    generatedAt: now.toISOString(),
    account: acc,
    finishedTests: tests,
    inProgressTests: [],
    skippedModules: skips.map((s) => ({ moduleName: s.name, moduleTitle: s.title, skippedAt: isoNow(s.skipped_at) })),
    startedModules: starts.map((s) => ({
      moduleName: s.name,
      moduleTitle: s.title,
      schoolYear: s.school_year,
      startedAt: isoNow(s.started_at),
    })),
    oorcheck: oorcheck.map((o) => ({
      status: o.status,
      result: o.result,
      thresholdDb: o.threshold_db,
      mode: o.mode,
      createdAt: isoNow(o.created_at),
      completedAt: iso(o.completed_at),
    })),
    consents: tests.map((t) => ({
      kind: 'contactData' as const,
      moduleTitle: t.moduleTitle,
      testId: t.id,
      given: t.contactData,
      at: t.finishedAt,
    })),
    loginHistory: history,
    mails: mails.map((m) => ({
      subject: m.subject,
      createdAt: isoNow(m.created_at),
      sentAt: iso(m.sent_at),
      failedAt: iso(m.failed_at),
    })),
    bugReports: reports.map((r) => ({
      message: r.message,
      createdAt: isoNow(r.created_at),
      userAgent: r.user_agent,
      data: r.data,
    })),
    importRows: importRows.map((r) => ({
      importedAt: isoNow(r.created_at),
      line: r.line,
      status: r.status,
      cells: r.cells,
    })),
    securityCodes: [
      ...tokens.map((t) => ({
        kind: t.purpose,
        createdAt: isoNow(t.created_at),
        expiresAt: isoNow(t.expires_at),
        usedAt: iso(t.used_at),
      })),
      ...codes.map((c) => ({
        kind: 'email-2fa',
        createdAt: isoNow(c.created_at),
        expiresAt: isoNow(c.expires_at),
        usedAt: iso(c.used_at),
      })),
    ],
    erasureRequests,
  };
}
