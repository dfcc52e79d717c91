// Fuzzes every route as one identity (fuzz.test.ts, fuzzManagement.test.ts): random and malformed
// bodies, path parameters and query strings with a valid, missing or wrong CSRF token. Properties: never
// a 5xx; every 4xx is JSON with a known string `error` code; a rejected request leaves every table as it was.
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { ERROR_CODES } from '../../../src/shared/errorCodes';
import { Agent } from './agent';
import { dbChecksum, tableNames, type Checksum } from './dbChecksum';
import { bodies, params, queries, type Body } from './fuzzInputs';
import { fillParams, listRoutes, type RouteInfo } from './routes';
import type { TestContext } from './testApp';

/** Runs per route and identity: enough to reach the handlers, small enough for PGlite in CI. */
export const RUNS = Number(process.env.FUZZ_RUNS ?? 25);
/**
 * Runs for a route this identity may not use: access is checked before the input is read
 * (authorizationBeforeValidation.test.ts), so every input meets the same refusal and a few show it.
 */
const REFUSED_RUNS = 3;
/** A fixed seed, so a failure in CI is the same failure on a developer's machine (FUZZ_SEED to explore others). */
const SEED = Number(process.env.FUZZ_SEED ?? 20261126);

// Every code the API may answer with: the one list (src/shared/errors/messages.ts).
const KNOWN_CODES = new Set<string>(ERROR_CODES);

export interface FuzzRequest {
  params: Record<string, string>;
  query: string;
  body: Body;
  csrf: 'valid' | 'missing' | 'wrong';
  remoteAddress: string;
}

function requests(route: RouteInfo, keepQuery: (query: string) => boolean): fc.Arbitrary<FuzzRequest> {
  return fc.record({
    params: params(route),
    query: queries(route).filter(keepQuery),
    body: route.method === 'GET' ? fc.constant<Body>({ kind: 'none' }) : bodies(route),
    csrf: fc.constantFrom('valid', 'valid', 'valid', 'missing', 'wrong'),
    // Random client addresses keep per-IP rate limits from hiding the handlers; loopback reaches /dev/mail.
    remoteAddress: fc.oneof(
      fc.constant('127.0.0.1'),
      fc.tuple(fc.nat(255), fc.nat(255)).map(([a, b]) => `10.9.${a}.${b}`),
    ),
  });
}

export interface Identity {
  username: string | null;
  /** Random inputs per route this identity may use (default RUNS). */
  runs?: number;
  /** Routes left out for this identity (those that would change who it is). */
  skipRoute?: (route: RouteInfo) => boolean;
  /** Query strings left out (e.g. the imitation switch). */
  keepQuery?: (query: string) => boolean;
  /**
   * After an accepted write: whether the session is still this identity as it was; when not, the
   * database is put back and the identity logs in again.
   */
  stillItself?: (agent: Agent) => Promise<boolean>;
}

export interface FuzzOutcome {
  /** One line per route whose property failed. */
  failures: string[];
  /** Routes whose handlers the identity reached (not refused for who it is). */
  reached: number;
}

export async function fuzzAs(ctx: TestContext, identity: Identity): Promise<FuzzOutcome> {
  const { username } = identity;
  const tables = await tableNames(ctx.app);
  const agent = new Agent(ctx.app);

  const inject = (route: RouteInfo, req: FuzzRequest) => {
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
  };

  const logIn = async () => {
    if (!username) return void (await agent.get('/online'));
    await ctx.app.db.deleteFrom('limit_counters').execute();
    await ctx.app.db.updateTable('users').set({ mfa_type: 'none' }).where('username', '=', username).execute();
    const res = await agent.login(username);
    if (res.statusCode !== 200) throw new Error(`login as ${username}: ${res.statusCode}`);
  };
  await logIn();
  // A table's md5 is taken again only when its change counter moved (helpers/dbReset.ts): most
  // refused requests write nothing, and checksumming every table after each of them was most of the run.
  const writes = await ctx.reset.watch();
  const moved = async (): Promise<string[]> => (await writes()).filter((name) => tables.includes(name));
  let before: Checksum = await dbChecksum(ctx.app, tables);

  /** After an accepted request: log in again if it ended or changed the session, and take the new state. */
  const accepted = async (route: RouteInfo) => {
    await ctx.app.settled();
    if (route.url === '/logout') await logIn();
    else if (route.method !== 'GET' && identity.stillItself && !(await identity.stillItself(agent))) {
      await ctx.reset.reset();
      await logIn();
      await moved();
      before = await dbChecksum(ctx.app, tables);
      return;
    }
    const written = await moved();
    if (written.length) before = { ...before, ...(await dbChecksum(ctx.app, written)) };
  };

  const failures: string[] = [];
  let reached = 0;
  for (const route of listRoutes(ctx.app)) {
    if (identity.skipRoute?.(route)) continue;
    // A plain request (valid CSRF token, no input) tells whether the route is refused for who asks.
    const ids = Object.fromEntries([...route.url.matchAll(/:(\w+)/g)].map((m) => [m[1], '1']));
    const plain = await inject(route, {
      params: ids,
      query: '',
      body: { kind: 'none' },
      csrf: 'valid',
      remoteAddress: '10.9.0.1',
    });
    await accepted(route);
    const error = plain.statusCode >= 400 ? plain.json<{ error?: unknown }>().error : null;
    const refused =
      (plain.statusCode === 401 && error === 'unauthorized') || (plain.statusCode === 403 && error === 'forbidden');
    if (!refused) reached += 1;

    const property = fc.asyncProperty(requests(route, identity.keepQuery ?? (() => true)), async (req) => {
      const res = await inject(route, req);
      await ctx.app.settled();
      const where = `${res.statusCode} ${res.body.slice(0, 200)}`;
      if (res.statusCode >= 500) throw new Error(`server error: ${where}`);
      if (res.statusCode < 400) return accepted(route);
      if (!String(res.headers['content-type']).startsWith('application/json')) throw new Error(`not JSON: ${where}`);
      const code = (res.json() as { error?: unknown }).error;
      if (typeof code !== 'string' || !KNOWN_CODES.has(code)) throw new Error(`no known error code: ${where}`);
      const written = await moved();
      if (written.length === 0) return;
      const after = await dbChecksum(ctx.app, written);
      const changed = written.filter((t) => t in after && after[t] !== before[t]);
      if (changed.length) throw new Error(`rejected (${where}) but changed ${changed.join(', ')}`);
    });
    try {
      await fc.assert(property, { numRuns: refused ? REFUSED_RUNS : (identity.runs ?? RUNS), seed: SEED });
    } catch (err) {
      const cause = (err as Error & { cause?: Error }).cause;
      failures.push(
        `${route.method} ${route.url}: ${cause?.message ?? ''}\n${(err as Error).message.split('\n').slice(0, 3).join('\n')}`,
      );
      await moved();
      before = await dbChecksum(ctx.app, tables);
    }
  }
  return { failures, reached };
}
