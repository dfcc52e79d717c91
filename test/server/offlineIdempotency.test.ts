// Issue 4, server side: whatever the offline queue replays (a finish twice after a lost answer, two
// tabs at once, finishes interleaved with skips, through the queue or the single endpoints), each
// test is stored once and each skip once, every copy is answered with success, and every queued
// item is validated like its own endpoint.
import { randomUUID } from 'node:crypto';
import type { Module } from '../../src/rules/types';
import type { ModuleContent } from '../../src/shared/api';
import { Agent } from './helpers/agent';
import { backends } from './helpers/backends';
import { optionAnswer, sportFinishPayload } from './helpers/finishPayload';
import { useTestApp } from './helpers/testApp';

const finishPayload = (module: Module) => sportFinishPayload(module, { sportOption: 1, testResult: 'good' });

describe.each(backends)('offline queue idempotency on $name', (backend) => {
  const ctx = useTestApp(backend);

  async function student(): Promise<{ agent: Agent; data: ModuleContent }> {
    const agent = new Agent(ctx.app);
    await agent.login('leerling@demo.nl');
    return { agent, data: (await agent.get('/api/test/data')).json() };
  }

  const count = async (table: 'tests' | 'module_skips') =>
    (await ctx.app.db.selectFrom(table).selectAll().execute()).length;

  it('stores a finish sent twice (lost answer, then the retry) once and answers both with success', async () => {
    const { agent, data } = await student();
    const finish = finishPayload(data.modules[0]);
    const item = { id: 'q-1', type: 'FINISH_TEST', data: finish };
    for (let i = 0; i < 2; i++) {
      const res = await agent.post('/api/action-queue', { queue: [item] });
      expect(res.json()).toEqual({ results: [{ id: 'q-1', status: 200 }] });
    }
    // The same test through the single endpoint (the direct send that timed out) changes nothing.
    expect((await agent.post('/api/test/finish', finish)).json()).toEqual({ success: true });
    expect(await count('tests')).toBe(1);
  });

  it('stores exactly one result when the same finish is interleaved with a skip, one item per request', async () => {
    const { agent, data } = await student();
    const [sport, info] = data.modules;
    const finish = { id: 'f', type: 'FINISH_TEST', data: finishPayload(sport) };
    const skip = { id: 's', type: 'SKIP_MODULE', data: { module: info.id } };
    for (const item of [finish, skip, finish, skip, finish]) {
      const res = await agent.post('/api/action-queue', { queue: [item] });
      expect(res.json().results[0].status).toBe(200);
    }
    expect(await count('tests')).toBe(1);
    expect(await count('module_skips')).toBe(1);
    expect((await agent.get('/api/account')).json()).toMatchObject({
      finishedModules: [sport.id],
      skippedModules: [info.id],
    });
  });

  it('stores one result when two tabs send the same finish at the same moment', async () => {
    const { agent, data } = await student();
    const item = { id: 'x', type: 'FINISH_TEST', data: finishPayload(data.modules[0]) };
    const answers = await Promise.all([
      agent.post('/api/action-queue', { queue: [item] }),
      agent.post('/api/action-queue', { queue: [item] }),
      agent.post('/api/test/finish', item.data),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(answers.slice(0, 2).map((r) => r.json().results[0].status)).toEqual([200, 200]);
    expect(await count('tests')).toBe(1);
  });

  it('validates every queued item like the single endpoints (400 per item, nothing stored)', async () => {
    const { agent, data } = await student();
    const [sport, info] = data.modules;
    const good = finishPayload(sport);
    const bad = [
      { ...good, id: 'not-a-uuid' },
      { ...good, id: randomUUID(), extra: 1 },
      { ...good, id: randomUUID(), answers: [optionAnswer(info.slides[0].id, [])] },
      { ...good, id: randomUUID(), actions: ['verzonnen'] },
      { ...good, id: randomUUID(), module: 99999 },
      { ...good, id: randomUUID(), meta: { age: 40, gender: 'female' } },
    ];
    for (const data of bad) {
      const single = await agent.post('/api/test/finish', data);
      const queued = await agent.post('/api/action-queue', { queue: [{ id: 'b', type: 'FINISH_TEST', data }] });
      expect(single.statusCode).toBe(400);
      expect(queued.json().results[0]).toEqual({ id: 'b', status: 400, error: single.json().error });
    }
    const skipStrings = await agent.post('/api/action-queue', {
      queue: [{ id: 'k', type: 'SKIP_MODULE', data: { module: String(info.id) } }],
    });
    expect(skipStrings.json().results[0]).toEqual({ id: 'k', status: 400, error: 'invalid_request' });
    expect(await count('tests')).toBe(0);
    expect(await count('module_skips')).toBe(0);
  });

  it('answers 401 without a session and stores nothing, so the client keeps its queue', async () => {
    const { data } = await student();
    const res = await new Agent(ctx.app).post('/api/action-queue', {
      queue: [{ id: 'a', type: 'SKIP_MODULE', data: { module: data.modules[0].id } }],
    });
    expect(res.statusCode).toBe(401);
    expect(await count('module_skips')).toBe(0);
  });
});
