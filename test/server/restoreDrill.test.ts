// The restore drill (issue 24): a database with finished tests, a skip and finishes replayed through
// the offline queue, Oorcheck sessions (one complete, one in progress), a bug report and media →
// backup while the server runs → wipe → restore → the same answers from the API and the database,
// and a replayed queue item is still stored once. A restore refuses a database that holds
// anything unless forced, and (PGlite) refuses while a server runs on the data folder.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import type { ServerConfig } from '../../server/config';
import { kysely } from '../../server/db/kysely';
import { backup, restore } from '../../server/ops/backup';
import type { ModuleContent } from '../../src/shared/api';
import { Agent } from './helpers/agent';
import { backends } from './helpers/backends';
import { FIXTURE_CONTENT, testConfig, uniqueSchema } from './helpers/testApp';
import { emptyAnswer } from '../../src/rules/emptyAnswer';

/** A whole Oorcheck run as the test page plays it (the server picks the digits; any 3 digits answer). */
async function runOorcheck(agent: Agent, token: string): Promise<{ status?: string }> {
  await agent.post(`/api/oorcheck/session/${token}/open`);
  await agent.post(`/api/oorcheck/session/${token}/begin`, { mode: 'diotic' });
  for (let i = 0; i < 60; i++) {
    const body = (await agent.post(`/api/oorcheck/session/${token}/answer`, { response: '123' })).json();
    if (body.done) return body;
  }
  throw new Error('the Oorcheck run did not end');
}

interface Observed {
  account: unknown;
  oorcheck: unknown[];
  bugReport: unknown;
  media: string;
  tests: unknown[];
  skips: unknown[];
}

describe.each(backends)('restore drill on $name', (backend) => {
  let dataDir = '';
  let schema: string | null = null;
  let config: ServerConfig;
  let app: FastifyInstance | null = null;

  const start = async (): Promise<FastifyInstance> => {
    const started = await buildApp(config, { logger: false, seed: { contentDir: FIXTURE_CONTENT } });
    await started.listen({ port: 0, host: '127.0.0.1' });
    // The backup command finds a running PGlite server on PORT, as it would in production.
    config = { ...config, port: (started.server.address() as { port: number }).port };
    return started;
  };

  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lrc-drill-'));
    schema = backend.databaseUrl ? uniqueSchema() : null;
    config = testConfig(dataDir, backend, schema);
  });

  afterAll(async () => {
    if (app) {
      if (schema) await kysely().sql.raw(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`).execute(app.db);
      await app.close();
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  async function observe(
    running: FastifyInstance,
    oorcheckTokens: string[],
    bugReportId: number,
    mediaUrl: string,
  ): Promise<Observed> {
    const student = new Agent(running);
    expect((await student.login('leerling@demo.nl')).statusCode).toBe(200);
    const admin = new Agent(running);
    await admin.login('admin@demo.nl');
    // lastLogin is the login just made to look; everything else must be as it was.
    const { lastLogin: _lastLogin, ...account } = (await student.get('/api/account')).json();
    const oorcheck = await Promise.all(
      oorcheckTokens.map(async (t) => (await student.get(`/api/oorcheck/status/${t}`)).json()),
    );
    const bugReport = (await admin.get(`/api/bug-report/${bugReportId}`)).json();
    const media = (await student.get(mediaUrl)).rawPayload.toString('base64');
    const tests = await running.db
      .selectFrom('tests')
      .select(['id', 'user_id', 'module_id', 'answers', 'meta', 'computed', 'result', 'norm_results'])
      .orderBy('id')
      .execute();
    const skips = await running.db
      .selectFrom('module_skips')
      .select(['user_id', 'module_id'])
      .orderBy('module_id')
      .execute();
    return { account, oorcheck, bugReport, media, tests, skips };
  }

  it('gives the same answers after backup, wipe and restore', async () => {
    app = await start();
    const student = new Agent(app);
    await student.login('leerling@demo.nl');
    const data: ModuleContent = (await student.get('/api/test/data')).json();
    const [, second] = data.modules;
    const finish = (moduleIndex: number) => {
      const module = data.modules[moduleIndex];
      const slide = module.slides.find((s) => s.options.length > 0) ?? module.slides[0];
      return {
        id: randomUUID(),
        module: module.id,
        meta: { age: 15, gender: 'female' },
        computed: {},
        finished: true,
        updatedAt: Date.now(),
        debug: false,
        actions: [],
        contact_data: false,
        test_result: 'good',
        norm_results: [],
        answers: slide.options.length ? [{ ...emptyAnswer({ id: slide.id }), options: [slide.options[0].id] }] : [],
      };
    };
    const queue = [
      { id: 'q-1', type: 'FINISH_TEST', data: finish(0) },
      { id: 'q-2', type: 'SKIP_MODULE', data: { module: second.id } },
    ];
    expect(
      (await student.post('/api/action-queue', { queue })).json().results.map((r: { status: number }) => r.status),
    ).toEqual([200, 200]);
    // A second attempt at the first module, sent online.
    expect((await student.post('/api/test/finish', finish(0))).statusCode).toBe(200);
    const done = (await student.post('/api/oorcheck/start', {})).json().token as string;
    expect((await runOorcheck(student, done)).status).toBe('complete');
    const inProgress = (await student.post('/api/oorcheck/start', {})).json().token as string;
    await student.post(`/api/oorcheck/session/${inProgress}/open`);
    const bugReportId = (
      await student.post('/api/bug-report', { message: 'Vraag 2 laadt traag', data: { route: '/' } })
    ).json().id as number;
    const image = await app.db
      .selectFrom('media')
      .select(['id', 'modified'])
      .where('mime', 'like', 'image/%')
      .executeTakeFirstOrThrow();
    const mediaUrl = `/file/${image.id}/${Number(image.modified)}`;
    const before = await observe(app, [done, inProgress], bugReportId, mediaUrl);
    expect(before.tests).toHaveLength(2);
    expect(before.oorcheck).toEqual([
      expect.objectContaining({ status: 'complete' }),
      expect.objectContaining({ status: 'started' }),
    ]);

    // Backup while the server runs (and answers requests meanwhile).
    const file = path.join(dataDir, backend.databaseUrl ? 'backup.pgdump' : 'backup.tar.gz');
    const [made] = await Promise.all([
      backup(config, file),
      student.get('/api/account'),
      student.get('/api/test/data'),
    ]);
    expect(made.kind).toBe(backend.name);
    if (!backend.databaseUrl) {
      expect(made.viaServer).toBe(true);
      await expect(restore(config, file)).rejects.toThrow(/stop it before restoring/);
    }

    // Wipe.
    if (schema) await kysely().sql.raw(`DROP SCHEMA "${schema}" CASCADE`).execute(app.db);
    await app.close();
    app = null;
    if (!schema) fs.rmSync(path.join(dataDir, 'pgdata'), { recursive: true, force: true });

    // Restore into the empty database; a second restore is refused, then forced.
    await restore(config, file);
    await expect(restore(config, file)).rejects.toThrow(/not empty.*--force/);
    const forced = await restore(config, file, { force: true });
    if (!schema) expect(fs.existsSync(forced.replaced as string)).toBe(true);

    app = await start();
    const after = await observe(app, [done, inProgress], bugReportId, mediaUrl);
    expect(after).toEqual(before);

    // The offline queue replaying the same items after the restore stores nothing twice.
    const again = new Agent(app);
    await again.login('leerling@demo.nl');
    expect(
      (await again.post('/api/action-queue', { queue })).json().results.map((r: { status: number }) => r.status),
    ).toEqual([200, 200]);
    expect(await app.db.selectFrom('tests').select('id').execute()).toHaveLength(2);
  }, 180_000);
});
