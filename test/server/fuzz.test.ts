// Property-based fuzzing of every route (enumerated from Fastify, not listed by hand): random and
// malformed bodies, path parameters and query strings, as an anonymous visitor and as a logged-in
// student, with a valid, missing or wrong CSRF token. Properties: never a 5xx; every 4xx is JSON
// with a known string `error` code; a rejected request leaves every table unchanged.
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { ERROR_CODES } from '../../src/shared/errorCodes';
import { Agent } from './helpers/agent';
import { backends } from './helpers/backends';
import { dbChecksum, tableNames, type Checksum } from './helpers/dbChecksum';
import { bodies, params, queries, type Body } from './helpers/fuzzInputs';
import { fillParams, listRoutes, type RouteInfo } from './helpers/routes';
import { useTestApp } from './helpers/testApp';

/** Runs per route and identity: enough to reach the handlers, small enough for PGlite in CI. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 25);
/**
 * Runs for a route this identity may not use: access is checked before the input is read
 * (authorizationBeforeValidation.test.ts), so every input meets the same refusal and a few show it.
 */
const REFUSED_RUNS = 3;
/** A fixed seed, so a failure in CI is the same failure on a developer's machine (FUZZ_SEED to explore others). */
const SEED = Number(process.env.FUZZ_SEED ?? 20261126);

// Every code the API may answer with: the one list (src/shared/errors/messages.ts).
const KNOWN_CODES = new Set<string>(ERROR_CODES);

interface FuzzRequest {
  params: Record<string, string>;
  query: string;
  body: Body;
  csrf: 'valid' | 'missing' | 'wrong';
  remoteAddress: string;
}

function requests(route: RouteInfo): fc.Arbitrary<FuzzRequest> {
  return fc.record({
    params: params(route),
    query: queries(route),
    body: route.method === 'GET' ? fc.constant<Body>({ kind: 'none' }) : bodies(route),
    csrf: fc.constantFrom('valid', 'valid', 'valid', 'missing', 'wrong'),
    // Random client addresses keep per-IP rate limits from hiding the handlers; loopback reaches /dev/mail.
    remoteAddress: fc.oneof(
      fc.constant('127.0.0.1'),
      fc.tuple(fc.nat(255), fc.nat(255)).map(([a, b]) => `10.9.${a}.${b}`),
    ),
  });
}

describe.each(backends)('fuzzing every route on $name', (backend) => {
  const ctx = useTestApp(backend, { ACCOUNT_RATE_LIMIT_MAX: '1000000', ADDRESS_FAILURE_LIMIT_MAX: '1000000' });

  function inject(agent: Agent, route: RouteInfo, req: FuzzRequest) {
    const url = fillParams(route.url, req.params) + (req.query ? `?${req.query}` : '');
    const headers: Record<string, string> = {};
    const cookie = [...agent.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (cookie) headers.cookie = cookie;
    if (req.csrf === 'valid') headers['x-xsrf-token'] = agent.cookies.get('XSRF-TOKEN') ?? '';
    if (req.csrf === 'wrong') headers['x-xsrf-token'] = 'not-a-token';
    const options: InjectOptions = {
      method: route.method as InjectOptions['method'],
      url,
      headers,
      remoteAddress: req.remoteAddress,
    };
    if (req.body.kind === 'json') {
      headers['content-type'] = 'application/json';
      const text = JSON.stringify(req.body.value);
      if (text !== undefined) options.payload = text;
    } else if (req.body.kind === 'raw') {
      headers['content-type'] = req.body.contentType;
      options.payload = req.body.payload;
    }
    return ctx.app.inject(options);
  }

  /** A plain request (valid CSRF token, no input): its answer, to see whether it is refused for who asks. */
  async function probe(agent: Agent, route: RouteInfo) {
    const ids = Object.fromEntries([...route.url.matchAll(/:(\w+)/g)].map((m) => [m[1], '1']));
    const res = await inject(agent, route, {
      params: ids,
      query: '',
      body: { kind: 'none' },
      csrf: 'valid',
      remoteAddress: '10.9.0.1',
    });
    await ctx.app.settled();
    return res;
  }

  const refusedByAccess = (res: Awaited<ReturnType<typeof probe>>): boolean =>
    (res.statusCode === 401 && res.json<{ error?: unknown }>().error === 'unauthorized') ||
    (res.statusCode === 403 && res.json<{ error?: unknown }>().error === 'forbidden');

  async function fuzzAs(username: string | null): Promise<string[]> {
    const tables = await tableNames(ctx.app);
    const agent = new Agent(ctx.app);
    const logIn = async () => {
      if (!username) return void (await agent.get('/online'));
      await ctx.app.db.deleteFrom('limit_counters').execute();
      await ctx.app.db.updateTable('users').set({ mfa_type: 'none' }).where('username', '=', username).execute();
      expect((await agent.login(username)).statusCode).toBe(200);
    };
    await logIn();
    // A table's md5 is taken again only when its change counter moved (helpers/dbReset.ts): most
    // refused requests write nothing, and checksumming every table after each of them was most of the run.
    const writes = await ctx.reset.watch();
    const moved = async (): Promise<string[]> => (await writes()).filter((name) => tables.includes(name));
    let before: Checksum = await dbChecksum(ctx.app, tables);
    const failures: string[] = [];
    const routes = listRoutes(ctx.app);
    for (const route of routes) {
      const plain = await probe(agent, route);
      if (plain.statusCode < 400 && route.url === '/logout') await logIn();
      const probed = await moved();
      if (probed.length) before = { ...before, ...(await dbChecksum(ctx.app, probed)) };
      const numRuns = refusedByAccess(plain) ? REFUSED_RUNS : RUNS;
      const property = fc.asyncProperty(requests(route), async (req) => {
        const res = await inject(agent, route, req);
        await ctx.app.settled();
        const where = `${res.statusCode} ${res.body.slice(0, 200)}`;
        if (res.statusCode >= 500) throw new Error(`server error: ${where}`);
        if (res.statusCode < 400) {
          // Accepted: state may change; a logout ends the session, so log in again.
          if (route.url === '/logout') await logIn();
          await ctx.app.settled();
          const written = await moved();
          if (written.length) before = { ...before, ...(await dbChecksum(ctx.app, written)) };
          return;
        }
        if (!String(res.headers['content-type']).startsWith('application/json')) throw new Error(`not JSON: ${where}`);
        const error = (res.json() as { error?: unknown }).error;
        if (typeof error !== 'string' || !KNOWN_CODES.has(error)) throw new Error(`no known error code: ${where}`);
        const written = await moved();
        if (written.length === 0) return;
        const after = await dbChecksum(ctx.app, written);
        const changed = written.filter((t) => t in after && after[t] !== before[t]);
        if (changed.length) throw new Error(`rejected (${where}) but changed ${changed.join(', ')}`);
      });
      try {
        await fc.assert(property, { numRuns, seed: SEED });
      } catch (err) {
        const cause = (err as Error & { cause?: Error }).cause;
        failures.push(
          `${route.method} ${route.url}: ${cause?.message ?? ''}\n${(err as Error).message.split('\n').slice(0, 3).join('\n')}`,
        );
        await moved();
        before = await dbChecksum(ctx.app, tables);
      }
    }
    return failures;
  }

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

  // The random part runs on PGlite only: the routes' code is the same on both databases, and what it
  // found is kept above as examples for both.
  (backend.name === 'PGlite' ? it.each : it.skip.each)([
    ['an anonymous visitor', null],
    ['a logged-in student', 'leerling@demo.nl'],
  ])(
    'as %s: no 5xx, JSON error codes, rejected requests change nothing',
    async (_who, username) => {
      expect(await fuzzAs(username)).toEqual([]);
    },
    240_000,
  );
});
