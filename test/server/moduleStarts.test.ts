// POST /api/test/start-module and START_MODULE in the action queue (issue 34: participation
// "started"): the first start per student, module and school year is stored once, however often it
// is sent and by whichever path; an unknown or disabled module is refused as a skip is.
import type { ModuleContent } from '../../src/shared/api';
import { startModule } from '../../server/services/attempt';
import { Agent } from './helpers/agent';
import { backends } from './helpers/backends';
import { useTestApp } from './helpers/testApp';

describe.each(backends)('module starts on $name', (backend) => {
  const ctx = useTestApp(backend);

  async function student(): Promise<{ agent: Agent; data: ModuleContent }> {
    const agent = new Agent(ctx.app);
    await agent.login('leerling@demo.nl');
    return { agent, data: (await agent.get('/api/test/data')).json() };
  }

  const starts = () =>
    ctx.app.db
      .selectFrom('module_starts')
      .select(['module_id', 'school_year'])
      .orderBy('module_id')
      .orderBy('school_year')
      .execute();

  it('stores the first start once, whether sent directly or replayed from the queue', async () => {
    const { agent, data } = await student();
    const id = data.modules[0].id;
    for (let i = 0; i < 2; i++) {
      const res = await agent.post('/api/test/start-module', { module: id });
      expect([res.statusCode, res.json()]).toEqual([200, { success: true }]);
    }
    const first = await ctx.app.db.selectFrom('module_starts').select('started_at').executeTakeFirstOrThrow();
    const queued = await agent.post('/api/action-queue', {
      queue: [
        { id: 'a', type: 'START_MODULE', data: { module: id } },
        { id: 'b', type: 'START_MODULE', data: { module: id } },
      ],
    });
    expect(queued.json()).toEqual({
      results: [
        { id: 'a', status: 200 },
        { id: 'b', status: 200 },
      ],
    });
    const rows = await ctx.app.db.selectFrom('module_starts').selectAll().execute();
    expect(rows).toHaveLength(1);
    // The first start is the one kept.
    expect(new Date(rows[0]!.started_at).getTime()).toBe(new Date(first.started_at).getTime());
  });

  it('keeps one start per school year', async () => {
    const { data } = await student();
    const user = await ctx.app.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'leerling@demo.nl')
      .executeTakeFirstOrThrow();
    const module = data.modules[0].id;
    for (const at of ['2025-09-01T10:00:00', '2026-03-01T10:00:00', '2026-09-01T10:00:00']) {
      expect((await startModule(ctx.app.db, user.id, { module }, new Date(at))).status).toBe(200);
    }
    expect(await starts()).toEqual([
      { module_id: module, school_year: 2025 },
      { module_id: module, school_year: 2026 },
    ]);
  });

  it('refuses unknown and disabled modules with the codes of a skip, directly and from the queue', async () => {
    const { agent, data } = await student();
    const unknown = await agent.post('/api/test/start-module', { module: 9999 });
    expect([unknown.statusCode, unknown.json()]).toEqual([400, { error: 'unknown_module' }]);
    const invalid = await agent.post('/api/test/start-module', { module: 1, extra: true });
    expect(invalid.statusCode).toBe(400);
    await ctx.app.db.updateTable('topics').set({ status: 'disabled' }).execute();
    const disabled = await agent.post('/api/test/start-module', { module: data.modules[0].id });
    expect([disabled.statusCode, disabled.json()]).toEqual([400, { error: 'module_disabled' }]);
    const queued = await agent.post('/api/action-queue', {
      queue: [
        { id: 'a', type: 'START_MODULE', data: { module: data.modules[0].id } },
        { id: 'b', type: 'START_MODULE', data: { module: 9999 } },
        { id: 'c', type: 'START_MODULE', data: { module: String(data.modules[0].id) } },
      ],
    });
    expect(queued.json()).toEqual({
      results: [
        { id: 'a', status: 400, error: 'module_disabled' },
        { id: 'b', status: 400, error: 'unknown_module' },
        { id: 'c', status: 400, error: 'invalid_request' },
      ],
    });
    expect(await starts()).toEqual([]);
  });

  it('needs a login', async () => {
    const res = await new Agent(ctx.app).post('/api/test/start-module', { module: 1 });
    expect(res.statusCode).toBe(401);
  });
});
