// Oorcheck sessions: start → pending → started (page opened) → a run held on the server (it picks
// the digits, mixes the sound, scores the answers) → complete with its own threshold, or refused;
// unknown or foreign tokens are 404; an external provider with the same contract.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { loadOorcheckSettings } from '../../server/oorcheck/settings';
import type { DinRun } from '../../src/rules/dinRun';
import { Agent } from './helpers/agent';
import { backends, PGLITE, pglite } from './helpers/backends';
import { FIXTURE_CONTENT, testConfig, useTestApp, templateImage } from './helpers/testApp';

// A run is some 30 requests, and the first builds the sound material (about a second).
jest.setTimeout(30_000);

describe.each(backends)('oorcheck on $name', (backend) => {
  const ctx = useTestApp(backend);

  async function student(username = 'leerling@demo.nl'): Promise<Agent> {
    const agent = new Agent(ctx.app);
    await agent.login(username);
    return agent;
  }

  /** What only the server knows: the digits of the trial now playing (read from the database). */
  async function playingDigits(): Promise<string> {
    const rows = await ctx.app.db
      .selectFrom('oorcheck_sessions')
      .select('run')
      .where('status', '=', 'started')
      .execute();
    const run = rows.map((r) => r.run as DinRun | null).find((r) => r?.current);
    return run!.current!.digits.join('');
  }

  /** Answers every trial with `respond(snr-free view)` until the run ends; returns the last reply. */
  async function runTest(agent: Agent, token: string, respond: () => Promise<string>) {
    for (let i = 0; i < 40; i++) {
      const res = await agent.post(`/api/oorcheck/session/${token}/answer`, { response: await respond() });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      if (body.done) return body;
      // The page learns where it is, never what it hears.
      expect(Object.keys(body).sort()).toEqual(['done', 'repeat', 'round', 'total']);
    }
    throw new Error('the run did not end');
  }

  async function begun(agent: Agent, mode = 'diotic'): Promise<string> {
    const { token } = (await agent.post('/api/oorcheck/start', {})).json();
    await agent.post(`/api/oorcheck/session/${token}/open`);
    const begin = await agent.post(`/api/oorcheck/session/${token}/begin`, { mode });
    expect([begin.statusCode, begin.json()]).toEqual([200, { round: 1, total: 24, repeat: false }]);
    return token;
  }

  it('goes pending → started → complete on a relative link, with the result the server scored and the mode stored', async () => {
    const agent = await student();
    const start = await agent.post('/api/oorcheck/start', {});
    expect(start.statusCode).toBe(200);
    const { start_url, token } = start.json();
    // Relative: the page opens on whatever origin the student uses, not on PUBLIC_URL.
    expect(start_url).toBe(`/oorcheck/?token=${token}`);
    expect(token).toMatch(/^[\w-]{43}$/);
    expect((await agent.get(`/api/oorcheck/status/${token}`)).json()).toEqual({ status: 'pending', result: null });
    expect((await agent.post(`/api/oorcheck/session/${token}/open`)).json()).toEqual({
      status: 'started',
      result: null,
    });
    expect((await agent.post(`/api/oorcheck/session/${token}/begin`, { mode: 'antiphasic' })).json()).toEqual({
      round: 1,
      total: 24,
      repeat: false,
    });

    // The sound of the trial: one stereo WAV, the same bytes when fetched again.
    const wav = await agent.get(`/api/oorcheck/session/${token}/trial.wav`);
    expect([wav.statusCode, wav.headers['content-type'], wav.rawPayload.subarray(0, 4).toString('latin1')]).toEqual([
      200,
      'audio/wav',
      'RIFF',
    ]);
    expect(wav.rawPayload.readUInt16LE(22)).toBe(2);
    expect((await agent.get(`/api/oorcheck/session/${token}/trial.wav`)).rawPayload.equals(wav.rawPayload)).toBe(true);

    // A listener with an antiphasic threshold of −13 dB, answering from what the server plays.
    const done = await runTest(agent, token, async () => {
      const rows = await ctx.app.db.selectFrom('oorcheck_sessions').select('run').executeTakeFirstOrThrow();
      const current = (rows.run as DinRun).current!;
      return current.snr > -13 ? current.digits.join('') : '000';
    });
    expect(done).toEqual({ done: true, status: 'complete', result: 'good' });
    const stored = await ctx.app.db
      .selectFrom('oorcheck_sessions')
      .select(['mode', 'threshold_db', 'run', 'trials'])
      .executeTakeFirstOrThrow();
    expect(stored.mode).toBe('antiphasic');
    expect(stored.threshold_db).toBeGreaterThan(-15);
    expect(stored.threshold_db).toBeLessThan(-11);
    expect(stored.run).toBeNull();
    expect((stored.trials as unknown[]).length).toBeGreaterThanOrEqual(24);
    expect((await agent.get(`/api/oorcheck/status/${token}`)).json()).toEqual({ status: 'complete', result: 'good' });
    // A finished session cannot be begun or answered again; opening keeps it complete.
    expect((await agent.post(`/api/oorcheck/session/${token}/begin`, { mode: 'diotic' })).statusCode).toBe(409);
    expect((await agent.post(`/api/oorcheck/session/${token}/answer`, { response: '123' })).statusCode).toBe(404);
    expect((await agent.post(`/api/oorcheck/session/${token}/open`)).json()).toEqual({
      status: 'complete',
      result: 'good',
    });
  });

  it("an echo run (answers equal to digits the page chose itself) does not come out 'good'", async () => {
    const agent = await student();
    const token = await begun(agent);
    let n = 0;
    const own = ['123', '456', '789', '012', '345', '678', '901', '234', '567', '890'];
    const done = await runTest(agent, token, async () => own[n++ % own.length]);
    expect(done).toEqual({ done: true, status: 'complete', result: 'bad' });
  });

  it('refuses a threshold no listener reaches (every triplet right down to the floor) and stores no result', async () => {
    const agent = await student();
    const token = await begun(agent);
    const done = await runTest(agent, token, playingDigits);
    expect(done).toEqual({ done: true, status: 'refused', result: null });
    expect((await agent.get(`/api/oorcheck/status/${token}`)).json()).toEqual({ status: 'refused', result: null });
  });

  it('validates answers and modes, and answers only a begun run', async () => {
    const agent = await student();
    const { token } = (await agent.post('/api/oorcheck/start', {})).json();
    expect((await agent.post(`/api/oorcheck/session/${token}/answer`, { response: '123' })).statusCode).toBe(404);
    expect((await agent.get(`/api/oorcheck/session/${token}/trial.wav`)).statusCode).toBe(404);
    expect((await agent.post(`/api/oorcheck/session/${token}/begin`, { mode: 'mono' })).statusCode).toBe(400);
    await agent.post(`/api/oorcheck/session/${token}/begin`, { mode: 'diotic' });
    for (const response of ['12', '1234', 'abc', ''])
      expect((await agent.post(`/api/oorcheck/session/${token}/answer`, { response })).statusCode).toBe(400);
    expect(
      (await agent.post(`/api/oorcheck/session/${token}/answer`, { response: '123', digits: [1, 2, 3] })).statusCode,
    ).toBe(400);
    const sample = await agent.get(`/api/oorcheck/session/${token}/sample.wav?mode=antiphasic`);
    expect([sample.statusCode, sample.headers['content-type']]).toEqual([200, 'audio/wav']);
  });

  it('answers 404 for unknown tokens and for tokens of another student, 401 logged out', async () => {
    const agent = await student();
    const unknown = await agent.get(`/api/oorcheck/status/${'x'.repeat(43)}`);
    expect([unknown.statusCode, unknown.json()]).toEqual([404, { error: 'not_found' }]);
    expect((await agent.get('/api/oorcheck/status/kort')).statusCode).toBe(400);
    const { token } = (await agent.post('/api/oorcheck/start', {})).json();
    const other = await student('leerling2@demo.nl');
    expect((await other.get(`/api/oorcheck/status/${token}`)).statusCode).toBe(404);
    expect((await other.post(`/api/oorcheck/session/${token}/open`)).statusCode).toBe(404);
    expect((await other.post(`/api/oorcheck/session/${token}/begin`, { mode: 'diotic' })).statusCode).toBe(404);
    await agent.post(`/api/oorcheck/session/${token}/begin`, { mode: 'diotic' });
    expect((await other.get(`/api/oorcheck/session/${token}/trial.wav`)).statusCode).toBe(404);
    expect((await other.post(`/api/oorcheck/session/${token}/answer`, { response: '123' })).statusCode).toBe(404);
    expect((await new Agent(ctx.app).get(`/api/oorcheck/status/${token}`)).statusCode).toBe(401);
    expect((await agent.post('/api/oorcheck/start', { extra: 1 })).statusCode).toBe(400);
  });
});

(pglite ? describe : describe.skip)('oorcheck with an external provider (OORCHECK_PROVIDER_URL)', () => {
  let provider: FastifyInstance;
  let app: FastifyInstance;
  let dataDir = '';
  const statuses = new Map<string, { status: string; result: string | null }>();
  let authHeader: string | undefined;

  beforeAll(async () => {
    provider = Fastify();
    provider.post('/api/din/start', async (request) => {
      authHeader = request.headers.authorization;
      const token = `ext-${statuses.size + 1}-abcdef`;
      statuses.set(token, { status: 'pending', result: null });
      return { start_url: `https://hoortest.example/t/${token}`, token };
    });
    provider.get<{ Params: { token: string } }>(
      '/api/din/status/:token',
      async (request, reply) => statuses.get(request.params.token) ?? reply.code(404).send({}),
    );
    const address = await provider.listen({ port: 0, host: '127.0.0.1' });
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lrc-oorcheck-ext-'));
    const config = testConfig(dataDir, PGLITE, null);
    app = await buildApp(config, {
      pglite: { image: await templateImage() },
      logger: false,
      seed: { contentDir: FIXTURE_CONTENT },
      oorcheck: { ...loadOorcheckSettings({}), providerUrl: `${address}/api/din`, providerKey: 'school-key' },
    });
    await app.ready();
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await provider?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('forwards start and status, and only the starting student may poll', async () => {
    const agent = new Agent(app);
    await agent.login('leerling@demo.nl');
    const start = (await agent.post('/api/oorcheck/start', {})).json();
    expect(start).toEqual({ start_url: 'https://hoortest.example/t/ext-1-abcdef', token: 'ext-1-abcdef' });
    expect(authHeader).toBe('Bearer school-key');
    expect((await agent.get('/api/oorcheck/status/ext-1-abcdef')).json()).toEqual({ status: 'pending', result: null });
    statuses.set('ext-1-abcdef', { status: 'complete', result: 'bad' });
    expect((await agent.get('/api/oorcheck/status/ext-1-abcdef')).json()).toEqual({
      status: 'complete',
      result: 'bad',
    });
    // Recorded here, where a finished test takes its hearing answer from.
    const row = await app.db.selectFrom('oorcheck_sessions').select(['status', 'result']).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'complete', result: 'bad' });

    const other = new Agent(app);
    await other.login('leerling2@demo.nl');
    expect((await other.get('/api/oorcheck/status/ext-1-abcdef')).statusCode).toBe(404);
    // The built-in page's calls do not exist with an external provider.
    expect((await agent.post('/api/oorcheck/session/ext-1-abcdef/open')).statusCode).toBe(404);
  });
});
