// SIGTERM under load (issue 24): the real server process (server/server.ts) takes offline-queue
// replays from several clients on keep-alive connections, gets SIGTERM half-way, and must exit 0
// with every acknowledged item stored; what it refused while stopping (503, closed connections) is
// what the app's queue classifies as "retry" (queueOutcome.ts), and replayed after the restart it is
// stored too, each item exactly once.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import axios, { type AxiosInstance } from 'axios';
import { loadConfig } from '../../server/config';
import { connectDatabase } from '../../server/db/connect';
import { DEMO_PASSWORD } from '../../server/db/seed';
import { outcomeOfError, outcomeOfResult } from '../../src/features/queue/queueOutcome';
import type { ModuleContent } from '../../src/shared/api';
import { FIXTURE_CONTENT, templateImage } from './helpers/testApp';
import { emptyAnswer } from '../../src/rules/emptyAnswer';

const ROOT = path.join(__dirname, '..', '..');
const CLIENTS = 6;

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

interface Running {
  child: ChildProcess;
  exited: Promise<number | null>;
  output: () => string;
}

async function startServer(env: Record<string, string>): Promise<Running> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/server.ts'], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const deadline = Date.now() + 150_000;
  while (!output.includes('runs at')) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { child, exited, output: () => output };
}

/** A logged-in client with its cookies and CSRF header, like the app's axios instance. */
async function client(base: string): Promise<AxiosInstance> {
  const cookies = new Map<string, string>();
  const http = axios.create({ baseURL: base, timeout: 20_000 });
  http.interceptors.request.use((config) => {
    config.headers.set('Cookie', [...cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    if (cookies.has('XSRF-TOKEN')) config.headers.set('X-XSRF-TOKEN', cookies.get('XSRF-TOKEN'));
    return config;
  });
  http.interceptors.response.use((res) => {
    for (const line of (res.headers['set-cookie'] as string[] | undefined) ?? []) {
      const [pair] = line.split(';');
      const eq = pair.indexOf('=');
      cookies.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
    return res;
  });
  await http.get('/online');
  await http.post('/login', { username: 'leerling@demo.nl', password: DEMO_PASSWORD });
  return http;
}

describe('SIGTERM under load', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lrc-sigterm-'));
  let server: Running | null = null;
  let env: Record<string, string>;

  beforeAll(async () => {
    // Always the embedded database: CI exports DATABASE_URL, which the spawned server would
    // otherwise inherit while storedIds() below reads this test's own data folder.
    env = {
      DATABASE_URL: '',
      DATABASE_SCHEMA: '',
      DATA_DIR: dataDir,
      CONTENT_DIR: FIXTURE_CONTENT,
      STATIC_DIR: path.join(dataDir, 'none'),
      PORT: String(await freePort()),
      HOST: '127.0.0.1',
      RATE_LIMIT_MAX: '1000',
      WRITE_RATE_LIMIT_MAX: '100000',
    };
    // The data folder starts as a copy of this run's migrated and seeded template, as a restored
    // backup would: the server then opens it instead of creating, migrating and seeding a database
    // (the first start's cost is not what this test is about).
    const { PGlite } = await import('@electric-sql/pglite');
    const pg = await PGlite.create({ dataDir: path.join(dataDir, 'pgdata'), loadDataDir: await templateImage() });
    await pg.close();
  }, 120_000);

  afterAll(async () => {
    if (server && server.child.exitCode === null) {
      server.child.kill('SIGKILL');
      await server.exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  async function storedIds(): Promise<string[]> {
    const db = await connectDatabase(loadConfig(env));
    try {
      return (await db.selectFrom('tests').select('id').execute()).map((r) => r.id);
    } finally {
      await db.destroy();
    }
  }

  it('stores every acknowledged item, and the refused ones are retried and stored once', async () => {
    server = await startServer(env);
    const base = `http://127.0.0.1:${env.PORT}`;
    const clients = await Promise.all(Array.from({ length: CLIENTS }, () => client(base)));
    const data: ModuleContent = (await clients[0].get('/api/test/data')).data;
    const module = data.modules[0];
    const slide = module.slides.find((s) => s.options.length > 0)!;
    const item = () => ({
      id: `q-${randomUUID()}`,
      type: 'FINISH_TEST' as const,
      data: {
        id: randomUUID(),
        module: module.id,
        meta: { age: 16, gender: 'male' },
        computed: {},
        finished: true,
        updatedAt: Date.now(),
        debug: false,
        actions: [],
        contact_data: false,
        test_result: 'good',
        norm_results: [],
        answers: [{ ...emptyAnswer({ id: slide.id }), options: [slide.options[0].id] }],
      },
    });

    const acknowledged: string[] = [];
    const toRetry: Array<ReturnType<typeof item>> = [];
    let signalled = false;
    // Each client replays items one after the other until the server stops answering it.
    const load = clients.map(async (http) => {
      for (;;) {
        const queued = item();
        try {
          const res = await http.post('/api/action-queue', { queue: [queued] });
          const outcome = outcomeOfResult(res.data.results[0]);
          if (outcome.kind === 'delivered') acknowledged.push(queued.data.id);
          else throw new Error(`unexpected outcome ${JSON.stringify(outcome)}`);
        } catch (err) {
          if (!signalled) throw err;
          // What the app's queue does with this failure: it must keep the item to send it again.
          expect(outcomeOfError(err)).toMatchObject({ kind: 'retry' });
          toRetry.push(queued);
          return;
        }
      }
    });
    while (acknowledged.length < 30) await new Promise((resolve) => setTimeout(resolve, 20));
    signalled = true;
    server.child.kill('SIGTERM');
    await Promise.all(load);
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('"msg":"stopped"');

    const stored = new Set(await storedIds());
    expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
    expect(toRetry.length).toBe(CLIENTS);

    // After the restart the queues replay what was refused; everything is stored exactly once.
    server = await startServer(env);
    const again = await client(base);
    const res = await again.post('/api/action-queue', { queue: toRetry });
    expect(res.data.results.map((r: { status: number }) => r.status)).toEqual(toRetry.map(() => 200));
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    const after = await storedIds();
    expect(after.length).toBe(new Set(after).size);
    // Every item a client sent is either acknowledged or retried: all of them are stored, once.
    expect(new Set(after)).toEqual(new Set([...acknowledged, ...toRetry.map((q) => q.data.id)]));
  }, 300_000);
});
