// What names one test run's template databases and files, and removes them at the end of the run
// (globalTeardown). Light on purpose: jest's main process loads it, without the app.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PoolClient } from 'pg';

/** One tag per jest run (set by globalSetup), so runs side by side never share a template. */
export const runTag = (): string => process.env.LRC_TEST_RUN ?? `p${process.ppid}`;

export const templateRoot = (): string => path.join(os.tmpdir(), `lrc-test-templates-${runTag()}`);

/** The URL of `databaseUrl`'s server with another database name. */
export const withDatabase = (databaseUrl: string, name: string): string => {
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

export async function withAdmin<T>(databaseUrl: string, work: (client: PoolClient) => Promise<T>): Promise<T> {
  const { Pool } = await import('pg');
  const pool = new Pool({ connectionString: databaseUrl, max: 1 });
  const client = await pool.connect();
  try {
    return await work(client);
  } finally {
    client.release();
    await pool.end();
  }
}

/** globalTeardown: this run's templates, files and databases. */
export async function dropTemplates(databaseUrl: string | null): Promise<void> {
  fs.rmSync(templateRoot(), { recursive: true, force: true });
  if (!databaseUrl) return;
  await withAdmin(databaseUrl, async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE datname LIKE $1 OR datname LIKE $2`,
      [`lrc_tpl_${runTag()}_%`.toLowerCase(), `lrc_t_${runTag()}_%`.toLowerCase()],
    );
    for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  });
}
