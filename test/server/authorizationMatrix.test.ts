// The authorization matrix: every route, called as each kind of caller, with the status each must
// get. The table is the documentation of who may do what (spec section 6); a route the table does
// not list fails the test, so a new route cannot ship without a decision here.
// Columns: anonymous, student (leerling@), other student (leerling2@), manager, admin (ROLE_ADMIN),
// super admin (admin@demo.nl, also the demo imitator). "Owned" resources belong to the student.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { createSession } from '../../server/services/oorcheck';
import { beginSessionRun } from '../../server/services/oorcheckRun';
import { loadModules } from '../../server/services/modules';
import { finishTest } from '../../server/services/testActions';
import { DEMO_PASSWORD } from '../../server/db/seed';
import { Agent } from './helpers/agent';
import { backends } from './helpers/backends';
import { addPlainAdmin, agentFor, USERNAMES, WHO, type Who } from './helpers/identities';
import { listRoutes } from './helpers/routes';
import { useTestApp } from './helpers/testApp';

type Statuses = [
  anonymous: number,
  student: number,
  otherStudent: number,
  manager: number,
  admin: number,
  superAdmin: number,
];

/** What each row can refer to: the student's own things, created before every row. */
interface Owned {
  studentId: number;
  moduleId: number;
  testId: string;
  oorcheckToken: string;
  bugReportId: number;
  mailId: number;
  image: { id: number; modified: number };
}

interface Row {
  route: string; // 'METHOD /pattern' as Fastify lists it
  case: string;
  url: (o: Owned) => string;
  body?: (o: Owned) => unknown;
  /** Call from the server's own machine (loopback) instead of a remote address. */
  loopback?: boolean;
  expect: Statuses;
}

const finishBody = (o: Owned) => ({
  id: randomUUID(),
  module: o.moduleId,
  answers: [],
  meta: { age: 17, gender: 'female' },
  computed: {},
  finished: true,
  updatedAt: Date.now(),
  debug: false,
  actions: [],
  contact_data: false,
  test_result: 'good',
  norm_results: [],
});

const ALL_OK: Statuses = [200, 200, 200, 200, 200, 200];
const LOGGED_IN: Statuses = [401, 200, 200, 200, 200, 200];
const ADMINS: Statuses = [401, 403, 403, 403, 200, 200];

// prettier-ignore
const MATRIX: Row[] = [
  { route: 'POST /login', case: "the student's credentials", url: () => '/login', body: () => ({ username: USERNAMES.student, password: DEMO_PASSWORD }), expect: ALL_OK },
  { route: 'POST /2fa_check', case: 'without a pending 2FA login', url: () => '/2fa_check', body: () => ({ _auth_code: '123456' }), expect: [401, 401, 401, 401, 401, 401] },
  { route: 'POST /logout', case: '', url: () => '/logout', body: () => ({}), expect: ALL_OK },
  { route: 'GET /logged-in', case: '', url: () => '/logged-in', expect: ALL_OK },
  { route: 'POST /api/check-username', case: 'public step of the login widget', url: () => '/api/check-username', body: () => ({ username: USERNAMES.student }), expect: ALL_OK },
  { route: 'POST /api/resend-confirmation', case: 'public', url: () => '/api/resend-confirmation', body: () => ({ username: 'nieuw@demo.nl' }), expect: ALL_OK },
  // Unknown addresses answer like known ones (no account discovery); one address per caller, as
  // a second request for the same address within RESET_LIMIT_MINUTES answers reset_limit.
  { route: 'POST /api/resetting/reset', case: 'public (unknown address)', url: () => '/api/resetting/reset', body: () => ({ email: `niemand-${randomUUID()}@demo.nl` }), expect: ALL_OK },
  { route: 'POST /api/resetting/set', case: 'public (the token is the proof)', url: () => '/api/resetting/set', body: () => ({ token: 'A'.repeat(43), password: 'x', repeatPassword: 'x' }), expect: [400, 400, 400, 400, 400, 400] },
  { route: 'GET /api/account', case: 'own account', url: () => '/api/account', expect: LOGGED_IN },
  { route: 'GET /api/account', case: '_switch_user to a student (imitators only)', url: () => '/api/account?_switch_user=leerling2%40demo.nl', expect: [401, 403, 403, 403, 403, 200] },
  { route: 'GET /api/account', case: '_switch_user to the super admin', url: () => '/api/account?_switch_user=admin%40demo.nl', expect: [401, 403, 403, 403, 403, 403] },
  { route: 'GET /api/account', case: '_exit without imitating', url: () => '/api/account?_exit=1', expect: LOGGED_IN },
  { route: 'POST /api/account/change-password', case: 'wrong current password', url: () => '/api/account/change-password', body: () => ({ current_password: 'fout', new_password: 'Een-ander-wachtwoord-2026' }), expect: [401, 400, 400, 400, 400, 400] },
  { route: 'POST /api/account/set-mfa-type', case: '', url: () => '/api/account/set-mfa-type', body: () => ({ type: 'email', current_password: DEMO_PASSWORD }), expect: LOGGED_IN },
  { route: 'POST /api/account/generate-google-authenticator-secret', case: '', url: () => '/api/account/generate-google-authenticator-secret', body: () => ({ generate: true, current_password: DEMO_PASSWORD }), expect: LOGGED_IN },
  { route: 'GET /api/account/google-authenticator-qr-code', case: 'no secret yet', url: () => '/api/account/google-authenticator-qr-code', expect: [401, 404, 404, 404, 404, 404] },
  { route: 'POST /api/action-queue', case: 'empty queue', url: () => '/api/action-queue', body: () => ({ queue: [] }), expect: LOGGED_IN },
  { route: 'GET /api/user', case: 'user list', url: () => '/api/user?page=1&limit=1000', expect: ADMINS },
  { route: 'GET /api/user/:id', case: "the student's record", url: (o) => `/api/user/${o.studentId}`, expect: ADMINS },
  { route: 'GET /api/test/data', case: '', url: () => '/api/test/data', expect: LOGGED_IN },
  { route: 'POST /api/test/skip-module', case: '', url: () => '/api/test/skip-module', body: (o) => ({ module: o.moduleId }), expect: LOGGED_IN },
  { route: 'POST /api/test/finish', case: 'a new test', url: () => '/api/test/finish', body: finishBody, expect: LOGGED_IN },
  { route: 'POST /api/test/finish', case: "the student's finished test", url: () => '/api/test/finish', body: (o) => ({ ...finishBody(o), id: o.testId }), expect: [401, 200, 403, 403, 403, 403] },
  { route: 'GET /api/test/result-pdf', case: "the student's test", url: (o) => `/api/test/result-pdf?test=${o.testId}&result=good`, expect: [401, 200, 404, 404, 404, 404] },
  { route: 'GET /api/my-results', case: 'always the caller\'s own tests', url: () => '/api/my-results', expect: LOGGED_IN },
  { route: 'GET /api/portfolio/certificate', case: 'own certificate', url: () => '/api/portfolio/certificate', expect: LOGGED_IN },
  { route: 'POST /api/oorcheck/start', case: '', url: () => '/api/oorcheck/start', body: () => ({}), expect: LOGGED_IN },
  // Someone else's hearing test is "not found", so its existence is not revealed.
  { route: 'GET /api/oorcheck/status/:token', case: "the student's session", url: (o) => `/api/oorcheck/status/${o.oorcheckToken}`, expect: [401, 200, 404, 404, 404, 404] },
  { route: 'POST /api/oorcheck/session/:token/open', case: "the student's session", url: (o) => `/api/oorcheck/session/${o.oorcheckToken}/open`, body: () => ({}), expect: [401, 200, 404, 404, 404, 404] },
  { route: 'POST /api/oorcheck/session/:token/begin', case: "the student's session", url: (o) => `/api/oorcheck/session/${o.oorcheckToken}/begin`, body: () => ({ mode: 'diotic' }), expect: [401, 200, 404, 404, 404, 404] },
  { route: 'GET /api/oorcheck/session/:token/trial.wav', case: "the student's begun session", url: (o) => `/api/oorcheck/session/${o.oorcheckToken}/trial.wav`, expect: [401, 200, 404, 404, 404, 404] },
  { route: 'GET /api/oorcheck/session/:token/sample.wav', case: "the student's session", url: (o) => `/api/oorcheck/session/${o.oorcheckToken}/sample.wav?mode=antiphasic`, expect: [401, 200, 404, 404, 404, 404] },
  { route: 'POST /api/oorcheck/session/:token/answer', case: "the student's begun session", url: (o) => `/api/oorcheck/session/${o.oorcheckToken}/answer`, body: () => ({ response: '123' }), expect: [401, 200, 404, 404, 404, 404] },
  { route: 'POST /api/bug-report', case: 'also logged out', url: () => '/api/bug-report', body: () => ({ message: 'Knop doet niets', data: {} }), expect: ALL_OK },
  { route: 'GET /api/bug-report', case: '', url: () => '/api/bug-report', expect: ADMINS },
  { route: 'GET /api/bug-report/:id', case: '', url: (o) => `/api/bug-report/${o.bugReportId}`, expect: ADMINS },
  // The outbox holds login links: only on the server's own machine (and only without SMTP).
  { route: 'GET /dev/mail', case: 'from another machine', url: () => '/dev/mail', expect: [404, 404, 404, 404, 404, 404] },
  { route: 'GET /dev/mail', case: 'from the server itself', url: () => '/dev/mail', loopback: true, expect: ALL_OK },
  { route: 'GET /dev/mail/:id', case: 'from another machine', url: (o) => `/dev/mail/${o.mailId}`, expect: [404, 404, 404, 404, 404, 404] },
  { route: 'GET /dev/mail/:id', case: 'from the server itself', url: (o) => `/dev/mail/${o.mailId}`, loopback: true, expect: ALL_OK },
  { route: 'GET /menu', case: '', url: () => '/menu', expect: ALL_OK },
  { route: 'GET /online', case: '', url: () => '/online', expect: ALL_OK },
  { route: 'GET /ready', case: 'health check for load balancers', url: () => '/ready', expect: ALL_OK },
  { route: 'GET /metrics', case: 'from another machine, no token', url: () => '/metrics', expect: [404, 404, 404, 404, 404, 404] },
  { route: 'GET /metrics', case: 'from the server itself', url: () => '/metrics', loopback: true, expect: ALL_OK },
  { route: 'GET /ops/backup', case: 'from another machine (the drill tests it locally)', url: () => '/ops/backup', expect: [404, 404, 404, 404, 404, 404] },
  // Media are module illustrations, cached publicly: no personal data.
  { route: 'GET /file/:id/:modified', case: '', url: (o) => `/file/${o.image.id}/${o.image.modified}`, expect: ALL_OK },
  { route: 'GET /image/:id/:width/:height/:modified', case: '', url: (o) => `/image/${o.image.id}/360/auto/${o.image.modified}`, expect: ALL_OK },
];

async function createOwned(app: FastifyInstance): Promise<Owned> {
  await addPlainAdmin(app);
  const student = await app.db
    .selectFrom('users')
    .select('id')
    .where('username', '=', USERNAMES.student)
    .executeTakeFirstOrThrow();
  const [first] = await loadModules(app.db);
  const owned = { studentId: student.id, moduleId: first.module.id } as Owned;
  owned.testId = randomUUID();
  const finished = await finishTest(app.db, student.id, { ...finishBody(owned), id: owned.testId } as Parameters<
    typeof finishTest
  >[2]);
  expect(finished.status).toBe(200);
  owned.oorcheckToken = await createSession(app.db, student.id);
  await beginSessionRun(app.db, student.id, owned.oorcheckToken, 'diotic', 24);
  const anonymous = new Agent(app);
  owned.bugReportId = (await anonymous.post('/api/bug-report', { message: 'Eerste melding', data: {} })).json().id;
  expect((await anonymous.post('/api/check-username', { username: 'nieuw@demo.nl' })).json()).toEqual({
    result: 'register',
  });
  owned.mailId = (
    await app.db.selectFrom('mail_outbox').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow()
  ).id;
  const image = await app.db
    .selectFrom('media')
    .select(['id', 'modified'])
    .where('mime', 'like', 'image/%')
    .executeTakeFirstOrThrow();
  owned.image = { id: image.id, modified: Number(image.modified) };
  return owned;
}

describe.each(backends)('authorization matrix on $name', (backend) => {
  const ctx = useTestApp(backend, { ACCOUNT_RATE_LIMIT_MAX: '100000', ADDRESS_FAILURE_LIMIT_MAX: '100000' });

  it('lists every route the app has', () => {
    const inTable = new Set(MATRIX.map((row) => row.route));
    const missing = listRoutes(ctx.app)
      .map((r) => `${r.method} ${r.url}`)
      .filter((route) => !inTable.has(route));
    expect(missing).toEqual([]);
  });

  it.each(MATRIX.map((row) => [`${row.route}${row.case ? ` (${row.case})` : ''}`, row] as const))(
    '%s',
    async (_label, row) => {
      const owned = await createOwned(ctx.app);
      const got: Record<Who, number> = {} as Record<Who, number>;
      for (const who of WHO) {
        let agent = await agentFor(ctx.app, who);
        if (row.loopback) {
          const local = new Agent(ctx.app, '127.0.0.1');
          agent.cookies.forEach((value, key) => local.cookies.set(key, value));
          agent = local;
        }
        const method = row.route.split(' ')[0] as 'GET' | 'POST';
        const res = await agent.request(method, row.url(owned), row.body?.(owned));
        got[who] = res.statusCode;
        if (res.statusCode >= 400) expect(res.json()).toEqual(expect.objectContaining({ error: expect.any(String) }));
      }
      expect(got).toEqual(Object.fromEntries(WHO.map((who, i) => [who, row.expect[i]])));
      // Rows that log in hash six passwords: on a busy shared machine that takes more than 5 s.
    },
    30_000,
  );

  it('keeps admin rights with the real user only: the super admin imitating a student is a student', async () => {
    const admin = await agentFor(ctx.app, 'superAdmin');
    expect((await admin.get('/api/account?_switch_user=leerling%40demo.nl')).statusCode).toBe(200);
    expect((await admin.get('/api/user')).statusCode).toBe(403);
    expect((await admin.get('/api/bug-report')).statusCode).toBe(403);
    // Switching on from one student to the next is the real user's right, and so is stopping.
    expect((await admin.get('/api/account?_switch_user=leerling2%40demo.nl')).json()).toMatchObject({
      username: 'leerling2@demo.nl',
      imitating: true,
    });
    expect((await admin.get('/api/account?_exit=1')).json()).toMatchObject({
      username: 'admin@demo.nl',
      imitating: false,
    });
    expect((await admin.get('/api/user')).statusCode).toBe(200);
  });
});
