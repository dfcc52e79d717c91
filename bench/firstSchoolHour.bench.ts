// "First school hour" (issue 19): students of one school arrive as a Poisson process and each does
// what the app does: username check → login (5 % mistype the password once first) → test data →
// one module answered and finished through the action queue → the results PDF. All from one
// address (a school's one connection), side by side with the same crowd spread over 100 addresses;
// on PGlite, and on PostgreSQL with one and with two app instances (students alternate) when
// DATABASE_URL is set. Reported per step: p50/p95/p99, refusals (429), errors, and the server's CPU.
// Distinct sources are loopback addresses (127.0.0.x via http.request's localAddress).
//
// Time compression: BENCH_SCHOOL_MINUTES (default 10) is the arrival window. A shorter window keeps
// the same Poisson process with the rate scaled up (N students over M minutes: mean gap 60·M/N s),
// so it is a harder test than the real hour, not an easier one.
// Knobs: BENCH_SCHOOL_STUDENTS (1000), BENCH_SCHOOL_MINUTES (10), BENCH_SCHOOL_SEED (7), and
// BENCH_SCHOOL_ADDRESSES, the address counts compared (default 1,100; the suite's smoke run: 100), and
// BENCH_SCHOOL_SETUPS, which of 'pglite', 'pg1' (one instance on PostgreSQL, issue 35's target) and
// 'pg2' (two instances on one PostgreSQL) run (default all three; each takes the whole window), and
// BENCH_SCHOOL_LOGIN_SECONDS (3), how long the login-cost row verifies passwords.
import fs from 'node:fs';
import http from 'node:http';
import { hash, verify } from '@node-rs/argon2';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../server/config';
import { connectDatabase } from '../server/db/connect';
import { json } from '../server/db/json';
import { kysely, loadKysely } from '../server/db/kysely';
import { migrateAndSeed } from '../server/db/migrate';
import { DEMO_PASSWORD } from '../server/db/seed';
import { PRODUCTION_HASH_COST } from '../server/services/passwordCost';
import { startServer, type RunningServer } from '../test/e2e/support/server';
import { cpuSeconds } from './support/cpu';
import { envNumber, percentile, report, round } from './support/report';
import { emptyAnswer } from '../src/rules/emptyAnswer';
import { finishedTest } from '../test/server/helpers/finishPayload';

const STUDENTS = envNumber('BENCH_SCHOOL_STUDENTS', 1000);
const MINUTES = envNumber('BENCH_SCHOOL_MINUTES', 10);
const ADDRESSES = (process.env.BENCH_SCHOOL_ADDRESSES || '1,100').split(',').map(Number);
/** How long the login-cost row verifies passwords one after another (at least 5 times). */
const LOGIN_COST_SECONDS = envNumber('BENCH_SCHOOL_LOGIN_SECONDS', 3);
const SETUPS = new Set((process.env.BENCH_SCHOOL_SETUPS || 'pglite,pg1,pg2').split(',').map((s) => s.trim()));
const unknownSetups = [...SETUPS].filter((s) => !['pglite', 'pg1', 'pg2'].includes(s));
if (unknownSetups.length)
  throw new Error(`BENCH_SCHOOL_SETUPS: unknown ${unknownSetups.join(', ')} (pglite, pg1, pg2)`);
const addressLabel = (n: number) => (n === 1 ? '1 address' : `${n} addresses`);
const MISTYPE = 0.05;
const STEPS = ['check', 'login', 'test data', 'finish (action queue)', 'PDF'] as const;
type Step = (typeof STEPS)[number];
/** Issue 35: every step but login (argon2id's cost by design) answers within this at p99. */
const STEP_P99_TARGET_MS = 200;
const SECTION = `First school hour: ${STUDENTS} students arriving over ${MINUTES} min (Poisson), 5 % mistype once`;

/** Small deterministic PRNG (mulberry32), so every run has the same arrivals and typists. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** One student's browser: its own cookies, the XSRF header like axios, a fixed source address. */
class Browser {
  private readonly jar = new Map<string, string>();

  constructor(
    private readonly base: URL,
    private readonly localAddress: string,
  ) {}

  request(method: string, pathname: string, body?: unknown): Promise<Reply> {
    const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
    const headers: Record<string, string> = { accept: 'application/json' };
    if (this.jar.size) headers.cookie = [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const xsrf = this.jar.get('XSRF-TOKEN');
    if (xsrf) headers['x-xsrf-token'] = decodeURIComponent(xsrf);
    if (payload) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = String(payload.length);
    }
    return new Promise((resolve, reject) => {
      const req = http.request(
        {
          host: this.base.hostname,
          port: this.base.port,
          path: pathname,
          method,
          headers,
          localAddress: this.localAddress,
          agent: false,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            for (const line of res.headers['set-cookie'] ?? []) {
              const [pair] = line.split(';');
              const eq = pair.indexOf('=');
              const name = pair.slice(0, eq).trim();
              const value = pair.slice(eq + 1).trim();
              if (value === '' || /max-age=0/i.test(line)) this.jar.delete(name);
              else this.jar.set(name, value);
            }
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) });
          });
          res.on('error', reject);
        },
      );
      req.setTimeout(120_000, () => req.destroy(new Error('timeout')));
      req.on('error', reject);
      if (payload) req.write(payload);
      req.end();
    });
  }
}

interface Tally {
  ms: Record<Step, number[]>;
  refused: Record<Step, number>;
  errors: Record<Step, number>;
  firstError: string | null;
  correctLoginsRefused: number;
}

const newTally = (): Tally => ({
  ms: Object.fromEntries(STEPS.map((s) => [s, []])) as unknown as Record<Step, number[]>,
  refused: Object.fromEntries(STEPS.map((s) => [s, 0])) as Record<Step, number>,
  errors: Object.fromEntries(STEPS.map((s) => [s, 0])) as Record<Step, number>,
  firstError: null,
  correctLoginsRefused: 0,
});

interface ModuleShape {
  id: number;
  slides: Array<{ id: number; options?: Array<{ id: number }> }>;
}

async function student(base: URL, address: string, username: string, mistype: boolean, tally: Tally): Promise<void> {
  const browser = new Browser(base, address);
  const timed = async (
    step: Step,
    call: () => Promise<Reply>,
    ok: (r: Reply) => boolean = (r) => r.status === 200,
  ): Promise<Reply | null> => {
    const started = performance.now();
    try {
      const reply = await call();
      tally.ms[step].push(performance.now() - started);
      if (reply.status === 429) tally.refused[step]++;
      else if (!ok(reply)) {
        tally.errors[step]++;
        tally.firstError ??= `${step}: ${reply.status} ${reply.body.toString('utf8').slice(0, 200)}`;
      }
      return ok(reply) ? reply : null;
    } catch (err) {
      tally.errors[step]++;
      tally.firstError ??= `${step}: ${String(err)}`;
      return null;
    }
  };
  // The login page itself (hands out the XSRF cookie), not measured.
  await browser.request('GET', '/online');
  if (!(await timed('check', () => browser.request('POST', '/api/check-username', { username })))) return;
  if (
    mistype &&
    !(await timed(
      'login',
      () => browser.request('POST', '/login', { username, password: DEMO_PASSWORD.toLowerCase() }),
      (r) => r.status === 401,
    ))
  )
    return;
  const login = await timed('login', () => browser.request('POST', '/login', { username, password: DEMO_PASSWORD }));
  if (!login) {
    tally.correctLoginsRefused++;
    return;
  }
  const data = await timed('test data', () => browser.request('GET', '/api/test/data'));
  if (!data) return;
  const modules = (JSON.parse(data.body.toString('utf8')) as { modules: ModuleShape[] }).modules;
  const module = modules.find((m) => m.slides.some((s) => s.options?.length)) ?? modules[0];
  const slide = module.slides.find((s) => s.options?.length);
  const answers = slide?.options?.length ? [{ ...emptyAnswer({ id: slide.id }), options: [slide.options[0].id] }] : [];
  const test = finishedTest(module.id, { answers, meta: { age: 15, gender: 'female' } });
  const queued = await timed(
    'finish (action queue)',
    () => browser.request('POST', '/api/action-queue', { queue: [{ id: 'q-1', type: 'FINISH_TEST', data: test }] }),
    (r) => {
      if (r.status !== 200) return false;
      const results = (JSON.parse(r.body.toString('utf8')) as { results: Array<{ status: number }> }).results;
      return results.every((x) => x.status === 200);
    },
  );
  if (!queued) return;
  await timed(
    'PDF',
    () => browser.request('GET', `/api/test/result-pdf?test=${test.id}&result=neutral&skip_actions=0`),
    (r) => r.status === 200 && r.body.subarray(0, 4).toString() === '%PDF',
  );
}

/** The demo content plus STUDENTS activated students with the demo password, before any server starts. */
async function prepareDatabase(env: Record<string, string>): Promise<void> {
  await loadKysely();
  const config = loadConfig({ ...env, CONTENT_DIR: path.resolve(__dirname, '..', 'content') });
  const db = await connectDatabase(config);
  try {
    await migrateAndSeed(db, config, { contentDir: config.contentDir });
    const template = await db
      .selectFrom('users')
      .selectAll()
      .where('username', '=', 'leerling@demo.nl')
      .executeTakeFirstOrThrow();
    const { id: _id, ...rest } = template;
    for (let start = 0; start < STUDENTS; start += 250) {
      const batch = Array.from({ length: Math.min(250, STUDENTS - start) }, (_, i) => ({
        ...rest,
        username: `leerling${start + i + 1}@school.nl`,
        roles: json(rest.roles),
        managing_schools: json([]),
        managing_locations: json([]),
      }));
      await db.insertInto('users').values(batch).execute();
    }
  } finally {
    await db.destroy();
  }
}

async function runScenario(label: string, servers: RunningServer[], addresses: number): Promise<void> {
  const rand = random(envNumber('BENCH_SCHOOL_SEED', 7));
  const meanGapMs = (MINUTES * 60_000) / STUDENTS;
  const tally = newTally();
  const cpuBefore = servers.map((s) => cpuSeconds(s.pid()));
  const started = performance.now();
  const running: Array<Promise<void>> = [];
  let at = 0;
  for (let i = 0; i < STUDENTS; i++) {
    at += -Math.log(1 - rand()) * meanGapMs;
    const wait = at - (performance.now() - started);
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const server = servers[i % servers.length];
    const address = `127.0.0.${1 + (i % addresses)}`;
    running.push(
      student(
        new URL(server.url.replace('localhost', '127.0.0.1')),
        address,
        `leerling${i + 1}@school.nl`,
        rand() < MISTYPE,
        tally,
      ),
    );
  }
  await Promise.all(running);
  const wallSeconds = (performance.now() - started) / 1000;
  const cpu = servers.map((s, i) => {
    const after = cpuSeconds(s.pid());
    const before = cpuBefore[i];
    return after !== null && before !== null ? after - before : null;
  });
  const cpuText = cpu.every((c) => c !== null)
    ? `${round(
        (cpu as number[]).reduce((a, b) => a + b, 0),
        0,
      )} s (${round(((cpu as number[]).reduce((a, b) => a + b, 0) / wallSeconds) * 100, 0)} % of one core)`
    : 'n/a';
  for (const step of STEPS) {
    const ms = tally.ms[step];
    report({
      section: SECTION,
      name: `${label}: ${step}`,
      requests: ms.length,
      'p50 ms': round(percentile(ms, 0.5), 0),
      'p95 ms': round(percentile(ms, 0.95), 0),
      'p99 ms': round(percentile(ms, 0.99), 0),
      refused: tally.refused[step],
      errors: tally.errors[step],
      ...(step === 'check' ? { 'server CPU': cpuText, 'wall s': round(wallSeconds, 0) } : {}),
      ...(step === 'login'
        ? {
            target: '0 correct logins refused, 0 errors',
            met: tally.correctLoginsRefused === 0 && STEPS.every((s) => tally.errors[s] === 0),
          }
        : // Issue 35's target is for one instance on PostgreSQL; elsewhere the figure stands alone.
          label.startsWith('PostgreSQL, 1 instance')
          ? { target: `p99 ≤ ${STEP_P99_TARGET_MS} ms`, met: percentile(ms, 0.99) <= STEP_P99_TARGET_MS }
          : {}),
    });
  }
  if (tally.firstError) console.error(`${label}: first error: ${tally.firstError}`);
}

async function withServers(
  label: string,
  count: number,
  env: Record<string, string>,
  run: (servers: RunningServer[]) => Promise<void>,
): Promise<void> {
  process.stderr.write(`first school hour: ${label}…\n`);
  await prepareDatabase(env);
  const servers: RunningServer[] = [];
  try {
    for (let i = 0; i < count; i++) servers.push(await startServer({ LOG_LEVEL: 'warn', ...env }));
    await run(servers);
  } finally {
    for (const s of servers) await s.dispose();
  }
}

/**
 * Logins a second one core can check at the production cost (OWASP's argon2id minimum, the server's
 * default): verifications one after another on this thread, after two to warm up.
 */
async function loginsPerCore(): Promise<void> {
  const stored = await hash(DEMO_PASSWORD, PRODUCTION_HASH_COST);
  for (let i = 0; i < 2; i++) await verify(stored, DEMO_PASSWORD);
  const times: number[] = [];
  const until = performance.now() + LOGIN_COST_SECONDS * 1000;
  while (performance.now() < until || times.length < 5) {
    const t = performance.now();
    await verify(stored, DEMO_PASSWORD);
    times.push(performance.now() - t);
  }
  const median = percentile(times, 0.5);
  report({
    section: `Login cost: argon2id at the production cost (${PRODUCTION_HASH_COST.memoryCost} KiB, ${PRODUCTION_HASH_COST.timeCost} iterations, OWASP's minimum)`,
    name: 'one verification on one core',
    verifications: times.length,
    'median ms': round(median, 1),
    'p95 ms': round(percentile(times, 0.95), 1),
    'logins a second per core': round(1000 / median, 0),
  });
}

async function main() {
  await loginsPerCore();
  if (SETUPS.has('pglite'))
    for (const addresses of ADDRESSES) {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lrc-school-'));
      try {
        await withServers('PGlite', 1, { DATA_DIR: dataDir }, (servers) =>
          runScenario(`PGlite, ${addressLabel(addresses)}`, servers, addresses),
        );
      } finally {
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    }
  const instances = [1, 2].filter((n) => SETUPS.has(`pg${n}`));
  if (!instances.length) return;
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    report({ section: SECTION, name: 'PostgreSQL', requests: 'not run: DATABASE_URL is not set' });
    return;
  }
  for (const count of instances)
    for (const addresses of ADDRESSES) {
      const schema = `bench_school_${process.pid}_${count}_${addresses}`;
      const env = { DATABASE_URL: databaseUrl, DATABASE_SCHEMA: schema };
      const label = `PostgreSQL, ${count === 1 ? '1 instance' : `${count} instances`}`;
      try {
        await withServers('PostgreSQL', count, env, (servers) =>
          runScenario(`${label}, ${addressLabel(addresses)}`, servers, addresses),
        );
      } finally {
        const config = loadConfig(env);
        const db = await connectDatabase(config);
        await kysely().sql.raw(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`).execute(db);
        await db.destroy();
      }
    }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
