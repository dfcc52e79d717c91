// The retention job (issue 21) with a moved clock: a student who left is erased everywhere, a
// current student (in this school year's import) is untouched, a dry run erases nothing but reports
// the same counts, and what is past its period goes.
import type { ModuleContent } from '../../src/shared/api';
import { json } from '../../server/db/json';
import { kysely } from '../../server/db/kysely';
import { lastRetentionRun, runRetention } from '../../server/services/retention/job';
import { backends } from './helpers/backends';
import { sportFinishPayload } from './helpers/finishPayload';
import { findPerson } from './helpers/personScan';
import { demoIds, sessionAs } from './helpers/sessionAs';
import { useTestApp, type TestContext } from './helpers/testApp';

const YEAR = 365 * 86_400_000;

async function importedAt(ctx: TestContext, userId: number, schoolId: number, at: Date): Promise<void> {
  const batch = await ctx.app.db
    .insertInto('student_imports')
    .values({
      school_id: schoolId,
      file_name: 'klas.csv',
      total_rows: 1,
      new_count: 0,
      updated_count: 0,
      unchanged_count: 1,
      error_count: 0,
      status: 'complete',
      created_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await ctx.app.db
    .insertInto('student_import_rows')
    .values({
      import_id: batch.id,
      line: 2,
      status: 'unchanged',
      user_id: userId,
      email: null,
      errors: json([]),
      cells: null,
    })
    .execute();
}

describe.each(backends)('retention job on $name', (backend) => {
  const ctx = useTestApp(backend);
  const run = (now: Date, dryRun: boolean) =>
    runRetention(ctx.app.db, ctx.config.retention, { now, dryRun, sessionAbsoluteHours: 12 });

  async function fixtures() {
    const ids = await demoIds(ctx.app);
    const left = await sessionAs(ctx.app, 'leerling2@demo.nl');
    const leftId = (
      await ctx.app.db
        .selectFrom('users')
        .select('id')
        .where('username', '=', 'leerling2@demo.nl')
        .executeTakeFirstOrThrow()
    ).id;
    const data: ModuleContent = (await left.get('/api/test/data')).json();
    const current = await sessionAs(ctx.app, 'leerling@demo.nl');
    for (const agent of [left, current])
      expect(
        (
          await agent.post(
            '/api/test/finish',
            sportFinishPayload(data.modules[0], { sportOption: 0, testResult: 'good' }),
          )
        ).statusCode,
      ).toBe(200);
    await left.post('/api/bug-report', {
      message: 'Vraag laadt niet',
      data: {
        state: { account: { id: leftId }, tests: { byModule: { 1: { answers: [{ question: 1, value: 2 }] } } } },
      },
    });
    // Two school years on, only 'leerling@demo.nl' is in that year's import.
    const later = new Date(Date.now() + 2 * YEAR + 40 * 86_400_000);
    await importedAt(ctx, leftId, ids.schoolA, new Date());
    await importedAt(ctx, ids.studentA, ids.schoolA, later);
    return { ids, leftId, later };
  }

  it('erases a student who left after the next school year, keeps a current one; a dry run erases nothing', async () => {
    const { ids, leftId, later } = await fixtures();
    const usersBefore = await ctx.app.db.selectFrom('users').select('id').orderBy('id').execute();

    // Now: nobody is due, and nothing is past its period.
    const today = await run(new Date(), true);
    expect(today).toMatchObject({ ran: true, dryRun: true, counts: { studentsLeft: 0, bugReports: 0 } });

    const dry = await run(later, true);
    expect(dry.ran && dry.counts.studentsLeft).toBeGreaterThan(0);
    expect(await ctx.app.db.selectFrom('users').select('id').orderBy('id').execute()).toEqual(usersBefore);
    expect(await lastRetentionRun(ctx.app.db)).toBeNull();

    const real = await run(later, false);
    expect(real).toEqual({ ran: true, dryRun: false, counts: dry.ran ? dry.counts : null });
    expect(await findPerson(ctx.app, ctx.config.dataDir, { id: leftId, email: 'leerling2@demo.nl' })).toEqual([]);
    const kept = await ctx.app.db.selectFrom('users').select('id').where('id', '=', ids.studentA).execute();
    expect(kept).toHaveLength(1);
    expect(
      await ctx.app.db.selectFrom('tests').select('id').where('user_id', '=', ids.studentA).execute(),
    ).toHaveLength(1);
    // Staff are never "students who left".
    expect(await ctx.app.db.selectFrom('users').select('id').where('id', '=', ids.managerA).execute()).toHaveLength(1);
    // The erased student's result stays only as an anonymous record; the run is recorded with counts.
    expect(await ctx.app.db.selectFrom('anonymous_results').select('module_name').execute()).not.toHaveLength(0);
    const record = await ctx.app.db
      .selectFrom('audit_log')
      .select(['detail', 'actor_id', 'subject_id'])
      .where('action', '=', 'retention_run')
      .executeTakeFirstOrThrow();
    expect(record).toEqual({ detail: real.ran ? real.counts : null, actor_id: null, subject_id: null });
    // A second run the same day has nothing left to erase.
    const again = await run(later, false);
    expect(again.ran && again.counts.studentsLeft).toBe(0);
  });

  it('counts a switched-off student as left from the day they were switched off', async () => {
    const ids = await demoIds(ctx.app);
    await importedAt(ctx, ids.studentNorth, ids.schoolA, new Date(Date.now() + 2 * YEAR));
    const manager = await sessionAs(ctx.app, 'manager@demo.nl');
    expect((await manager.post(`/api/user/${ids.studentNorth}/toggle-active`)).statusCode).toBe(200);
    const row = await ctx.app.db
      .selectFrom('users')
      .select(['enabled', 'deactivated_at'])
      .where('id', '=', ids.studentNorth)
      .executeTakeFirstOrThrow();
    expect(row.enabled).toBe(false);
    expect(row.deactivated_at).not.toBeNull();
    // Listed in a later import, but switched off: erased after the next school year all the same.
    await run(new Date(Date.now() + 2 * YEAR + 40 * 86_400_000), false);
    expect(await ctx.app.db.selectFrom('users').select('id').where('id', '=', ids.studentNorth).execute()).toEqual([]);
  });

  it('drops unfinished answers, mails, sessions, codes, Oorcheck sessions, bug reports and audit entries past their periods', async () => {
    const { ids } = await fixtures();
    const manager = await sessionAs(ctx.app, 'manager@demo.nl');
    expect((await manager.post('/api/student/send-activation-mail', { ids: [ids.studentA] })).statusCode).toBe(200);
    const student = await sessionAs(ctx.app, 'leerling@demo.nl');
    expect((await student.post('/api/oorcheck/start', {})).statusCode).toBe(200);
    const p = ctx.config.retention;
    const day = 86_400_000;
    // Just past the in-progress period (and the Oorcheck one): the report's answers go, the report stays.
    const afterInProgress = await run(new Date(Date.now() + (p.inProgressDays + 1) * day), false);
    expect(afterInProgress.ran && afterInProgress.counts).toMatchObject({
      inProgressAnswers: 1,
      bugReports: 0,
      oorcheckSessions: 1,
    });
    const { sql } = kysely();
    const report = await sql<{ data: unknown }>`SELECT data FROM bug_reports`.execute(ctx.app.db);
    expect(JSON.stringify(report.rows)).not.toContain('answers');
    expect(report.rows).toHaveLength(1);
    const afterAll = await run(new Date(Date.now() + (p.auditDays + 1) * day), false);
    expect(afterAll.ran && afterAll.counts.auditEntries).toBeGreaterThan(0);
    for (const table of ['bug_reports', 'oorcheck_sessions', 'mfa_codes', 'sessions', 'limit_counters']) {
      const n = await sql<{ n: string | number }>`SELECT count(*) AS n FROM ${sql.table(table)}`.execute(ctx.app.db);
      expect([table, Number(n.rows[0]?.n)]).toEqual([table, 0]);
    }
    // Only the runs' own records are left in the audit log.
    const audit = await ctx.app.db.selectFrom('audit_log').select('action').distinct().execute();
    expect(audit).toEqual([{ action: 'retention_run' }]);
  });

  if (backend.name === 'PostgreSQL')
    it('runs on one instance at a time: a run while another holds the lock does nothing', async () => {
      const { sql } = kysely();
      await ctx.app.db.transaction().execute(async (trx) => {
        await sql`SELECT pg_advisory_xact_lock(2111021)`.execute(trx);
        expect(await run(new Date(Date.now() + 3 * YEAR), false)).toEqual({ ran: false });
      });
      expect(await ctx.app.db.selectFrom('users').select('id').execute()).not.toHaveLength(0);
    });
});
