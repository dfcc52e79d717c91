// The statistics cache (server/services/stats/cache.ts): a school year counted once is kept between
// requests, until the database says something under it changed (migrations 019, 021, 022), whichever way the
// change was made; a test finished today (after the cutoff of every figure) drops nothing; without a
// listener nothing is kept. The figures after a change are those of the data after it.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { kysely } from '../../../server/db/kysely';
import { REPLICA_LAG_MS, StatsCache } from '../../../server/services/stats/cache';
import { STATS_LISTENER_NAME, statsCacheOf } from '../../../server/services/stats/changes';
import { schoolYearOf } from '../../../src/shared/management/schoolYear';
import type { ModuleContent } from '../../../src/shared/api';
import type { Dashboard, StatsTable } from '../../../src/shared/management/stats';
import type { Agent } from '../helpers/agent';
import { backends, postgres } from '../helpers/backends';
import { demoIds, sessionAs } from '../helpers/sessionAs';
import { addStatStudents, times } from '../helpers/statsFixture';
import { useTestApp } from '../helpers/testApp';

const current = schoolYearOf(new Date());
const past = current - 1;

async function sportId(app: FastifyInstance) {
  return (await app.db.selectFrom('modules').select('id').where('name', '=', 'sport_test').executeTakeFirstOrThrow())
    .id;
}

async function eventually(what: string, check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`still not: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.each(backends)('the statistics cache on $name', (backend) => {
  const ctx = useTestApp(backend);
  let manager: Agent;
  let moduleId: number;
  let ids: Awaited<ReturnType<typeof demoIds>>;

  const cache = () => statsCacheOf(ctx.app.statsDb)!;
  const total = async (year: number) => {
    const res = await manager.get(`/api/stats/modules/${moduleId}/year?schoolYear=${year}`);
    expect(res.statusCode).toBe(200);
    return (res.json() as StatsTable).total.count;
  };
  const students = (n: number, finishedAt: Date) =>
    addStatStudents(
      ctx.app,
      moduleId,
      times(n, { schoolId: ids.schoolA, locationId: ids.locationMain, className: '3C', result: 'good', finishedAt }),
    );

  beforeEach(async () => {
    ids = await demoIds(ctx.app);
    moduleId = await sportId(ctx.app);
    manager = await sessionAs(ctx.app, 'manager@demo.nl');
  });

  it('keeps a school year between requests, and counts again after a test of that year is written', async () => {
    await students(12, new Date(past, 9, 1));
    expect(await total(past)).toEqual({ value: 12 });
    const read = cache().counts.read;
    expect(await total(past)).toEqual({ value: 12 });
    expect(cache().counts.read).toBe(read);
    // Straight into the database, as an operator or another instance would: heard all the same.
    await students(1, new Date(past, 11, 1));
    expect(await total(past)).toEqual({ value: 13 });
    expect(cache().counts.read).toBe(read + 1);
    // A removed test too.
    await ctx.app.db
      .deleteFrom('tests')
      .where('finished_at', '=', new Date(past, 11, 1))
      .execute();
    expect(await total(past)).toEqual({ value: 12 });
  });

  it('keeps the running and a past school year when a student finishes a test today', async () => {
    const yesterday = new Date(Date.now() - 86_400_000);
    if (schoolYearOf(yesterday) !== current) return; // 1 August: the running year has no yesterday yet
    await students(12, new Date(past, 9, 1));
    await students(11, yesterday);
    expect(await total(past)).toEqual({ value: 12 });
    expect(await total(current)).toEqual({ value: 11 });
    const read = cache().counts.read;
    const student = await sessionAs(ctx.app, 'leerling@demo.nl');
    const data: ModuleContent = (await student.get('/api/test/data')).json();
    const finish = await student.post('/api/test/finish', {
      id: randomUUID(),
      module: data.modules.find((m) => m.id === moduleId)!.id,
      answers: [],
      meta: { age: 16, gender: 'male' },
      computed: {},
      finished: true,
      updatedAt: Date.now(),
      debug: false,
      actions: [],
      contact_data: false,
      test_result: 'good',
      norm_results: [],
    });
    expect(finish.statusCode).toBe(200);
    expect(await total(past)).toEqual({ value: 12 });
    expect(await total(current)).toEqual({ value: 11 });
    expect(cache().counts.read).toBe(read);
  });

  it('hears module starts: one in a past year counts again, one made today drops nothing', async () => {
    await students(12, new Date(past, 9, 1));
    expect(await total(past)).toEqual({ value: 12 });
    let read = cache().counts.read;
    const student = await sessionAs(ctx.app, 'leerling@demo.nl');
    const start = await student.post('/api/test/start-module', { module: moduleId });
    expect(start.statusCode).toBe(200);
    expect(await total(past)).toEqual({ value: 12 });
    expect(cache().counts.read).toBe(read);
    const user = await ctx.app.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'leerling@demo.nl')
      .executeTakeFirstOrThrow();
    await ctx.app.db
      .insertInto('module_starts')
      .values({ user_id: user.id, module_id: moduleId, school_year: past, started_at: new Date(past, 11, 1) })
      .execute();
    expect(await total(past)).toEqual({ value: 12 });
    expect(cache().counts.read).toBe(read + 1);
    read = cache().counts.read;
    await ctx.app.db.deleteFrom('module_starts').where('school_year', '=', past).execute();
    expect(await total(past)).toEqual({ value: 12 });
    expect(cache().counts.read).toBe(read + 1);
  });

  it("reads the account's school again after an account changes (a class, a switched-off student)", async () => {
    const [first, second] = await students(12, new Date(past, 9, 1));
    const dashboard = async () =>
      (await manager.get(`/api/stats/dashboard/school/${ids.schoolA}?schoolYear=${past}`)).json() as Dashboard;
    const classes = async () =>
      (await dashboard()).modules.find((m) => m.module.id === moduleId)!.participationByClass.map((r) => r.key);
    expect(await classes()).not.toContain('3Z');
    await ctx.app.db.updateTable('users').set({ class_name: '3Z' }).where('id', '=', first!).execute();
    expect(await classes()).toContain('3Z');
    const { read, refreshed } = cache().counts;
    await ctx.app.db.updateTable('users').set({ deactivated_at: new Date() }).where('id', '=', second!).execute();
    await dashboard();
    // Not the whole year: its school (statsAccountChanges.test.ts checks the figures).
    expect(cache().counts.read).toBe(read);
    expect(cache().counts.refreshed).toBeGreaterThan(refreshed);
    // A login (what most updates of accounts are) reads nothing again.
    const after = { ...cache().counts };
    await ctx.app.db.updateTable('users').set({ last_login: new Date() }).where('id', '=', first!).execute();
    await dashboard();
    expect(cache().counts).toMatchObject({ read: after.read, refreshed: after.refreshed });
  });

  (postgres && backend.databaseUrl ? it : it.skip)(
    'keeps nothing while its listening connection is lost, and listens again',
    async () => {
      await students(12, new Date(past, 9, 1));
      expect(await total(past)).toEqual({ value: 12 });
      const { sql } = kysely();
      const ended = await sql<{
        ok: boolean;
      }>`SELECT pg_terminate_backend(pid) AS ok FROM pg_stat_activity WHERE application_name = ${STATS_LISTENER_NAME} AND datname = current_database()`.execute(
        ctx.app.db,
      );
      expect(ended.rows.length).toBeGreaterThan(0);
      // Meanwhile every request reads the database, so nothing is missed.
      const read = cache().counts.read;
      await students(1, new Date(past, 9, 2));
      expect(await total(past)).toEqual({ value: 13 });
      expect(cache().counts.read).toBeGreaterThan(read);
      await eventually('the cache keeps years again', async () => {
        await total(past);
        const before = cache().counts.read;
        await total(past);
        return cache().counts.read === before;
      });
      await students(1, new Date(past, 9, 3));
      expect(await total(past)).toEqual({ value: 14 });
    },
  );
});

describe('the statistics cache, as notices come', () => {
  const db = {} as never;
  const listening = (notices: ((payload: string) => void)[]) => async (heard: (payload: string) => void) => {
    notices.push(heard);
    return { caughtUp: async () => true, close: async () => undefined };
  };

  it('drops a year whose span a notice touches, and only that one', async () => {
    const cache = new StatsCache(db, db, listening([]), false);
    const fresh = await cache.fresh();
    const last = cache.year(past, null, fresh);
    const running = cache.year(current, new Date(2100, 0, 1), fresh);
    expect(cache.year(past, null, fresh)).toBe(last);
    // A test of the running year: the past one stays.
    cache.heard(`${running.from.getTime() + 1000}:${running.from.getTime() + 2000}`);
    expect(cache.year(past, null, fresh)).toBe(last);
    expect(cache.year(current, new Date(2100, 0, 1), fresh)).not.toBe(running);
    // A test after a year's cutoff (today, for the running year) drops nothing.
    // One cutoff for both calls (two Date.now() a millisecond apart are two cutoffs: two years).
    const hourAgo = new Date(Date.now() - 3_600_000);
    const today = cache.year(current, hourAgo, fresh);
    cache.heard(`${Date.now()}:${Date.now()}`);
    expect(cache.year(current, hourAgo, fresh)).toBe(today);
    cache.heard('*');
    expect(cache.year(past, null, fresh)).not.toBe(last);
  });

  it("keeps a year when a notice names schools, and reads those schools' cells again", async () => {
    const cache = new StatsCache(db, db, listening([]), false);
    const fresh = await cache.fresh();
    const last = cache.year(past, null, fresh);
    cache.heard('schools:12,-');
    const next = cache.year(past, null, fresh);
    // A new object (a request still on the old one keeps its cells), counted as refreshed, not read.
    expect(next).not.toBe(last);
    expect(cache.counts).toMatchObject({ read: 1, refreshed: 1 });
    // Anything else that is not a span drops everything.
    cache.heard('schools:');
    expect(cache.year(past, null, fresh)).not.toBe(next);
    expect(cache.counts).toMatchObject({ read: 2, refreshed: 1 });
  });

  it('keeps nothing when it cannot listen', async () => {
    const cache = new StatsCache(db, db, async () => null, false);
    const fresh = await cache.fresh();
    expect(fresh).toBe(false);
    expect(cache.year(past, null, fresh)).not.toBe(cache.year(past, null, fresh));
  });

  it('applies a notice again for a replica, once it may have caught up', async () => {
    jest.useFakeTimers();
    try {
      const cache = new StatsCache(db, {} as never, listening([]), true);
      const fresh = await cache.fresh();
      const year = cache.year(past, null, fresh);
      const at = `${year.from.getTime() + 1000}:${year.from.getTime() + 1000}`;
      cache.heard(at);
      // Read again at once, from a replica that may not have the change yet…
      const early = cache.year(past, null, fresh);
      expect(early).not.toBe(year);
      jest.advanceTimersByTime(REPLICA_LAG_MS);
      // …and dropped again when the replica has had time to catch up.
      expect(cache.year(past, null, fresh)).not.toBe(early);
      await cache.close();
    } finally {
      jest.useRealTimers();
    }
  });
});
