// Issue 10 item 10: a finish is stored only with answers the module can have produced, and no
// finish or skip is stored for a disabled module; through the endpoints and the action queue alike.
import { randomUUID } from 'node:crypto';
import type { Answer, Module } from '../../src/rules/types';
import type { FinishPayload, ModuleContent } from '../../src/shared/api';
import { Agent } from './helpers/agent';
import { backends } from './helpers/backends';
import { useTestApp } from './helpers/testApp';
import { emptyAnswer } from '../../src/rules/emptyAnswer';

// Dozens of requests per test: generous on a busy machine.
jest.setTimeout(60_000);

const answer = (question: number, fields: Partial<Answer> = {}): Answer => ({
  ...emptyAnswer({ id: question }),
  ...fields,
});

function finish(module: Module, answers: Answer[]): FinishPayload {
  return {
    id: randomUUID(),
    module: module.id,
    answers,
    meta: { age: 17, gender: 'female' },
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

describe.each(backends)('finish validation on $name', (backend) => {
  const ctx = useTestApp(backend);

  async function student(): Promise<{ agent: Agent; sport: Module; info: Module }> {
    const agent = new Agent(ctx.app);
    await agent.login('leerling@demo.nl');
    const data: ModuleContent = (await agent.get('/api/test/data')).json();
    const [sport, info] = data.modules;
    return { agent, sport, info };
  }

  const stored = async () => ctx.app.db.selectFrom('tests').select('id').execute();

  it('refuses unknown options, options of another question and values the slide does not allow (400 invalid_answer)', async () => {
    const { agent, sport } = await student();
    const [dagen, club] = sport.slides;
    const forged = [
      [answer(dagen.id, { options: [987_654] })],
      [answer(dagen.id, { options: [club.options[0].id] })],
      [answer(dagen.id, { options: [dagen.options[0].id, dagen.options[1].id] })],
      [answer(dagen.id, { options: [dagen.options[0].id], value: 1e9 })],
      [answer(dagen.id, { skip: true })],
      [answer(dagen.id, { options: [dagen.options[0].id], option_values: { [dagen.options[0].id]: 'vrije tekst' } })],
    ];
    for (const answers of forged) {
      const res = await agent.post('/api/test/finish', finish(sport, answers));
      expect([res.statusCode, res.json()]).toEqual([400, { error: 'invalid_answer' }]);
    }
    expect(await stored()).toEqual([]);

    const real = await agent.post(
      '/api/test/finish',
      finish(sport, [
        answer(dagen.id, { options: [dagen.options[2].id], value: 4 }),
        answer(club.id, { options: [club.options[1].id], value: 0 }),
      ]),
    );
    expect([real.statusCode, real.json()]).toEqual([200, { success: true }]);
    expect(await stored()).toHaveLength(1);
  });

  // Issue 23: 2.5 days was accepted on an integer slider; a value off the subtype's step is refused.
  it('refuses a value between the steps of an integer slider (2.5) with 400 invalid_answer, accepts 3', async () => {
    const { agent, info } = await student();
    const [uren] = info.slides;
    expect(uren.subtype).toBe('integer');
    const half = await agent.post('/api/test/finish', finish(info, [answer(uren.id, { value: 2.5 })]));
    expect([half.statusCode, half.json()]).toEqual([400, { error: 'invalid_answer' }]);
    expect(await stored()).toEqual([]);
    const whole = await agent.post('/api/test/finish', finish(info, [answer(uren.id, { value: 3 })]));
    expect([whole.statusCode, whole.json()]).toEqual([200, { success: true }]);
  });

  it('refuses finishes and skips of a disabled module (400 module_disabled), also from the queue', async () => {
    const { agent, sport, info } = await student();
    const [dagen] = sport.slides;
    const early = finish(sport, [answer(dagen.id, { options: [dagen.options[2].id], value: 4 })]);
    expect((await agent.post('/api/test/finish', early)).statusCode).toBe(200);
    await ctx.app.db.updateTable('topics').set({ status: 'disabled' }).execute();

    const late = finish(sport, [answer(dagen.id, { options: [dagen.options[1].id], value: 2 })]);
    const res = await agent.post('/api/test/finish', late);
    expect([res.statusCode, res.json()]).toEqual([400, { error: 'module_disabled' }]);
    const skip = await agent.post('/api/test/skip-module', { module: info.id });
    expect([skip.statusCode, skip.json()]).toEqual([400, { error: 'module_disabled' }]);
    const queued = await agent.post('/api/action-queue', {
      queue: [
        { id: 'a', type: 'FINISH_TEST', data: late },
        { id: 'b', type: 'SKIP_MODULE', data: { module: sport.id } },
        // A replay of a finish stored while the module was on is still acknowledged (the queue may
        // not have seen the first answer).
        { id: 'c', type: 'FINISH_TEST', data: early },
      ],
    });
    expect(queued.json()).toEqual({
      results: [
        { id: 'a', status: 400, error: 'module_disabled' },
        { id: 'b', status: 400, error: 'module_disabled' },
        { id: 'c', status: 200 },
      ],
    });
    expect(await stored()).toEqual([{ id: early.id }]);
    expect(await ctx.app.db.selectFrom('module_skips').selectAll().execute()).toEqual([]);
  });

  it('reports a forged queued finish per item and stores the rest', async () => {
    const { agent, sport, info } = await student();
    const [dagen] = sport.slides;
    const res = await agent.post('/api/action-queue', {
      queue: [
        { id: 'bad', type: 'FINISH_TEST', data: finish(sport, [answer(dagen.id, { options: [info.slides[0].id] })]) },
        {
          id: 'good',
          type: 'FINISH_TEST',
          data: finish(sport, [answer(dagen.id, { options: [dagen.options[0].id], value: 0 })]),
        },
      ],
    });
    expect(res.json()).toEqual({
      results: [
        { id: 'bad', status: 400, error: 'invalid_answer' },
        { id: 'good', status: 200 },
      ],
    });
    expect(await stored()).toHaveLength(1);
  });
});
