// The backup and restore commands as an operator types them (issue 24, docs/operations.md "Backup
// and restore"): `npm run backup -- FILE` (scripts/ops.js) while the built server runs, then the
// data is wiped, `npm run restore -- FILE` brings it back, a second restore refuses the non-empty
// database with a one-line reason and exit code 1, `--force` replaces it, and the restarted server
// answers with the student's data. On PGlite a restore is also refused while the server runs. On
// PostgreSQL (when DATABASE_URL is set) the commands wrap pg_dump and pg_restore.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { startServer, type RunningServer } from './support/server';
import { DEMO_PASSWORD } from './support/student';

jest.setTimeout(180_000);

const root = path.resolve(__dirname, '../..');
const backends = [
  { name: 'PGlite', databaseUrl: null as string | null },
  ...(process.env.DATABASE_URL ? [{ name: 'PostgreSQL', databaseUrl: process.env.DATABASE_URL }] : []),
];

/** A logged-in student talking to the server as the app does (session cookie, CSRF header). */
class Student {
  private cookies = new Map<string, string>();
  constructor(private readonly baseUrl: string) {}

  async request(method: string, url: string, body?: unknown): Promise<Response> {
    const xsrf = [...this.cookies].find(([name]) => name.endsWith('XSRF-TOKEN'))?.[1];
    const res = await fetch(`${this.baseUrl}${url}`, {
      method,
      headers: {
        cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(xsrf ? { 'x-xsrf-token': decodeURIComponent(xsrf) } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const at = pair.indexOf('=');
      this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return res;
  }

  async login(): Promise<void> {
    await this.request('GET', '/online');
    const res = await this.request('POST', '/login', { username: 'leerling@demo.nl', password: DEMO_PASSWORD });
    expect(res.status).toBe(200);
  }
}

/** Runs the command like `npm run backup -- …` does. Not spawnSync: the server under test writes
 * its log into this process's pipes, which must keep being read while the command waits for it. */
function ops(args: string[], env: Record<string, string>): Promise<{ status: number | null; out: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(root, 'scripts/ops.js'), ...args], {
      cwd: root,
      env: { ...process.env, ...env },
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    const timer = setTimeout(() => child.kill('SIGKILL'), 120_000);
    child.on('error', reject);
    child.on('close', (status) => {
      clearTimeout(timer);
      resolve({ status, out });
    });
  });
}

describe.each(backends)('npm run backup / restore on $name', ({ databaseUrl }) => {
  let server: RunningServer;
  const schema = databaseUrl ? `ops_${randomBytes(6).toString('hex')}` : '';
  const dbEnv: Record<string, string> = databaseUrl
    ? { DATABASE_URL: databaseUrl, DATABASE_SCHEMA: schema }
    : { DATABASE_URL: '', DATABASE_SCHEMA: '' };

  const sql = async (text: string) => {
    const { Client } = await import('pg');
    const client = new Client({ connectionString: databaseUrl as string });
    await client.connect();
    try {
      await client.query(text);
    } finally {
      await client.end();
    }
  };

  afterAll(async () => {
    await server?.dispose();
    if (databaseUrl) await sql(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  });

  it('backs up while the server runs, restores into an empty database, and refuses to overwrite without --force', async () => {
    // A first start, as an operator's: the backup and restore must work on a database the server made itself.
    server = await startServer(dbEnv, { fresh: true });
    const env = { ...dbEnv, DATA_DIR: server.dataDir, PORT: String(server.port) };
    const student = new Student(server.url);
    await student.login();
    const { modules } = (await (await student.request('GET', '/api/test/data')).json()) as {
      modules: Array<{ id: number }>;
    };
    const skipped = modules[1].id;
    expect((await student.request('POST', '/api/test/skip-module', { module: skipped })).status).toBe(200);

    const file = path.join(server.dataDir, databaseUrl ? 'lrc.backup' : 'lrc.tar.gz');
    const made = await ops(['backup', file], env);
    expect(made).toEqual({ status: 0, out: expect.stringMatching(/^Backup of .* written to /) });
    if (!databaseUrl) {
      expect(made.out).toMatch(/made by the running server/);
      const refused = await ops(['restore', file], env);
      expect(refused.status).toBe(1);
      expect(refused.out).toMatch(/stop it before restoring/);
    }
    expect(fs.statSync(file).size).toBeGreaterThan(1000);

    // Wipe: the server stops, the data goes.
    await server.stop();
    if (databaseUrl) await sql(`DROP SCHEMA "${schema}" CASCADE`);
    else fs.rmSync(path.join(server.dataDir, 'pgdata'), { recursive: true, force: true });

    expect(await ops(['restore', file], env)).toEqual({ status: 0, out: expect.stringMatching(/^Restored /) });
    const again = await ops(['restore', file], env);
    expect(again.status).toBe(1);
    expect(again.out).toMatch(/not empty.*--force/);
    expect(again.out.trim().split('\n')).toHaveLength(1);
    expect((await ops(['restore', file, '--force'], env)).status).toBe(0);

    await server.restart();
    const back = new Student(server.url);
    await back.login();
    const account = (await (await back.request('GET', '/api/account')).json()) as { skippedModules: number[] };
    expect(account.skippedModules).toContain(skipped);
  });
});
