// The app a server bench measures, on PGlite or on PostgreSQL, built in a temporary data folder (and,
// on PostgreSQL, a schema of its own, dropped afterwards), so a bench leaves nothing behind and never
// touches another run's data.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { kysely } from '../../server/db/kysely';
import { report } from './report';

export type BenchDatabase = 'PGlite' | 'PostgreSQL';

/** Builds the app (seeded from `contentDir`), runs `body` on it, and removes what it made. */
export async function withBenchApp(
  tag: string,
  databaseUrl: string | null,
  contentDir: string,
  body: (app: FastifyInstance) => Promise<void>,
): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `lrc-bench-${tag}-`));
  const schema = databaseUrl ? `lrc_bench_${tag}_${process.pid}` : null;
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl, DATABASE_SCHEMA: schema! } : {}),
  });
  const app = await buildApp(config, { logger: false, seed: { contentDir } });
  await app.ready();
  try {
    await body(app);
  } finally {
    if (schema) await kysely().sql.raw(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`).execute(app.db);
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * Runs `bench` on each database the run asked for: PostgreSQL only when DATABASE_URL is set, and a
 * row saying so in its section when it is not.
 */
export async function onEachDatabase(
  databases: readonly string[],
  section: (name: BenchDatabase) => string,
  bench: (name: BenchDatabase, databaseUrl: string | null) => Promise<void>,
): Promise<void> {
  if (databases.includes('PGlite')) await bench('PGlite', null);
  if (!databases.includes('PostgreSQL')) return;
  if (process.env.DATABASE_URL) await bench('PostgreSQL', process.env.DATABASE_URL);
  else report({ section: section('PostgreSQL'), name: 'not run: DATABASE_URL is not set' });
}
