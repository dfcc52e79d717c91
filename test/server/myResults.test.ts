// 'Mijn resultaten' (issue 12): GET /api/my-results lists the caller's own finished tests with the
// result and norm ratings the server's rule engine gives; the PDF of any of them can be had again,
// by the owner only (everyone else, managers and admins included, gets 404); imitation is audited.
import { randomUUID } from 'node:crypto';
import type { Answer, Module } from '../../src/rules/types';
import type { FinishPayload, MyResultsResponse, ModuleContent } from '../../src/shared/api';
import { Agent } from './helpers/agent';
import { backends } from './helpers/backends';
import { addPlainAdmin, agentFor } from './helpers/identities';
import { useTestApp } from './helpers/testApp';
import { pdfText } from './pdfText';
import { emptyAnswer } from '../../src/rules/emptyAnswer';

const answer = (question: number, options: number[]): Answer => ({ ...emptyAnswer({ id: question }), options });

function finishPayload(module: Module, sportOption: number): FinishPayload {
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
    // What a tampered client might claim: the list must show what the rules give.
    test_result: 'good',
    norm_results: [],
  };
}

describe.each(backends)('my results on $name', (backend) => {
  const ctx = useTestApp(backend);

  async function studentWithTwoTests(): Promise<{ agent: Agent; ids: string[] }> {
    const agent = new Agent(ctx.app);
    await agent.login('leerling@demo.nl');
    const data: ModuleContent = (await agent.get('/api/test/data')).json();
    const first = finishPayload(data.modules[0], 0); // 'bad'
    const second = finishPayload(data.modules[0], 2); // 'good'
    expect((await agent.post('/api/test/finish', first)).statusCode).toBe(200);
    // The first test was a school year ago.
    await ctx.app.db
      .updateTable('tests')
      .set({ finished_at: new Date('2025-03-10T10:00:00Z') })
      .where('id', '=', first.id)
      .execute();
    expect((await agent.post('/api/test/finish', second)).statusCode).toBe(200);
    return { agent, ids: [first.id, second.id] };
  }

  it("lists every finished test of the caller, newest first, with the rules' result and the school year", async () => {
    const { agent, ids } = await studentWithTwoTests();
    const res = await agent.get('/api/my-results');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const { results } = res.json() as MyResultsResponse;
    expect(results.map((r) => r.id)).toEqual([ids[1], ids[0]]);
    expect(results[1]).toMatchObject({
      moduleName: 'sport_test',
      moduleTitle: 'Sport (testmodule)',
      result: 'bad',
      schoolYear: '2024-2025',
      norms: null,
    });
    expect(results[1].finishedAt).toBe('2025-03-10T10:00:00.000Z');
    expect(results[0]).toMatchObject({ result: 'good' });
  });

  it('shows nobody else the list: another student, a manager and an admin each see only their own (none)', async () => {
    await studentWithTwoTests();
    await addPlainAdmin(ctx.app);
    for (const who of ['otherStudent', 'manager', 'admin', 'superAdmin'] as const) {
      const res = await (await agentFor(ctx.app, who)).get('/api/my-results');
      expect([who, res.statusCode, res.json()]).toEqual([who, 200, { results: [] }]);
    }
    expect((await new Agent(ctx.app).get('/api/my-results')).statusCode).toBe(401);
    expect((await (await agentFor(ctx.app, 'student')).get('/api/my-results?user=2')).statusCode).toBe(400);
  });

  it('gives the PDF of an older test again to its owner, and 404 to a manager and an admin', async () => {
    const { agent, ids } = await studentWithTwoTests();
    const own = await agent.get(`/api/test/result-pdf?test=${ids[0]}`);
    expect(own.statusCode).toBe(200);
    expect(pdfText(own.rawPayload)).toContain('10-03-2025');
    await addPlainAdmin(ctx.app);
    for (const who of ['otherStudent', 'manager', 'admin', 'superAdmin'] as const) {
      const res = await (await agentFor(ctx.app, who)).get(`/api/test/result-pdf?test=${ids[0]}`);
      expect([who, res.statusCode]).toEqual([who, 404]);
    }
  });

  it('lets a super admin who imitates the student see the list, and audits it', async () => {
    await studentWithTwoTests();
    const admin = new Agent(ctx.app);
    await admin.login('admin@demo.nl');
    expect((await admin.get('/api/account?_switch_user=leerling@demo.nl')).statusCode).toBe(200);
    const res = await admin.get('/api/my-results');
    expect((res.json() as MyResultsResponse).results).toHaveLength(2);
    // The audit entry is written in an onResponse hook, after the answer has gone out: wait for it.
    const readLog = () =>
      ctx.app.db
        .selectFrom('audit_log')
        .select(['action', 'actor_username', 'subject_username', 'detail'])
        .where('action', '=', 'imitated_request')
        .execute();
    // The audit entry is written after the answer has left (onResponse).
    await ctx.app.settled();
    const log = await readLog();
    expect(log).toContainEqual(
      expect.objectContaining({
        actor_username: 'admin@demo.nl',
        subject_username: 'leerling@demo.nl',
        detail: expect.objectContaining({ url: '/api/my-results', status: 200 }),
      }),
    );
  });
});
