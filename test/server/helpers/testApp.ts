// Builds the real app once per describe block on a copy of a migrated and seeded template database
// (dbTemplate.ts: an in-memory PGlite loaded from an image, or a PostgreSQL database made with
// CREATE DATABASE … TEMPLATE), and puts back what a test changed before the next one (dbReset.ts).
// Each suite has its own copy, so parallel jest workers and runs never collide.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type BuildOptions, buildApp } from '../../../server/app';
import { loadConfig, type ServerConfig } from '../../../server/config';
import { kysely } from '../../../server/db/kysely';
import { DEMO_PASSWORD } from '../../../server/db/seed';
import { hashPassword } from '../../../server/services/passwords';
import { type Backend, PGLITE } from './backends';
import { DbReset } from './dbReset';
import { pgliteImage as pgliteImage_, postgresCopy } from './dbTemplate';

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
  /** Puts the database back before each test; its change counters tell which tables a request wrote. */
  reset: DbReset;
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
    // A cheap hash (argon2id still): tests log in hundreds of times; config.ts allows it under NODE_ENV=test only.
    PASSWORD_HASH_MEMORY_KIB: '256',
    PASSWORD_HASH_ITERATIONS: '1',
    NODE_ENV: 'test',
    ...(backend.databaseUrl ? { DATABASE_URL: backend.databaseUrl, DATABASE_SCHEMA: schema ?? '' } : {}),
    ...env,
  });
}

export const uniqueSchema = (): string => `lrc_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;

/** This run's PGlite template image (migrated and seeded), for a suite that builds its own app. */
export const templateImage = (contentDir = FIXTURE_CONTENT): Promise<Blob> => pgliteImage_(PGLITE, contentDir);

export async function truncateAll(app: FastifyInstance): Promise<void> {
  // A write a request does after its reply (an onResponse audit) would meet TRUNCATE's locks.
  await app.settled();
  await kysely()
    .sql.raw(`TRUNCATE ${TABLES.join(', ')} RESTART IDENTITY CASCADE`)
    .execute(app.db);
}

export async function dropSchema(app: FastifyInstance, schema: string | null): Promise<void> {
  if (schema) await kysely().sql.raw(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`).execute(app.db);
}

/** Call inside a describe: sets up beforeAll/beforeEach/afterAll and returns the (filled-in) context.
 *  `contentDir`: the modules to seed (default: the small fixtures); `build`: e.g. a test clock or a mail sender.
 *  The database is a copy of this run's template (dbTemplate.ts); before each test it is put back to
 *  the seeded state (dbReset.ts), once the previous test's trailing work is over. */
export function useTestApp(
  backend: Backend,
  env: Record<string, string> = {},
  contentDir = FIXTURE_CONTENT,
  build: Pick<BuildOptions, 'clock' | 'mailSender' | 'statsExportHooks'> = {},
): TestContext {
  const ctx = {} as TestContext;
  let dataDir = '';
  let drop: (() => Promise<void>) | null = null;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lrc-server-test-'));
    let database: Backend = backend;
    let image: Blob | undefined;
    if (backend.databaseUrl) {
      const copy = await postgresCopy(backend, contentDir);
      database = { ...backend, databaseUrl: copy.url };
      drop = copy.drop;
    } else {
      image = await pgliteImage_(backend, contentDir);
    }
    ctx.config = testConfig(dataDir, database, null, env);
    ctx.passwordHash = await hashPassword(DEMO_PASSWORD);
    ctx.app = await buildApp(ctx.config, {
      ...build,
      logger: false,
      ...(image ? { pglite: { image } } : {}),
      seed: { contentDir, passwordHash: ctx.passwordHash },
    });
    await ctx.app.ready();
    ctx.reset = new DbReset(ctx.app);
    await ctx.reset.init();
  }, 120_000);

  beforeEach(() => ctx.reset.reset());

  afterAll(async () => {
    if (ctx.app) await ctx.app.close();
    if (drop) await drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  return ctx;
}
