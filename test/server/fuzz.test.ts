// Property-based fuzzing of every route (enumerated from Fastify, not listed by hand): random and
// malformed bodies, path parameters and query strings, as an anonymous visitor and as a logged-in
// student, with a valid, missing or wrong CSRF token. Properties: never a 5xx; every 4xx is JSON
// with a known string `error` code; a rejected request leaves every table unchanged.
import { Agent } from './helpers/agent';
import { backends, FASTEST } from './helpers/backends';
import { fuzzAs } from './helpers/fuzzRun';
import { listRoutes } from './helpers/routes';
import { useTestApp } from './helpers/testApp';

describe.each(backends)('fuzzing every route on $name', (backend) => {
  const ctx = useTestApp(backend, { ACCOUNT_RATE_LIMIT_MAX: '1000000', ADDRESS_FAILURE_LIMIT_MAX: '1000000' });

  it('finds every API route of the spec in the app', () => {
    const urls = new Set(listRoutes(ctx.app).map((r) => `${r.method} ${r.url}`));
    for (const expected of [
      'POST /login',
      'POST /logout',
      'POST /2fa_check',
      'GET /logged-in',
      'GET /menu',
      'GET /online',
      'GET /api/test/data',
      'POST /api/test/finish',
      'GET /dev/mail',
      'GET /file/:id/:modified',
      'GET /image/:id/:width/:height/:modified',
    ]) {
      expect(urls).toContain(expected);
    }
    expect(urls.size).toBeGreaterThanOrEqual(30);
  });

  // What the fuzzing found (each was a 500), kept as plain examples.
  it.each([
    ['an id beyond PostgreSQL integer', 'GET', '/file/2147483648/1', undefined],
    ['an id beyond PostgreSQL integer', 'GET', '/image/9999999999/360/auto/1', undefined],
    ['U+0000 in stored JSON', 'POST', '/api/bug-report', { message: 'Het werkt niet', data: { route: 'a\u0000b' } }],
    ['U+0000 in a key', 'POST', '/api/bug-report', { message: 'Het werkt niet', data: { 'a\u0000': 1 } }],
    ['a lone surrogate', 'POST', '/api/bug-report', { message: 'x\uD800', data: {} }],
    ['U+0000 in a looked-up name', 'POST', '/api/check-username', { username: 'leerling\u0000@demo.nl' }],
  ])('answers 400 invalid_request to %s (%s %s)', async (_what, method, url, body) => {
    const agent = new Agent(ctx.app);
    const res = await agent.request(method as 'GET' | 'POST', url, body);
    expect([res.statusCode, res.json()]).toEqual([400, { error: 'invalid_request' }]);
  });

  // The random part runs on one database, the fastest at hand (helpers/backends.ts): the routes' code
  // is the same on both, and what it found is kept above as examples for both.
  (backend.name === FASTEST ? it.each : it.skip.each)([
    ['an anonymous visitor', null, 10],
    ['a logged-in student', 'leerling@demo.nl', 30],
  ])(
    'as %s: no 5xx, JSON error codes, rejected requests change nothing',
    async (_who, username, atLeast) => {
      const { failures, reached } = await fuzzAs(ctx, { username });
      expect(failures).toEqual([]);
      // Reaching the handlers is the point: a session lost on the way would leave only refusals.
      expect(reached).toBeGreaterThanOrEqual(atLeast);
    },
    240_000,
  );
});
