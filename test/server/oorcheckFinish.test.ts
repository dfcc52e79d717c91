// The stored answer of an `oorcheck` question comes from the student's own completed hearing-test
// session, never from what the finish claims: online (POST /api/test/finish) and through the
// offline queue (FINISH_TEST in POST /api/action-queue).
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { Answer, Module } from '../../src/rules/types';
import type { FinishPayload, ModuleContent } from '../../src/shared/api';
import { Agent } from './helpers/agent';
import { backends } from './helpers/backends';
import { useTestApp } from './helpers/testApp';
import { emptyAnswer } from '../../src/rules/emptyAnswer';

const CONTENT = path.join(__dirname, '..', '..', 'content');

const oorcheckAnswer = (question: number, value: number | null, skip = false): Answer => ({
  ...emptyAnswer({ id: question }),
  skip,
  value,
});

function finish(module: Module, answer: Answer): FinishPayload {
  return {
    id: randomUUID(),
    module: module.id,
    answers: [answer],
    meta: { age: 16, gender: 'other' },
    computed: {},
    finished: true,
    updatedAt: Date.now(),
    debug: false,
    actions: [],
    contact_data: false,
    test_result: 'good',
    norm_results: [],
  };
}

describe.each(backends)('the oorcheck answer of a finished test on $name', (backend) => {
  const ctx = useTestApp(backend, {}, CONTENT);

  async function student(): Promise<{ agent: Agent; module: Module; question: number; userId: number }> {
    const agent = new Agent(ctx.app);
    await agent.login('leerling@demo.nl');
    const data: ModuleContent = (await agent.get('/api/test/data')).json();
    const module = data.modules.find((m) => m.name === 'gehoor')!;
    const question = module.slides.find((s) => s.type === 'oorcheck')!.id;
    const user = await ctx.app.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'leerling@demo.nl')
      .executeTakeFirstOrThrow();
    return { agent, module, question, userId: user.id };
  }

  async function storedAnswer(testId: string, question: number): Promise<Answer | undefined> {
    const row = await ctx.app.db
      .selectFrom('tests')
      .select(['answers', 'result'])
      .where('id', '=', testId)
      .executeTakeFirstOrThrow();
    return (row.answers as Answer[]).find((a) => a.question === question);
  }

  /** A session as the hearing test leaves it when it completes. */
  async function completedSession(userId: number, result: 'good' | 'bad', ageDays = 0): Promise<void> {
    await ctx.app.db
      .insertInto('oorcheck_sessions')
      .values({
        token_hash: randomUUID(),
        user_id: userId,
        status: 'complete',
        result,
        threshold_db: result === 'bad' ? -1 : -8,
        completed_at: new Date(Date.now() - ageDays * 86_400_000),
      })
      .execute();
  }

  it("stores a claimed 'good' without a completed session as not done, online and through the queue", async () => {
    const { agent, module, question } = await student();
    const online = finish(module, oorcheckAnswer(question, 1));
    expect((await agent.post('/api/test/finish', online)).statusCode).toBe(200);
    expect(await storedAnswer(online.id, question)).toMatchObject({ skip: true, value: null });

    const queued = finish(module, oorcheckAnswer(question, 1));
    const res = await agent.post('/api/action-queue', { queue: [{ id: 'q1', type: 'FINISH_TEST', data: queued }] });
    expect(res.json()).toEqual({ results: [{ id: 'q1', status: 200 }] });
    expect(await storedAnswer(queued.id, question)).toMatchObject({ skip: true, value: null });
  });

  it("takes the result of the student's own latest completed session, whatever the finish claims", async () => {
    const { agent, module, question, userId } = await student();
    await completedSession(userId, 'good', 3);
    await completedSession(userId, 'bad', 1);
    const claimed = finish(module, oorcheckAnswer(question, 1));
    expect((await agent.post('/api/test/finish', claimed)).statusCode).toBe(200);
    expect(await storedAnswer(claimed.id, question)).toMatchObject({ skip: false, value: 0 });
    const row = await ctx.app.db
      .selectFrom('tests')
      .select('result')
      .where('id', '=', claimed.id)
      .executeTakeFirstOrThrow();
    expect(row.result).toBe('bad');
  });

  it("does not count another student's session, nor one older than 30 days; an honest 'not done' stays so", async () => {
    const { agent, module, question, userId } = await student();
    const other = await ctx.app.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'leerling2@demo.nl')
      .executeTakeFirstOrThrow();
    await completedSession(other.id, 'good');
    await completedSession(userId, 'good', 31);
    const claimed = finish(module, oorcheckAnswer(question, 1));
    await agent.post('/api/test/finish', claimed);
    expect(await storedAnswer(claimed.id, question)).toMatchObject({ skip: true, value: null });

    await completedSession(userId, 'good');
    const skipped = finish(module, oorcheckAnswer(question, null, true));
    await agent.post('/api/test/finish', skipped);
    expect(await storedAnswer(skipped.id, question)).toMatchObject({ skip: true, value: null });
    const good = finish(module, oorcheckAnswer(question, 0));
    await agent.post('/api/test/finish', good);
    expect(await storedAnswer(good.id, question)).toMatchObject({ skip: false, value: 1 });
  });
});
