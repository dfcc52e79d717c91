// Erasure that reaches everywhere (issue 21): after a manager deletes a student, a scan of every
// column of every table and of the data folder finds nothing that names or links to the student;
// statistics read the same before and after; a school's contract end erases its people and leaves
// another school alone.
import type { ModuleContent } from '../../src/shared/api';
import { json } from '../../server/db/json';
import { eraseStudent } from '../../server/services/erasure/eraseAccounts';
import { countByModuleAndRating } from '../../server/services/stats/aggregate';
import { loadStatRecords } from '../../server/services/stats/load';
import { schoolYearOf } from '../../src/shared/management/schoolYear';
import { Agent } from './helpers/agent';
import { backends } from './helpers/backends';
import { sportFinishPayload } from './helpers/finishPayload';
import { findPerson } from './helpers/personScan';
import { demoIds, sessionAs } from './helpers/sessionAs';
import { useTestApp, type TestContext } from './helpers/testApp';

const EMAIL = 'leerling@demo.nl';

/** What a student leaves behind through the real routes, and what only staff or the server write. */
async function leaveTraces(ctx: TestContext, email: string): Promise<{ id: number; testIds: string[] }> {
  const { app } = ctx;
  const id = (await app.db.selectFrom('users').select('id').where('username', '=', email).executeTakeFirstOrThrow()).id;
  const student = await sessionAs(app, email);
  const data: ModuleContent = (await student.get('/api/test/data')).json();
  const testIds: string[] = [];
  // Opened both modules (participation "started"), finished one of them.
  for (const module of data.modules)
    expect((await student.post('/api/test/start-module', { module: module.id })).statusCode).toBe(200);
  for (const sportOption of [0, 1]) {
    const payload = sportFinishPayload(data.modules[0], { sportOption, testResult: 'good' });
    expect((await student.post('/api/test/finish', payload)).statusCode).toBe(200);
    testIds.push(payload.id);
  }
  // A result PDF (rendered per request: nothing may be left of it in the data folder).
  expect((await student.get(`/api/test/result-pdf?test=${testIds[0]}`)).statusCode).toBe(200);
  expect((await student.post('/api/oorcheck/start', {})).statusCode).toBe(200);
  // A bug report with the test in progress (the server's only copy of unfinished answers).
  const report = await student.post('/api/bug-report', {
    message: 'Vraag 2 laadt niet',
    data: {
      state: {
        account: { id, username: email },
        tests: {
          byModule: { 1: { id: 'b1e7c5a2-1f2e-4c3d-9a8b-7c6d5e4f3a21', answers: [{ question: 1001, value: 3 }] } },
        },
      },
    },
  });
  expect(report.statusCode).toBe(200);
  // An open erasure request (with its alert to the managers and its audit entry).
  expect((await student.post('/api/my-data/erasure-request', {})).statusCode).toBe(200);
  // A reset mail in the outbox, failed logins (counters keyed by address).
  expect((await new Agent(app).post('/api/resetting/reset', { email })).statusCode).toBe(200);
  expect((await new Agent(app).login(email, 'fout-wachtwoord')).statusCode).toBe(401);
  // Staff writes that copy the address and names into the audit log.
  const manager = await sessionAs(app, 'admin@demo.nl');
  const current = (await manager.get(`/api/student/${id}`)).json();
  const edit = await manager.post(`/api/student/${id}`, {
    email,
    givenName: current.givenName,
    namePreposition: null,
    familyName: 'Anders',
    schoolId: current.schoolId,
    locationId: current.locationId,
    className: current.className,
    studyYear: current.studyYear,
    level: current.level,
    enabled: true,
  });
  expect(edit.statusCode).toBe(200);
  expect((await manager.post('/api/student/send-activation-mail', { ids: [id] })).statusCode).toBe(200);
  // An import row and an alert naming the address, and a staff member's bug report showing the account.
  const batch = await app.db
    .insertInto('student_imports')
    .values({
      school_id: current.schoolId,
      file_name: 'h3a.csv',
      total_rows: 1,
      new_count: 0,
      updated_count: 0,
      unchanged_count: 1,
      error_count: 0,
      status: 'complete',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await app.db
    .insertInto('student_import_rows')
    .values({ import_id: batch.id, line: 2, status: 'unchanged', user_id: id, email, errors: json([]), cells: null })
    .execute();
  await app.db
    .insertInto('alerts')
    .values({ type: 'note', school_id: current.schoolId, header: 'Let op', text: `Mail aan ${email} kwam terug` })
    .execute();
  const admin = await sessionAs(app, 'admin@demo.nl');
  await admin.post('/api/bug-report', { message: 'Gezien bij leerling', data: { state: { account: { id } } } });
  return { id, testIds };
}

describe.each(backends)('erasure on $name', (backend) => {
  const ctx = useTestApp(backend);

  it('a deleted student leaves no row in any table and no file that names or links to them', async () => {
    const { id } = await leaveTraces(ctx, EMAIL);
    const other = await leaveTraces(ctx, 'leerling2@demo.nl');
    const person = { id, email: EMAIL };
    // The scan sees every kind of trace before the delete (so an empty scan afterwards means something).
    const before = await findPerson(ctx.app, ctx.config.dataDir, person);
    expect(before).toEqual(
      expect.arrayContaining([
        'users.username',
        'tests.user_id',
        'oorcheck_sessions.user_id',
        'bug_reports.user_id',
        'bug_reports.data',
        'mail_outbox.to_address',
        'student_import_rows.user_id',
        'alerts.text',
        'limit_counters.key',
        'audit_log.subject_username',
        'audit_log.detail',
        'sessions.user_id',
        'tokens.user_id',
        'erasure_requests.user_id',
        'alerts.link',
        'audit_log.actor_id',
      ]),
    );

    const manager = await sessionAs(ctx.app, 'manager@demo.nl');
    expect((await manager.request('DELETE', `/api/student/${id}`)).json()).toEqual({ success: true });

    expect(await findPerson(ctx.app, ctx.config.dataDir, person)).toEqual([]);
    // The audit log still says that a student was deleted, and by whom.
    const entry = await ctx.app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'student_delete')
      .executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ actor_username: 'manager@demo.nl', subject_id: null, subject_username: null });
    // The other student keeps everything.
    const kept = await ctx.app.db.selectFrom('tests').select('id').where('user_id', '=', other.id).execute();
    expect(kept.map((t) => t.id).sort()).toEqual([...other.testIds].sort());
    expect(await findPerson(ctx.app, ctx.config.dataDir, { id: other.id, email: 'leerling2@demo.nl' })).toEqual(
      expect.arrayContaining(['users.username', 'tests.user_id', 'mail_outbox.to_address']),
    );
    // Deleting again: not found, nothing else changes.
    expect((await manager.request('DELETE', `/api/student/${id}`)).statusCode).toBe(404);
  });

  it('statistics per school year and module read the same before and after a student is erased', async () => {
    await leaveTraces(ctx, EMAIL);
    const { id } = await leaveTraces(ctx, 'leerling2@demo.nl');
    const ids = await demoIds(ctx.app);
    const year = schoolYearOf(new Date());
    const stats = async () => {
      const records = await loadStatRecords(ctx.app.db);
      return [
        countByModuleAndRating(records, { schoolYear: year, minGroupSize: 1 }),
        countByModuleAndRating(records, { schoolYear: year, schoolId: ids.schoolA, minGroupSize: 1 }),
        records.map((r) => JSON.stringify(r)).sort(),
      ];
    };
    const before = await stats();
    // Students, not attempts: each of the two counts once, with their last test (issue 34).
    expect(before[0]).toEqual([
      expect.objectContaining({ total: 2, suppressed: false, ratings: expect.objectContaining({ neutral: 2 }) }),
    ]);
    expect(await eraseStudent(ctx.app.db, id)).toMatchObject({ accounts: 1, finishedTests: 2 });
    expect(await stats()).toEqual(before);
    // What is kept has no account, location or date column to trace it back by.
    const kept = await ctx.app.db.selectFrom('anonymous_results').selectAll().execute();
    // Her two attempts at one module are kept as one record: her last result (one student, counted once).
    expect(kept).toHaveLength(1);
    expect(Object.keys(kept[0]).sort()).toEqual(
      [
        'age_band',
        'gender',
        'id',
        'module_name',
        'module_version',
        'norm_ratings',
        'result',
        'school_id',
        'school_year',
      ].sort(),
    );
    expect(kept[0]).toMatchObject({ age_band: '17-18', gender: 'female', school_id: ids.schoolA, school_year: year });
    // Erasing twice is erasing once.
    expect(await eraseStudent(ctx.app.db, id)).toBeNull();
    expect(await ctx.app.db.selectFrom('anonymous_results').selectAll().execute()).toHaveLength(1);
  });

  it("a school's contract end erases its students and staff and leaves another school untouched", async () => {
    const ids = await demoIds(ctx.app);
    const gone = await leaveTraces(ctx, 'leerling@tweede.nl');
    const stays = await leaveTraces(ctx, EMAIL);
    // A manager of both schools keeps the account, without the ended school.
    await ctx.app.db
      .updateTable('users')
      .set({ managing_schools: json([ids.schoolA, ids.schoolB]) })
      .where('id', '=', ids.managerA)
      .execute();
    const admin = await sessionAs(ctx.app, 'admin@demo.nl');
    expect((await admin.request('DELETE', `/api/school/${ids.schoolB}`)).json()).toEqual({ success: true });

    expect(await findPerson(ctx.app, ctx.config.dataDir, { id: gone.id, email: 'leerling@tweede.nl' })).toEqual([]);
    expect(await findPerson(ctx.app, ctx.config.dataDir, { id: ids.managerB, email: 'manager@tweede.nl' })).toEqual([]);
    const both = await ctx.app.db
      .selectFrom('users')
      .select(['managing_schools', 'school_id'])
      .where('id', '=', ids.managerA)
      .executeTakeFirstOrThrow();
    expect(both).toEqual({ managing_schools: [ids.schoolA], school_id: ids.schoolA });
    const left = await ctx.app.db.selectFrom('tests').select('id').where('user_id', '=', stays.id).execute();
    expect(left).toHaveLength(2);
    expect(
      await ctx.app.db.selectFrom('users').select('id').where('school_id', '=', ids.schoolA).execute(),
    ).toHaveLength(9);
    const entry = await ctx.app.db
      .selectFrom('audit_log')
      .select(['detail', 'actor_username'])
      .where('action', '=', 'school_delete')
      .executeTakeFirstOrThrow();
    expect(entry).toEqual({
      actor_username: 'admin@demo.nl',
      detail: { name: 'Tweede Lyceum', brin: '34CD', erasedAccounts: 2, staffKept: 1 },
    });
  });
});
