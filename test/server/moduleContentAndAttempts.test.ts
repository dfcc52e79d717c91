// GET /api/test/data, skip-module, finish (server-side recomputation) and the action queue.
import { randomUUID } from 'node:crypto';
import type { Answer, Module } from '../../src/rules/types';
import type { FinishPayload, ModuleContent } from '../../src/shared/api';
import { Agent } from './helpers/agent';
import { backends } from './helpers/backends';
import { useTestApp } from './helpers/testApp';
import { emptyAnswer } from '../../src/rules/emptyAnswer';

const answer = (question: number, options: number[] = [], value: number | null = null): Answer => ({
  ...emptyAnswer({ id: question }),
  options,
  value,
});

/** A finish payload for the fixture module sport_test, as the client sends it. */
function finishPayload(module: Module, sportOption: number, extra: Partial<FinishPayload> = {}): FinishPayload {
  const [sport, club] = module.slides;
  return {
    id: randomUUID(),
    module: module.id,
    answers: [answer(sport.id, [sport.options[sportOption].id]), answer(club.id, [club.options[0].id])],
    meta: { age: 17, gender: 'female' },
    computed: {},
    finished: true,
    updatedAt: Date.now(),
    debug: false,
    actions: [],
    contact_data: false,
    // What a tampered client might claim; the server must ignore it.
    test_result: 'good',
    norm_results: [{ name: 'dagen', result: 'good' }],
    ...extra,
  };
}

describe.each(backends)('tests on $name', (backend) => {
  const ctx = useTestApp(backend);

  async function student(username = 'leerling@demo.nl'): Promise<{ agent: Agent; data: ModuleContent }> {
    const agent = new Agent(ctx.app);
    await agent.login(username);
    return { agent, data: (await agent.get('/api/test/data')).json() };
  }

  it('GET /api/test/data returns modules with topic and media refs, and configs keyed by name', async () => {
    const { data } = await student();
    expect(data.modules.map((m) => m.name)).toEqual(['sport_test', 'info_test']);
    expect(data.module_configs.map((c) => c.name)).toEqual(['sport_test', 'info_test']);
    const [sport] = data.modules;
    expect(sport.topic).toEqual({
      icon: { id: expect.any(Number), modified: expect.any(Number) },
      image: { id: expect.any(Number), modified: expect.any(Number) },
      status: 'optional',
      category: 'Bewegen',
      contactData: { name: 'Mentor', department: 'Zorgteam', email: 'zorg@demo.nl', phone: null, furtherInfo: null },
    });
    expect(sport.slides[0]).toMatchObject({
      name: 'sport_dagen',
      type: 'single-choice',
      category: 'question',
      options: expect.any(Array),
    });
    expect(data.module_configs[0]).toMatchObject({
      required_meta: [],
      actions: [{ name: 'meer_bewegen', title: 'Ik ga vaker sporten' }],
    });
    // Both fixture files name the same topic: it is stored once and shared.
    expect(data.modules[1].topic).toEqual(sport.topic);
    expect((await new Agent(ctx.app).get('/api/test/data')).statusCode).toBe(401);
  });

  it('skip-module stores a skip once however often it is sent, and shows it in the account', async () => {
    const { agent, data } = await student();
    const id = data.modules[0].id;
    for (let i = 0; i < 2; i++) {
      const res = await agent.post('/api/test/skip-module', { module: id });
      expect([res.statusCode, res.json()]).toEqual([200, { success: true }]);
    }
    expect(await ctx.app.db.selectFrom('module_skips').selectAll().execute()).toHaveLength(1);
    expect((await agent.get('/api/account')).json().skippedModules).toEqual([id]);
    const unknown = await agent.post('/api/test/skip-module', { module: 9999 });
    expect([unknown.statusCode, unknown.json()]).toEqual([400, { error: 'unknown_module' }]);
  });

  it("finish stores the server's recomputed result, not the client's, minus skipped answers", async () => {
    const { agent, data } = await student();
    const [sport] = data.modules;
    const payload = finishPayload(sport, 0, { actions: ['meer_bewegen'], contact_data: true });
    const res = await agent.post('/api/test/finish', payload);
    expect([res.statusCode, res.json()]).toEqual([200, { success: true }]);
    const row = await ctx.app.db.selectFrom('tests').selectAll().executeTakeFirstOrThrow();
    // sport_dagen = 0: the rules give 'bad', rate the norm 'bad' and skip the club question.
    expect(row.result).toBe('bad');
    expect(row.norm_results).toEqual([{ name: 'dagen', title: 'Sportdagen per week', value: 0, result: 'bad' }]);
    expect(row.computed).toEqual({ dagen_dubbel: 0 });
    expect((row.answers as Answer[]).map((a) => a.question)).toEqual([sport.slides[0].id]);
    expect(row).toMatchObject({
      id: payload.id,
      module_id: sport.id,
      meta: { age: 17, gender: 'female' },
      actions: ['meer_bewegen'],
      contact_data: true,
    });
    expect((await agent.get('/api/account')).json().finishedModules).toEqual([sport.id]);
  });

  it('finish is idempotent on the test id, and another student cannot use that id (403)', async () => {
    const { agent, data } = await student();
    const payload = finishPayload(data.modules[0], 2);
    expect((await agent.post('/api/test/finish', payload)).statusCode).toBe(200);
    expect((await agent.post('/api/test/finish', { ...payload, test_result: 'bad' })).json()).toEqual({
      success: true,
    });
    const rows = await ctx.app.db.selectFrom('tests').select('result').execute();
    expect(rows).toEqual([{ result: 'good' }]);

    const other = await student('leerling2@demo.nl');
    const res = await other.agent.post('/api/test/finish', payload);
    expect([res.statusCode, res.json()]).toEqual([403, { error: 'forbidden' }]);
    // Nor does the other student see the first one's finished modules.
    expect((await other.agent.get('/api/account')).json()).toMatchObject({
      username: 'leerling2@demo.nl',
      finishedModules: [],
      skippedModules: [],
    });
  });

  it('finish rejects unknown modules, answers to questions of another module and unknown actions', async () => {
    const { agent, data } = await student();
    const [sport, info] = data.modules;
    const unknownModule = await agent.post('/api/test/finish', { ...finishPayload(sport, 1), module: 9999 });
    expect([unknownModule.statusCode, unknownModule.json()]).toEqual([400, { error: 'unknown_module' }]);
    const foreign = await agent.post('/api/test/finish', {
      ...finishPayload(sport, 1),
      answers: [answer(info.slides[0].id, [], 3)],
    });
    expect([foreign.statusCode, foreign.json()]).toEqual([400, { error: 'invalid_answer' }]);
    const action = await agent.post('/api/test/finish', finishPayload(sport, 1, { actions: ['verzonnen'] }));
    expect([action.statusCode, action.json()]).toEqual([400, { error: 'unknown_action' }]);
    expect(await ctx.app.db.selectFrom('tests').selectAll().execute()).toHaveLength(0);
  });

  it('the action queue replays items in order with per-item results', async () => {
    const { agent, data } = await student();
    const [sport, info] = data.modules;
    const finish = finishPayload(sport, 1);
    const res = await agent.post('/api/action-queue', {
      queue: [
        { id: 'a', type: 'SKIP_MODULE', data: { module: info.id } },
        { id: 'b', type: 'FINISH_TEST', data: finish },
        { id: 'c', type: 'FINISH_TEST', data: finish },
        { id: 'd', type: 'SKIP_MODULE', data: { module: 9999 } },
        { id: 'e', type: 'SKIP_MODULE', data: { module: 'x' } },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      results: [
        { id: 'a', status: 200 },
        { id: 'b', status: 200 },
        { id: 'c', status: 200 },
        { id: 'd', status: 400, error: 'unknown_module' },
        { id: 'e', status: 400, error: 'invalid_request' },
      ],
    });
    const account = (await agent.get('/api/account')).json();
    expect(account).toMatchObject({ finishedModules: [sport.id], skippedModules: [info.id] });
    const stored = await ctx.app.db.selectFrom('tests').select('result').execute();
    expect(stored).toEqual([{ result: 'neutral' }]); // 1–2 days: no result rule matches
  });
});
