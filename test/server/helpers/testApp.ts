// Builds the real app once per test file and back end (a new PGlite database costs ~3 s), and
// isolates tests by truncating every table and re-seeding before each one. On PostgreSQL each file
// gets its own schema, dropped afterwards, so parallel jest workers and runs never collide.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type BuildOptions, buildApp } from '../../../server/app';
import { loadConfig, type ServerConfig } from '../../../server/config';
import { kysely } from '../../../server/db/kysely';
import { DEMO_PASSWORD, seedIfEmpty } from '../../../server/db/seed';
import { hashPassword } from '../../../server/services/passwords';
import type { Backend } from './backends';

export const FIXTURE_CONTENT = path.join(__dirname, '..', 'fixtures', 'content');

const TABLES = [
  'tests',
  'module_skips',
  'sessions',
  'tokens',
  'mail_outbox',
  'modules',
  'topics',
  'media',
  'menu_items',
  'users',
  'schools',
  'limit_counters',
];

export interface TestContext {
  app: FastifyInstance;
  config: ServerConfig;
  /** argon2id hash of DEMO_PASSWORD, computed once per file. */
  passwordHash: string;
}

export function testConfig(
  dataDir: string,
  backend: Backend,
  schema: string | null,
  env: Record<string, string> = {},
): ServerConfig {
  return loadConfig({
    DATA_DIR: dataDir,
    STATIC_DIR: path.join(dataDir, 'static'),
    CONTENT_DIR: FIXTURE_CONTENT,
    // The per-user write budget lives in memory for the whole file (tables are truncated, the app
    // is not rebuilt), so suites that store many tests are not cut off; userLimits.test.ts sets it.
    WRITE_RATE_LIMIT_MAX: '100000',
    // Mails one after another without the production pause (mail.test.ts sets its own).
    MAIL_INTERVAL_MS: '1',
    LOG_LEVEL: 'silent',
    ...(backend.databaseUrl ? { DATABASE_URL: backend.databaseUrl, DATABASE_SCHEMA: schema ?? '' } : {}),
    ...env,
  });
}

export const uniqueSchema = (): string => `lrc_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;

export async function truncateAll(app: FastifyInstance): Promise<void> {
  const { sql } = kysely();
  // A write the previous test's request finished after its reply (an onResponse audit, a session
  // touch) can still hold a row lock; TRUNCATE's table locks then meet it in the other order and
  // PostgreSQL ends one of the two with a deadlock. That is the test's timing, not the app's: try again.
  for (let attempt = 1; ; attempt++) {
    try {
      await sql.raw(`TRUNCATE ${TABLES.join(', ')} RESTART IDENTITY CASCADE`).execute(app.db);
      return;
    } catch (err) {
      if ((err as { code?: string }).code !== '40P01' || attempt === 5) throw err;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
    }
  }
}

export async function dropSchema(app: FastifyInstance, schema: string | null): Promise<void> {
  if (schema) await kysely().sql.raw(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`).execute(app.db);
}

/** Call inside a describe: sets up beforeAll/beforeEach/afterAll and returns the (filled-in) context.
 *  `contentDir`: the modules to seed (default: the small fixtures); `build`: e.g. a test clock or a mail sender. */
export function useTestApp(
  backend: Backend,
  env: Record<string, string> = {},
  contentDir = FIXTURE_CONTENT,
  build: Pick<BuildOptions, 'clock' | 'mailSender'> = {},
): TestContext {
  const ctx = {} as TestContext;
  let dataDir = '';
  let schema: string | null = null;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lrc-server-test-'));
    schema = backend.databaseUrl ? uniqueSchema() : null;
    ctx.config = testConfig(dataDir, backend, schema, env);
    ctx.passwordHash = await hashPassword(DEMO_PASSWORD);
    ctx.app = await buildApp(ctx.config, {
      ...build,
      logger: false,
      seed: { contentDir, passwordHash: ctx.passwordHash },
    });
    await ctx.app.ready();
    console.info(
      `server tests on ${backend.name}${schema ? ` (schema ${schema})` : ''}: ${path.basename(expect.getState().testPath ?? '')}`,
    );
  }, 60_000);

  beforeEach(async () => {
    await truncateAll(ctx.app);
    await seedIfEmpty(ctx.app.db, { contentDir, passwordHash: ctx.passwordHash });
  });

  afterAll(async () => {
    if (ctx.app) {
      await dropSchema(ctx.app, schema);
      await ctx.app.close();
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  return ctx;
}
