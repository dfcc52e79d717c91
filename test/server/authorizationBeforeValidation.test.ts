// Who may call a route is checked before what they send (issue 32 item 6): a caller who may not use
// a route gets 401 or 403 whatever the body, query or path holds, never the route's 400 with its
// per-field messages. Every route declares its access (server/plugins/app/access.ts) and one
// route-level onRequest hook enforces it, before Fastify parses and validates the request.
import Fastify from 'fastify';
import { registerAccess } from '../../server/plugins/app/access';
import type { Agent } from './helpers/agent';
import { fastest } from './helpers/backends';
import { agentFor } from './helpers/identities';
import { fillParams, listRoutes, type RouteInfo } from './helpers/routes';
import { useTestApp } from './helpers/testApp';

/**
 * The routes anyone may call (access 'public'): with a malformed request they answer 400 (or 404,
 * 200), not 401. Named here, so making a route public is a decision this list shows. /dev/mail and
 * /ops/backup are for the server's own machine (404 from elsewhere); /metrics comes from a plugin.
 */
const PUBLIC = [
  'POST /login',
  'POST /logout',
  'GET /logged-in',
  'POST /api/check-username',
  'POST /api/resend-confirmation',
  'POST /api/resetting/reset',
  'POST /api/resetting/set',
  'POST /api/bug-report',
  'GET /menu',
  'GET /online',
  'GET /ready',
  'GET /file/:id/:modified',
  'GET /image/:id/:width/:height/:modified',
  'GET /api/openapi.json',
  'GET /dev/mail',
  'GET /dev/mail/:id',
  'GET /ops/backup',
  'GET /metrics',
].sort();

/** The management API's resources and reading the bug reports: staff only, a student gets 403. */
const MANAGEMENT =
  /^\/api\/(user|school|school-location|school-year|student|alert|config|audit-log|contact|lesson-guide)(\/|$)/;
const staffOnly = (route: RouteInfo): boolean =>
  MANAGEMENT.test(route.url) || (route.method === 'GET' && route.url.startsWith('/api/bug-report'));

const MALFORMED_BODY = { unexpected: true };

/** The route called with a body (writes) or a query that no schema accepts, and '1' for each path parameter. */
function malformed(agent: Agent, route: RouteInfo) {
  const names = [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1]);
  const url = fillParams(route.url.replace('/*', '/x'), Object.fromEntries(names.map((name) => [name, '1'])));
  const method = route.method as 'GET' | 'POST' | 'PUT' | 'DELETE';
  return method === 'GET' ? agent.get(`${url}?unexpected=1`) : agent.request(method, url, MALFORMED_BODY);
}

describe('a route that declares no access', () => {
  it('keeps the app from starting', async () => {
    const app = Fastify();
    registerAccess(app);
    // buildApp awaits each register: the error ends it.
    const registered = app.register(async (routes) => {
      routes.get('/undeclared', async () => 'open');
    });
    await expect(registered).rejects.toThrow('GET /undeclared: declare who may call it (config.access');
    await app.close();
  });
});

describe.each(fastest)('authorization before validation on $name', (backend) => {
  const ctx = useTestApp(backend);

  it('an anonymous caller with a malformed request gets 401 on every route that is not public', async () => {
    const anonymous = await agentFor(ctx.app, 'anonymous');
    const routes = listRoutes(ctx.app);
    const answered: string[] = [];
    for (const route of routes) {
      const res = await malformed(anonymous, route);
      if (res.statusCode !== 401) answered.push(`${route.method} ${route.url}`);
    }
    expect(routes.length).toBeGreaterThan(90);
    expect(answered.sort()).toEqual(PUBLIC);
  }, 60_000);

  it('a student with a malformed request gets 403 on every staff route, as with a valid one', async () => {
    const student = await agentFor(ctx.app, 'student');
    const staffRoutes = listRoutes(ctx.app).filter(staffOnly);
    const got = new Map<string, number>();
    for (const route of staffRoutes)
      got.set(`${route.method} ${route.url}`, (await malformed(student, route)).statusCode);
    expect(staffRoutes.length).toBeGreaterThan(50);
    expect([...got].filter(([, status]) => status !== 403)).toEqual([]);
    // The same answer as with a valid body (authorizationMatrix.test.ts has every route's).
    const valid = await student.request('POST', '/api/school', { name: 'Nieuwe school', brin: '77XX' });
    const invalid = await student.request('POST', '/api/school', { name: '', brin: 12 });
    expect([valid.statusCode, invalid.statusCode]).toEqual([403, 403]);
    expect(invalid.json()).toEqual({ error: 'forbidden' });
  }, 60_000);

  // One route of each kind of access, valid and malformed side by side: the same status.
  it.each([
    ['pendingSecondFactor', 'anonymous', 'POST', '/2fa_check', { _auth_code: '123456' }, { _auth_code: 7 }, 401],
    ['user', 'anonymous', 'POST', '/api/test/skip-module', { module: 1 }, { module: 'een' }, 401],
    ['self', 'anonymous', 'POST', '/api/account/set-mfa-type', { type: 'email' }, { type: 'sms' }, 401],
    ['student', 'anonymous', 'POST', '/api/my-data/erasure-request', {}, { reason: 'x' }, 401],
    ['student', 'manager', 'POST', '/api/my-data/erasure-request', {}, { reason: 'x' }, 403],
    [
      '{ scope }',
      'anonymous',
      'POST',
      '/api/school-location',
      { schoolId: 1, name: 'Noord', city: null },
      { name: 3 },
      401,
    ],
    ['{ scope }', 'student', 'PUT', '/api/school/1', { name: 'Demo College', brin: '12AB' }, { brin: [] }, 403],
    ['{ scope, schoolToken }', 'anonymous', 'POST', '/api/student/preview-import', undefined, 'not a form', 401],
    ['{ scope, schoolToken }', 'student', 'POST', '/api/student/import', undefined, 'not a form', 403],
  ] as const)(
    '%s as %s: %s %s answers the same to a valid and a malformed body',
    async (_kind, who, method, url, valid, invalid, status) => {
      const agent = await agentFor(ctx.app, who);
      const got = [
        (await agent.request(method, url, valid ?? {})).statusCode,
        (
          await agent.request(
            method,
            url,
            invalid,
            typeof invalid === 'string' ? { 'content-type': 'multipart/form-data' } : {},
          )
        ).statusCode,
      ];
      expect(got).toEqual([status, status]);
    },
  );

  it("'self': an imitator gets 403 before the body is looked at", async () => {
    const admin = await agentFor(ctx.app, 'superAdmin');
    expect((await admin.get('/api/account?_switch_user=leerling%40demo.nl')).statusCode).toBe(200);
    const res = await admin.post('/api/account/change-password', { current_password: 42 });
    expect([res.statusCode, res.json()]).toEqual([403, { error: 'forbidden' }]);
  });

  it("'{ scope, schoolToken }': an unknown token gets 401 before the form is read", async () => {
    const anonymous = await agentFor(ctx.app, 'anonymous');
    const res = await anonymous.request('POST', '/api/student/import', 'not a form', {
      authorization: 'Bearer unknown-token',
      'content-type': 'multipart/form-data',
    });
    expect([res.statusCode, res.json()]).toEqual([401, { error: 'invalid_token' }]);
  });
});
