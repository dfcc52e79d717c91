// Issue 34: the raw export on two app instances sharing one PostgreSQL database (and one EXPORT_DIR,
// as docs/operations.md asks): every job runs once, and a job whose instance stops giving signs of
// life is taken over by the other, whose file is the only one kept.
import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { postgres } from './helpers/backends';
import { addExportData } from './helpers/exportData';
import { agentFor } from './helpers/identities';
import { FIXTURE_CONTENT, useTestApp } from './helpers/testApp';

const START = '/api/stats/modules/start-export-raw-data';

const suite = postgres ? describe : describe.skip;

suite('raw export on two instances sharing PostgreSQL', () => {
  // One gate for instance A: it waits after its first batch until the test lets it go on.
  let reached: () => void = () => undefined;
  let release: () => void = () => undefined;
  let armed = false;
  const ctx = useTestApp(postgres!, { EXPORT_BATCH_ROWS: '5', EXPORT_POLL_MS: '600000' }, undefined, {
    statsExportHooks: {
      afterBatch: async () => {
        if (!armed) return;
        armed = false;
        reached();
        await new Promise<void>((resolve) => (release = resolve));
      },
    },
  });
  let b: FastifyInstance;

  beforeAll(async () => {
    b = await buildApp(ctx.config, {
      logger: false,
      seed: { contentDir: FIXTURE_CONTENT, passwordHash: ctx.passwordHash },
    });
    await b.ready();
  }, 120_000);
  afterAll(async () => b?.close());
  afterEach(() => fs.rmSync(ctx.config.statsExport.dir, { recursive: true, force: true }));

  const jobs = () => ctx.app.db.selectFrom('stats_exports').selectAll().orderBy('id').execute();

  it('runs each of several jobs exactly once when both instances work the queue at the same time', async () => {
    const data = await addExportData(ctx.app);
    const requester = (
      await ctx.app.db
        .selectFrom('users')
        .select('id')
        .where('username', '=', 'admin@demo.nl')
        .executeTakeFirstOrThrow()
    ).id;
    await ctx.app.db
      .insertInto('stats_exports')
      .values([1, 2, 3, 4, 5, 6].map((n) => ({ requested_by: requester, format: n % 2 ? 'csv' : 'xlsx' }) as const))
      .execute();
    await Promise.all([ctx.app.statsExports.drain(), b.statsExports.drain(), ctx.app.statsExports.drain()]);
    const done = await jobs();
    expect(done.map((j) => [j.status, j.attempts, j.rows_done])).toEqual(done.map(() => ['done', 1, data.tests]));
    expect(fs.readdirSync(ctx.config.statsExport.dir).sort()).toEqual(done.map((j) => j.file_name).sort());
  });

  it("takes over from an instance that stopped renewing its lease; that instance's late file is thrown away", async () => {
    const data = await addExportData(ctx.app);
    armed = true;
    const arrived = new Promise<void>((resolve) => (reached = resolve));
    const admin = await agentFor(ctx.app, 'superAdmin');
    const { id } = (await admin.post(START, { format: 'csv' })).json();
    await arrived; // instance A holds the job, one batch written
    const [claimed] = await jobs();
    expect(claimed).toMatchObject({ id, status: 'running', claimed_by: ctx.app.statsExports.instance, attempts: 1 });
    // A hangs (its lease runs out without renewal): B takes the job over and finishes it.
    await ctx.app.db
      .updateTable('stats_exports')
      .set({ lease_until: new Date(Date.now() - 1000) })
      .execute();
    await b.statsExports.drain();
    const [taken] = await jobs();
    expect(taken).toMatchObject({
      status: 'done',
      attempts: 2,
      rows_done: data.tests,
      file_name: `export-${id}-2.csv`,
    });
    // A wakes up: its next renewal finds the job gone, and it drops its partial file.
    release();
    await ctx.app.statsExports.drain();
    expect(await jobs()).toEqual([taken]);
    expect(fs.readdirSync(ctx.config.statsExport.dir)).toEqual([`export-${id}-2.csv`]);
    const file = await admin.get(`/api/stats/modules/download-export-raw-data/${id}`);
    expect(file.body.trim().split('\r\n')).toHaveLength(data.tests + 1);
  });
});
