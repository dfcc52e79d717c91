// What a finish costs the database (issue 35): a new finish is one statement, finishes that arrive together
// share one multi-row INSERT, and each is still answered for itself (a replay 200 to its owner, 403 to
// anyone else, a row the database refuses fails its own finish only). On PostgreSQL, the probe of the
// session listener is shared by the callers that wait at once, and each still hears what it waited for.
import pg from 'pg';
import type { ModuleContent } from '../../src/shared/api';
import { kysely } from '../../server/db/kysely';
import { listenChannel } from '../../server/db/listenChannel';
import { insertTest, type NewTest } from '../../server/services/testInserts';
import { backends, PGLITE, postgres } from './helpers/backends';
import { finishedTest } from './helpers/finishPayload';
import { queriesOf } from './helpers/queriesOf';
import { demoIds, sessionAs } from './helpers/sessionAs';
import { useTestApp } from './helpers/testApp';

const isInsert = (query: string) => /^insert into tests/i.test(query);
/** What a request sent: the raw-export job's timer (services/statsExport) shares app.db and may run meanwhile. */
const ofRequest = (queries: string[]) => queries.filter((q) => !/"stats_exports"/.test(q));

describe.each(backends)('finish writes on $name', (backend) => {
  const ctx = useTestApp(backend);

  async function student(username = 'leerling@demo.nl') {
    const agent = await sessionAs(ctx.app, username);
    const data = (await agent.get('/api/test/data')).json() as ModuleContent;
    return { agent, module: data.modules[0].id };
  }

  const stored = async () => ctx.app.db.selectFrom('tests').select(['id', 'user_id']).execute();

  it('stores a new finish with one statement, and reads the stored row only for a replay', async () => {
    const { agent, module } = await student();
    const finish = finishedTest(module);
    const first = ofRequest(
      await queriesOf(ctx.app, async () => expect((await agent.post('/api/test/finish', finish)).statusCode).toBe(200)),
    );
    expect(first).toHaveLength(1);
    expect(isInsert(first[0])).toBe(true);

    const replay = ofRequest(
      await queriesOf(ctx.app, async () =>
        expect((await agent.post('/api/test/finish', finish)).json()).toEqual({ success: true }),
      ),
    );
    expect(replay.map((q) => (isInsert(q) ? 'insert' : /from "tests"/.test(q) ? 'read' : q))).toEqual([
      'insert',
      'read',
    ]);
    expect(await stored()).toHaveLength(1);
  });

  it('sends finishes that arrive together in fewer statements, each answered for itself', async () => {
    const a = await student();
    const b = await student('leerling@tweede.nl');
    const ids = await demoIds(ctx.app);
    const own = Array.from({ length: 6 }, () => finishedTest(a.module));
    // Two students claim one id at once: whichever is stored first keeps it, the other is refused.
    const claimed = finishedTest(a.module);
    let statuses: number[] = [];
    const queries = await queriesOf(ctx.app, async () => {
      const answers = await Promise.all([
        ...own.map((f) => a.agent.post('/api/test/finish', f)),
        a.agent.post('/api/test/finish', claimed),
        b.agent.post('/api/test/finish', { ...claimed, module: b.module }),
      ]);
      statuses = answers.map((r) => r.statusCode);
    });
    expect(statuses.slice(0, 6)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(statuses.slice(6).sort()).toEqual([200, 403]);
    expect(queries.filter(isInsert).length).toBeLessThan(own.length + 2);

    const rows = await stored();
    expect(rows).toHaveLength(7);
    const owner = rows.find((r) => r.id === claimed.id)?.user_id;
    expect(owner).toBe(statuses[6] === 200 ? ids.studentA : ids.studentB);
  });

  it('fails only the row the database refuses when rows go out together', async () => {
    const { module } = await student();
    const ids = await demoIds(ctx.app);
    const row = (fields: Partial<NewTest> = {}): NewTest => ({
      id: finishedTest(module).id,
      user_id: ids.studentA,
      module_id: module,
      module_version: 1,
      answers: '[]',
      meta: '{}',
      computed: '{}',
      result: 'neutral',
      norm_results: '[]',
      actions: '[]',
      contact_data: false,
      ...fields,
    });
    const good = [row(), row(), row()];
    const taken = good[0];
    const outcomes = await Promise.allSettled([
      ...good.map((r) => insertTest(ctx.app.db, r)),
      insertTest(ctx.app.db, row({ module_id: 999_999 })), // no such module: a foreign key refuses it
      insertTest(ctx.app.db, { ...taken }), // the same id again: not stored by this call
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    expect(outcomes.map((o) => (o.status === 'fulfilled' ? o.value : 'error'))).toEqual([
      true,
      true,
      true,
      'error',
      false,
    ]);
    expect((await stored()).map((r) => r.id).sort()).toEqual(good.map((r) => r.id).sort());
  });
});

(postgres ? describe : describe.skip)('the listener probe on PostgreSQL', () => {
  // Skipped without PostgreSQL: its hooks never run, so the fallback is never used.
  const ctx = useTestApp(postgres ?? PGLITE);

  it('shares one probe among the callers waiting at once, and each hears what was committed before its call', async () => {
    const channel = 'lrc_finish_writes_test';
    const heard: string[] = [];
    const listener = await listenChannel(ctx.config, ctx.app.db, {
      channel,
      name: 'lrc-finish-writes-test',
      heard: (payload) => heard.push(payload),
      listening: () => undefined,
      lost: () => undefined,
    });
    const probes = jest.spyOn(pg.Client.prototype, 'query');
    try {
      const { sql } = kysely();
      const waits: Array<Promise<boolean>> = [];
      for (let round = 0; round < 5; round++) {
        await sql`SELECT pg_notify(${channel}, ${String(round)})`.execute(ctx.app.db);
        // Four callers at once: the first probes, the others share the probe sent after it.
        for (let caller = 0; caller < 4; caller++) {
          waits.push(listener!.caughtUp().then((ok) => ok && heard.includes(String(round))));
        }
      }
      expect(await Promise.all(waits)).toEqual(Array(20).fill(true));
      const sent = probes.mock.calls.filter(([text]) => text === 'SELECT 1').length;
      expect(sent).toBeGreaterThan(0);
      expect(sent).toBeLessThanOrEqual(10);
    } finally {
      probes.mockRestore();
      await listener!.close();
    }
  });
});
