// Backup and restore of the whole database, for `npm run backup -- FILE` and
// `npm run restore -- FILE` (see cli.ts) and the restore drill in the tests.
// - PGlite: a backup is a gzipped tar of the data folder (PGlite's dumpDataDir). PGlite lives inside
//   the server process, so while the server runs the backup is taken by the server itself
//   (GET /ops/backup, this machine only) between two transactions; when it does not run, the
//   folder is opened directly. A restore unpacks into an empty data folder.
// - PostgreSQL: pg_dump in its custom format (a consistent snapshot while the server runs) and
//   pg_restore, when those programs are installed; otherwise the error says what to run.
// A restore never overwrites a database that holds anything unless told to (force).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { ServerConfig } from '../config';

export class OpsError extends Error {}

const GZIP_MAGIC = [0x1f, 0x8b];
const PGDUMP_MAGIC = 'PGDMP';

export const pgliteDir = (config: ServerConfig): string => path.join(config.dataDir, 'pgdata');

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'pipe'], env });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', (err: NodeJS.ErrnoException) =>
      reject(
        err.code === 'ENOENT'
          ? new OpsError(`${command} is not installed (Debian: apt-get install postgresql-client)`)
          : err,
      ),
    );
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new OpsError(`${command} failed (exit ${code}): ${stderr.trim()}`)),
    );
  });
}

/** The PostgreSQL URL without its password (which goes to the tools through PGPASSWORD instead). */
function pgTarget(config: ServerConfig): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(config.databaseUrl as string);
  const env = { ...process.env };
  if (url.password) env.PGPASSWORD = decodeURIComponent(url.password);
  url.password = '';
  return { url: url.toString(), env };
}

/** Writes FILE through a temporary name, so a failed backup never leaves a half file under the real name. */
async function writeAtomically(file: string, produce: (tmp: string) => Promise<void>): Promise<void> {
  const tmp = `${file}.partial`;
  try {
    await produce(tmp);
    fs.renameSync(tmp, file);
  } finally {
    fs.rmSync(tmp, { force: true });
  }
}

/** A consistent tar.gz of a PGlite database that no server has open. */
async function dumpClosedPglite(config: ServerConfig): Promise<Buffer> {
  const dir = pgliteDir(config);
  if (!fs.existsSync(path.join(dir, 'PG_VERSION'))) throw new OpsError(`no PGlite database in ${dir}`);
  const { PGlite } = await import('@electric-sql/pglite');
  const pg = await PGlite.create(dir);
  try {
    await pg.exec('CHECKPOINT');
    return Buffer.from(await (await pg.dumpDataDir('gzip')).arrayBuffer());
  } finally {
    await pg.close();
  }
}

/** Asks the server on this machine for the backup; null when no server listens on the port. */
async function dumpFromRunningServer(config: ServerConfig): Promise<Buffer | null> {
  let res: Response;
  try {
    res = await fetch(`http://127.0.0.1:${config.port}/ops/backup`, { signal: AbortSignal.timeout(10 * 60_000) });
  } catch (err) {
    const code = (err as { cause?: { code?: string } }).cause?.code;
    if (code === 'ECONNREFUSED') return null;
    throw err;
  }
  if (res.status !== 200)
    throw new OpsError(
      `the server on port ${config.port} refused the backup (HTTP ${res.status}); is it this installation's server?`,
    );
  return Buffer.from(await res.arrayBuffer());
}

export interface BackupResult {
  kind: 'PGlite' | 'PostgreSQL';
  bytes: number;
  /** PGlite: whether the running server made it. */
  viaServer?: boolean;
}

export async function backup(config: ServerConfig, file: string): Promise<BackupResult> {
  if (config.databaseUrl) {
    const { url, env } = pgTarget(config);
    const schema = config.databaseSchema ? ['--schema', config.databaseSchema] : [];
    await writeAtomically(file, (tmp) =>
      run(
        'pg_dump',
        ['--format=custom', '--no-owner', '--no-privileges', ...schema, '--file', tmp, '--dbname', url],
        env,
      ),
    );
    return { kind: 'PostgreSQL', bytes: fs.statSync(file).size };
  }
  const fromServer = await dumpFromRunningServer(config);
  const data = fromServer ?? (await dumpClosedPglite(config));
  await writeAtomically(file, async (tmp) => fs.writeFileSync(tmp, data, { mode: 0o600 }));
  return { kind: 'PGlite', bytes: data.length, viaServer: fromServer !== null };
}

async function serverAnswers(config: ServerConfig): Promise<boolean> {
  try {
    await fetch(`http://127.0.0.1:${config.port}/online`, { signal: AbortSignal.timeout(3_000) });
    return true;
  } catch {
    return false;
  }
}

async function pgIsEmpty(config: ServerConfig): Promise<boolean> {
  const { Client } = await import('pg');
  const client = new Client({ connectionString: config.databaseUrl as string });
  await client.connect();
  try {
    const schema = config.databaseSchema ?? 'public';
    const { rows } = await client.query<{ n: string }>(
      `SELECT count(*) AS n FROM information_schema.tables WHERE table_schema = $1 AND table_type = 'BASE TABLE'`,
      [schema],
    );
    return Number(rows[0].n) === 0;
  } finally {
    await client.end();
  }
}

export interface RestoreOptions {
  /** Overwrite a database that is not empty (PGlite: the old folder is kept beside it). */
  force?: boolean;
}

export async function restore(
  config: ServerConfig,
  file: string,
  { force = false }: RestoreOptions = {},
): Promise<{ kind: string; replaced?: string }> {
  if (!fs.existsSync(file)) throw new OpsError(`${file} does not exist`);
  const head = Buffer.alloc(5);
  const fd = fs.openSync(file, 'r');
  fs.readSync(fd, head, 0, 5, 0);
  fs.closeSync(fd);

  if (config.databaseUrl) {
    if (head.toString('latin1') !== PGDUMP_MAGIC)
      throw new OpsError(`${file} is not a pg_dump archive (a PGlite backup restores only with DATABASE_URL unset)`);
    const empty = await pgIsEmpty(config);
    if (!empty && !force)
      throw new OpsError(
        `the database (schema ${config.databaseSchema ?? 'public'}) is not empty; stop every instance and add --force to replace its contents`,
      );
    const { url, env } = pgTarget(config);
    const clean = empty ? [] : ['--clean', '--if-exists'];
    await run(
      'pg_restore',
      ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', ...clean, '--dbname', url, file],
      env,
    );
    return { kind: 'PostgreSQL' };
  }

  if (head[0] !== GZIP_MAGIC[0] || head[1] !== GZIP_MAGIC[1])
    throw new OpsError(`${file} is not a PGlite backup (a pg_dump archive restores only with DATABASE_URL set)`);
  if (await serverAnswers(config))
    throw new OpsError(`a server answers on port ${config.port}: stop it before restoring`);
  const dir = pgliteDir(config);
  let replaced: string | undefined;
  if (fs.existsSync(dir) && fs.readdirSync(dir).length > 0) {
    if (!force) throw new OpsError(`${dir} is not empty; add --force to replace it (the old folder is kept beside it)`);
    replaced = `${dir}.replaced-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    fs.renameSync(dir, replaced);
  }
  fs.mkdirSync(dir, { recursive: true });
  const { PGlite } = await import('@electric-sql/pglite');
  const pg = await PGlite.create({ dataDir: dir, loadDataDir: new Blob([fs.readFileSync(file)]) });
  try {
    // A backup that does not open as this app's database is no backup: fail loudly now.
    await pg.query('SELECT count(*) FROM users');
  } finally {
    await pg.close();
  }
  return { kind: 'PGlite', ...(replaced ? { replaced } : {}) };
}
