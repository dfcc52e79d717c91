// 'Mijn gegevens' (issue 21): a student's own copy (JSON and PDF) holds what is stored about them
// and nothing of anyone else; only the student themself gets it (not staff, not a super admin
// imitating them); their erasure request reaches the managers of their school, who confirm (the
// student is erased and can no longer log in) or reject it; another school's managers get 404.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { DEMO_PASSWORD } from '../../server/db/seed';
import { storeBugReport } from '../../server/services/bugReport';
import { createSession } from '../../server/services/oorcheck/session';
import { emptyAnswer } from '../../src/rules/emptyAnswer';
import type { Module } from '../../src/rules/types';
import type { FinishPayload, ModuleContent } from '../../src/shared/api';
import { schoolYearOf } from '../../src/shared/management/schoolYear';
import type { MyData } from '../../src/shared/myData';
import { Agent } from './helpers/agent';
import { backends } from './helpers/backends';
import { addPlainAdmin, agentFor } from './helpers/identities';
import { sessionAs } from './helpers/sessionAs';
import { useTestApp } from './helpers/testApp';
import { pdfText } from './pdfText';

function finishPayload(module: Module, option: number): FinishPayload {
  const [sport, club] = module.slides;
  return {
    id: randomUUID(),
    module: module.id,
    answers: [
      { ...emptyAnswer({ id: sport.id }), options: [sport.options[option].id] },
      { ...emptyAnswer({ id: club.id }), options: [club.options[0].id] },
    ],
    meta: { age: 16, gender: 'female' },
    computed: {},
    finished: true,
    updatedAt: Date.now(),
    debug: false,
    actions: [],
    contact_data: option === 0,
    test_result: 'good',
    norm_results: [],
  };
}

/** A student with a started and finished test, a hearing-test session, a bug report and a mail; returns what is theirs. */
async function studentWithData(app: FastifyInstance, username: string, marker: string) {
  const agent = await sessionAs(app, username);
  const data: ModuleContent = (await agent.get('/api/test/data')).json();
  const test = finishPayload(data.modules[0], marker === 'A' ? 0 : 2);
  expect((await agent.post('/api/test/start-module', { module: data.modules[0].id })).statusCode).toBe(200);
  expect((await agent.post('/api/test/finish', test)).statusCode).toBe(200);
  const user = await app.db.selectFrom('users').selectAll().where('username', '=', username).executeTakeFirstOrThrow();
  await createSession(app.db, user.id);
  const message = `Foutmelding van leerling ${marker}`;
  await storeBugReport(app.db, user, { message, data: {}, userAgent: `Browser ${marker}`, imitating: false });
  await app.db
    .insertInto('mail_outbox')
    .values({ to_address: username, subject: `Welkom ${marker}`, text: 'tekst' })
    .execute();
  return { agent, user, testId: test.id, message, subject: `Welkom ${marker}`, moduleTitle: data.modules[0].title };
}

describe.each(backends)('my data on $name', (backend) => {
  const ctx = useTestApp(backend);

  it("gives the student everything stored about them, and nothing of another student's", async () => {
    const a = await studentWithData(ctx.app, 'leerling@demo.nl', 'A');
    const b = await studentWithData(ctx.app, 'leerling2@demo.nl', 'B');
    const res = await a.agent.get('/api/my-data');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const data = res.json() as MyData;
    expect(data.account).toMatchObject({ id: a.user.id, email: 'leerling@demo.nl', givenName: a.user.given_name });
    expect(data.finishedTests).toEqual([
      expect.objectContaining({
        id: a.testId,
        moduleTitle: a.moduleTitle,
        meta: { age: 16, gender: 'female' },
        contactData: true,
        answers: expect.arrayContaining([expect.objectContaining({ options: [expect.any(Number)] })]),
      }),
    ]);
    expect(data.consents).toEqual([expect.objectContaining({ testId: a.testId, given: true })]);
    expect(data.oorcheck).toEqual([expect.objectContaining({ status: 'pending', thresholdDb: null })]);
    expect(data.bugReports).toEqual([expect.objectContaining({ message: a.message, userAgent: 'Browser A' })]);
    expect(data.mails).toEqual([expect.objectContaining({ subject: a.subject, sentAt: null })]);
    expect(data.loginHistory.sessions.length).toBeGreaterThan(0);
    expect(data.inProgressTests).toEqual([]);
    expect(data.startedModules).toEqual([
      expect.objectContaining({ moduleTitle: a.moduleTitle, schoolYear: schoolYearOf(new Date()) }),
    ]);
    // Nothing of B: not their address, test, report or mail; and no secrets of A.
    const text = res.body;
    for (const foreign of ['leerling2@demo.nl', b.testId, b.message, b.subject, 'Browser B'])
      expect([foreign, text.includes(foreign)]).toEqual([foreign, false]);
    expect(text).not.toContain(a.user.password_hash!);
    // B's own copy is B's.
    const other = (await b.agent.get('/api/my-data')).json() as MyData;
    expect(other.finishedTests.map((t) => t.id)).toEqual([b.testId]);
  });

  it('prints the same as a readable Dutch PDF, with the questions next to the answers', async () => {
    const a = await studentWithData(ctx.app, 'leerling@demo.nl', 'A');
    const b = await studentWithData(ctx.app, 'leerling2@demo.nl', 'B');
    const res = await a.agent.get('/api/my-data/pdf');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const text = pdfText(res.rawPayload).replace(/\s+/g, ' ');
    const data: ModuleContent = (await a.agent.get('/api/test/data')).json();
    const [sport] = data.modules[0].slides;
    for (const expected of [
      'Mijn gegevens',
      'leerling@demo.nl',
      a.moduleTitle,
      `${sport.text} — ${sport.options[0].name}`,
      'Oorcheck (gehoortest)',
      'Geopende vragenlijsten',
      a.message,
      a.subject,
      'Inloggeschiedenis',
      'contact over je resultaat toegestaan',
    ])
      expect([expected, text.includes(expected)]).toEqual([expected, true]);
    for (const foreign of ['leerling2@demo.nl', b.message, b.subject])
      expect([foreign, text.includes(foreign)]).toEqual([foreign, false]);
  });

  it('answers only the student themself: 401 anonymous, 403 staff and a super admin imitating the student', async () => {
    await addPlainAdmin(ctx.app);
    expect((await new Agent(ctx.app).get('/api/my-data')).statusCode).toBe(401);
    for (const who of ['manager', 'admin', 'superAdmin'] as const)
      for (const url of ['/api/my-data', '/api/my-data/pdf', '/api/my-data/erasure-request']) {
        const res = await (await agentFor(ctx.app, who)).get(url);
        expect([who, url, res.statusCode]).toEqual([who, url, 403]);
      }
    const admin = new Agent(ctx.app);
    await admin.login('admin@demo.nl');
    expect((await admin.get('/api/account?_switch_user=leerling@demo.nl')).statusCode).toBe(200);
    expect((await admin.get('/api/my-data')).statusCode).toBe(403);
    expect((await admin.get('/api/my-data/pdf')).statusCode).toBe(403);
    expect((await admin.post('/api/my-data/erasure-request', {})).statusCode).toBe(403);
    expect(await ctx.app.db.selectFrom('erasure_requests').selectAll().execute()).toEqual([]);
    expect((await (await agentFor(ctx.app, 'student')).get('/api/my-data?user=2')).statusCode).toBe(400);
  });
});

describe.each(backends)('erasure requests on $name', (backend) => {
  const ctx = useTestApp(backend);

  async function fileRequest() {
    const student = await agentFor(ctx.app, 'student');
    const first = await student.post('/api/my-data/erasure-request', {});
    expect(first.statusCode).toBe(200);
    // Asking twice is one request.
    const second = await student.post('/api/my-data/erasure-request', {});
    expect(second.json()).toEqual(first.json());
    const studentId = (
      await ctx.app.db
        .selectFrom('users')
        .select('id')
        .where('username', '=', 'leerling@demo.nl')
        .executeTakeFirstOrThrow()
    ).id;
    return { student, studentId, request: first.json().request as { id: number; status: string } };
  }

  it('stores who/when/status only, alerts the managers of that school, and not another school', async () => {
    const { student, studentId, request } = await fileRequest();
    expect(request.status).toBe('pending');
    expect((await student.get('/api/my-data/erasure-request')).json().request).toMatchObject({ status: 'pending' });
    expect(await ctx.app.db.selectFrom('erasure_requests').selectAll().execute()).toEqual([
      { id: request.id, user_id: studentId, status: 'pending', requested_at: expect.anything(), decided_at: null },
    ]);
    const managerA = await sessionAs(ctx.app, 'manager@demo.nl');
    const alerts = (await managerA.get('/api/alert?read=false')).json().items as Array<{ type: string; link: string }>;
    expect(alerts).toContainEqual(
      expect.objectContaining({ type: 'erasure_request', link: `/beheer/leerlingen/${studentId}` }),
    );
    expect((await managerA.get(`/api/student/${studentId}/erasure-request`)).json()).toEqual({
      request: { id: request.id, requestedAt: expect.any(String) },
    });
    const managerB = await sessionAs(ctx.app, 'manager@tweede.nl');
    const alertsB = (await managerB.get('/api/alert?read=false')).json().items as Array<{ type: string }>;
    expect(alertsB.filter((x) => x.type === 'erasure_request')).toEqual([]);
    expect((await managerB.get(`/api/student/${studentId}/erasure-request`)).statusCode).toBe(404);
    expect((await managerB.post(`/api/student/${studentId}/erasure-request/confirm`, {})).statusCode).toBe(404);
    expect((await managerB.post(`/api/student/${studentId}/erasure-request/reject`, {})).statusCode).toBe(404);
    expect(await ctx.app.db.selectFrom('users').select('id').where('id', '=', studentId).execute()).toHaveLength(1);
  });

  it('confirmed by the school manager: the student is erased and can no longer log in; the audit names no student', async () => {
    const { studentId, request } = await fileRequest();
    const managerA = await sessionAs(ctx.app, 'manager@demo.nl');
    const res = await managerA.post(`/api/student/${studentId}/erasure-request/confirm`, {});
    expect([res.statusCode, res.json()]).toEqual([200, { success: true }]);
    expect(await ctx.app.db.selectFrom('users').select('id').where('id', '=', studentId).execute()).toEqual([]);
    expect(await ctx.app.db.selectFrom('erasure_requests').selectAll().execute()).toEqual([]);
    expect(await ctx.app.db.selectFrom('alerts').selectAll().where('type', '=', 'erasure_request').execute()).toEqual(
      [],
    );
    const login = await new Agent(ctx.app).request('POST', '/login', {
      username: 'leerling@demo.nl',
      password: DEMO_PASSWORD,
    });
    expect(login.statusCode).toBe(401);
    const entries = await ctx.app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity_type', '=', 'erasure_request')
      .orderBy('id')
      .execute();
    expect(entries.map((e) => [e.action, e.entity_id, e.actor_username])).toEqual([
      ['erasure_request', request.id, null],
      ['erasure_request_confirm', request.id, 'manager@demo.nl'],
    ]);
    for (const e of entries) {
      expect(JSON.stringify(e)).not.toContain('leerling@demo.nl');
      expect(e.subject_id).toBeNull();
    }
    // Nothing left to confirm.
    expect((await managerA.post(`/api/student/${studentId}/erasure-request/confirm`, {})).statusCode).toBe(404);
  });

  it('rejected: the student stays, sees the rejection, the alert goes, and a new request can be made', async () => {
    const { student, studentId, request } = await fileRequest();
    const managerA = await sessionAs(ctx.app, 'manager@demo.nl');
    expect((await managerA.post(`/api/student/${studentId}/erasure-request/reject`, {})).statusCode).toBe(200);
    expect((await student.get('/api/my-data/erasure-request')).json().request).toMatchObject({
      id: request.id,
      status: 'rejected',
      decidedAt: expect.any(String),
    });
    expect(await ctx.app.db.selectFrom('alerts').selectAll().where('type', '=', 'erasure_request').execute()).toEqual(
      [],
    );
    expect((await managerA.get(`/api/student/${studentId}/erasure-request`)).json()).toEqual({ request: null });
    expect((await managerA.post(`/api/student/${studentId}/erasure-request/reject`, {})).json()).toEqual({
      error: 'erasure_request_not_found',
    });
    const again = (await student.post('/api/my-data/erasure-request', {})).json().request;
    expect(again).toMatchObject({ status: 'pending' });
    expect(again.id).not.toBe(request.id);
    const audit = await ctx.app.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity_type', '=', 'erasure_request')
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['erasure_request', 'erasure_request_reject', 'erasure_request']);
  });

  it("reaches the location manager of the student's location, and not of another location", async () => {
    const north = await sessionAs(ctx.app, 'leerling.noord@demo.nl');
    expect((await north.post('/api/my-data/erasure-request', {})).statusCode).toBe(200);
    const { studentId: mainId } = await fileRequest();
    const northId = (
      await ctx.app.db
        .selectFrom('users')
        .select('id')
        .where('username', '=', 'leerling.noord@demo.nl')
        .executeTakeFirstOrThrow()
    ).id;
    const lm = await sessionAs(ctx.app, 'locatie@demo.nl');
    const links = ((await lm.get('/api/alert?read=false')).json().items as Array<{ type: string; link: string }>)
      .filter((a) => a.type === 'erasure_request')
      .map((a) => a.link);
    expect(links).toEqual([`/beheer/leerlingen/${northId}`]);
    expect((await lm.get(`/api/student/${mainId}/erasure-request`)).statusCode).toBe(404);
    expect((await lm.post(`/api/student/${mainId}/erasure-request/reject`, {})).statusCode).toBe(404);
    expect((await lm.post(`/api/student/${northId}/erasure-request/reject`, {})).statusCode).toBe(200);
    // The school manager sees both; one is left.
    const school = await sessionAs(ctx.app, 'manager@demo.nl');
    const left = ((await school.get('/api/alert?read=false')).json().items as Array<{ type: string; link: string }>)
      .filter((a) => a.type === 'erasure_request')
      .map((a) => a.link);
    expect(left).toEqual([`/beheer/leerlingen/${mainId}`]);
  });
});
