// Load on the API with autocannon: GET /api/test/data, POST /api/test/finish (a new test id per
// request) and the same finish through POST /api/action-queue (one item per request) as a logged-in
// student (session cookie + XSRF header), next to a bare Fastify route on the same machine; on
// PGlite, on PostgreSQL when DATABASE_URL is set, and with two app instances on one PostgreSQL,
// requests split across both ports and one session: the server keeps no state of its own. The servers run as child processes (LOG_LEVEL=warn, login rate limit raised for the
// benchmark only); autocannon runs here. Knobs: BENCH_LOAD_SECONDS (10), BENCH_CONNECTIONS (50).
// The GETs ask for what a browser accepts (Accept-Encoding: gzip, deflate, br): the content is sent
// compressed, as a phone gets it.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import autocannon from 'autocannon';
import { startServer, type RunningServer } from '../test/e2e/support/server';
import { cpuSeconds } from './support/cpu';
import { envNumber, report } from './support/report';
import { logInOverHttp, type Session } from './support/session';
import { finishedTest } from '../test/server/helpers/finishPayload';

const SECONDS = envNumber('BENCH_LOAD_SECONDS', 10);
const CONNECTIONS = envNumber('BENCH_CONNECTIONS', 50);
const SECTION = `Server under load: ${CONNECTIONS} connections, ${SECONDS} s (autocannon)`;
const BROWSER_ENCODINGS = { 'accept-encoding': 'gzip, deflate, br' };
const SERVER_ENV = {
  LOG_LEVEL: 'warn',
  ACCOUNT_RATE_LIMIT_MAX: '100000',
  ADDRESS_FAILURE_LIMIT_MAX: '100000',
  WRITE_RATE_LIMIT_MAX: '100000',
};

interface Target {
  url: string;
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: () => string;
}

type Result = autocannon.Result;

function run(target: Target, connections = CONNECTIONS): Promise<Result> {
  return autocannon({
    url: target.url,
    connections,
    duration: SECONDS,
    requests: [
      {
        method: target.method,
        path: target.path,
        headers: { ...target.headers, ...(target.body ? { 'content-type': 'application/json' } : {}) },
        // A fresh body per request: every finish is a new test id.
        ...(target.body ? { setupRequest: (req: autocannon.Request) => ({ ...req, body: target.body?.() }) } : {}),
      },
    ],
  });
}

const errorsOf = (r: Result) => r.errors + r.timeouts + r.non2xx;

/** Issue 35's targets: GET /api/test/data on each database, finishes on PostgreSQL. */
const DATA_TARGET = { minRps: 3000, p99Below: 50 };
const FINISH_TARGET = { minRps: 1000 };

/**
 * One table row. `serverCpu` is the CPU seconds the app's process(es) used during the run: on a shared
 * two-core machine the load generator takes its share, so requests per server CPU-second says what one
 * core of the app could answer (PGlite's queries count in it; PostgreSQL's run in its own processes).
 */
function row(
  name: string,
  results: Result[],
  target?: { p99Below?: number; minRps?: number },
  serverCpu?: number | null,
) {
  const requests = results.reduce((s, r) => s + r.requests.total, 0);
  const rps = results.reduce((s, r) => s + r.requests.average, 0);
  const errors = results.reduce((s, r) => s + errorsOf(r), 0);
  const p50 = Math.max(...results.map((r) => r.latency.p50));
  const p99 = Math.max(...results.map((r) => r.latency.p99));
  const checks: string[] = ['0 errors'];
  let met = errors === 0;
  if (target?.minRps) {
    checks.push(`≥ ${target.minRps} req/s`);
    met = met && rps >= target.minRps;
  }
  if (target?.p99Below) {
    checks.push(`p99 < ${target.p99Below} ms`);
    met = met && p99 < target.p99Below;
  }
  report({
    section: SECTION,
    name,
    'req/s': Math.round(rps),
    'p50 ms': p50,
    'p99 ms': p99,
    requests,
    'server CPU s': serverCpu == null ? '' : serverCpu.toFixed(1),
    'req per server CPU-s': serverCpu ? Math.round(requests / serverCpu) : '',
    errors,
    target: checks.join(', '),
    met,
  });
}

async function startBare(): Promise<{ url: string; stop: () => void }> {
  const child = spawn(process.execPath, [path.join(__dirname, 'support', 'bareServer.js')], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<string>((resolve) => child.stdout.once('data', (d) => resolve(String(d).trim())));
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill() };
}

async function firstModule(server: RunningServer, session: Session): Promise<number> {
  const data = (await (await fetch(`${server.url}/api/test/data`, { headers: session.headers })).json()) as {
    modules: Array<{ id: number }>;
  };
  return data.modules[0].id;
}

async function finishBody(server: RunningServer, session: Session): Promise<() => string> {
  const module = await firstModule(server, session);
  return () => JSON.stringify(finishedTest(module));
}

/** The same finish as the offline queue replays it: one FINISH_TEST item per request, as the app sends. */
async function queueBody(server: RunningServer, session: Session): Promise<() => string> {
  const module = await firstModule(server, session);
  return () => JSON.stringify({ queue: [{ id: randomUUID(), type: 'FINISH_TEST', data: finishedTest(module) }] });
}

/** What `load` gave, and the CPU seconds `servers` used meanwhile (null where /proc is missing). */
async function measured(
  servers: RunningServer[],
  load: () => Promise<Result[]>,
): Promise<{ results: Result[]; cpu: number | null }> {
  const before = servers.map((s) => cpuSeconds(s.pid()));
  const results = await load();
  const after = servers.map((s) => cpuSeconds(s.pid()));
  const spent = after.map((a, i) => (a === null || before[i] === null ? null : a - before[i]!));
  return { results, cpu: spent.some((v) => v === null) ? null : spent.reduce((t, v) => t! + v!, 0) };
}

async function benchApp(label: string, env: Record<string, string>, finishTarget?: { minRps: number }) {
  const server = await startServer({ ...SERVER_ENV, ...env });
  try {
    const session = await logInOverHttp(server.url);
    const data = await measured([server], async () => [
      await run({
        url: server.url,
        method: 'GET',
        path: '/api/test/data',
        headers: { ...session.headers, ...BROWSER_ENCODINGS },
      }),
    ]);
    row(`${label}: GET /api/test/data`, data.results, DATA_TARGET, data.cpu);
    const body = await finishBody(server, session);
    const finish = await measured([server], async () => [
      await run({ url: server.url, method: 'POST', path: '/api/test/finish', headers: session.headers, body }),
    ]);
    row(`${label}: POST /api/test/finish`, finish.results, finishTarget, finish.cpu);
    const queue = await queueBody(server, session);
    const queued = await measured([server], async () => [
      await run({ url: server.url, method: 'POST', path: '/api/action-queue', headers: session.headers, body: queue }),
    ]);
    row(`${label}: POST /api/action-queue (1 finish each)`, queued.results, finishTarget, queued.cpu);
  } finally {
    await server.dispose();
  }
}

async function benchTwoInstances(databaseUrl: string) {
  const a = await startServer({ ...SERVER_ENV, DATABASE_URL: databaseUrl });
  const b = await startServer({ ...SERVER_ENV, DATABASE_URL: databaseUrl });
  try {
    // Logged in on instance A only: instance B must accept the same session and XSRF token.
    const session = await logInOverHttp(a.url);
    const half = Math.max(1, Math.floor(CONNECTIONS / 2));
    const get = (s: RunningServer) =>
      run(
        { url: s.url, method: 'GET', path: '/api/test/data', headers: { ...session.headers, ...BROWSER_ENCODINGS } },
        half,
      );
    const data = await measured([a, b], () => Promise.all([get(a), get(b)]));
    row('2 instances, 1 PostgreSQL: GET /api/test/data', data.results, DATA_TARGET, data.cpu);
    const body = await finishBody(a, session);
    const post = (s: RunningServer) =>
      run({ url: s.url, method: 'POST', path: '/api/test/finish', headers: session.headers, body }, half);
    const finish = await measured([a, b], () => Promise.all([post(a), post(b)]));
    row('2 instances, 1 PostgreSQL: POST /api/test/finish', finish.results, FINISH_TARGET, finish.cpu);
  } finally {
    await a.dispose();
    await b.dispose();
  }
}

async function main() {
  const bare = await startBare();
  try {
    row('Bare Fastify route: GET /bare', [await run({ url: bare.url, method: 'GET', path: '/bare' })]);
    row('Bare Fastify route: POST /bare', [
      await run({ url: bare.url, method: 'POST', path: '/bare', body: () => JSON.stringify({ id: randomUUID() }) }),
    ]);
  } finally {
    bare.stop();
  }
  await benchApp('PGlite', {});
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    await benchApp('PostgreSQL', { DATABASE_URL: databaseUrl }, FINISH_TARGET);
    await benchTwoInstances(databaseUrl);
  } else {
    report({
      section: SECTION,
      name: 'PostgreSQL and 2 instances on 1 PostgreSQL',
      'req/s': 'not run: DATABASE_URL is not set',
    });
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
