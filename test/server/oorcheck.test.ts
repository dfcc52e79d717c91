// Oorcheck sessions: start → pending → started (page opened) → complete with the server's own
// threshold; unknown or foreign tokens are 404; an external provider with the same contract.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { isFinished, nextSnr, randomTriplet, SRT_CUTOFF_DB, type Trial } from '../../src/features/oorcheck/dinTest';
import { Agent } from './helpers/agent';
import { backends } from './helpers/backends';
import { FIXTURE_CONTENT, testConfig, useTestApp } from './helpers/testApp';

/** A simulated listener who hears every triplet above `srt` dB SNR and none below. */
function simulatedRun(srt: number): Trial[] {
  const trials: Trial[] = [];
  while (!isFinished(trials)) {
    const snr = nextSnr(trials);
    const digits = randomTriplet();
    trials.push({ digits, snr, response: snr > srt ? digits.join('') : '' });
  }
  return trials;
}

describe.each(backends)('oorcheck on $name', (backend) => {
  const ctx = useTestApp(backend);

  async function student(username = 'leerling@demo.nl'): Promise<Agent> {
    const agent = new Agent(ctx.app);
    await agent.login(username);
    return agent;
  }

  it('goes pending → started → complete, with the threshold and result computed on the server', async () => {
    const agent = await student();
    const start = await agent.post('/api/oorcheck/start', {});
    expect(start.statusCode).toBe(200);
    const { start_url, token } = start.json();
    expect(start_url).toBe(`${ctx.config.publicUrl}/oorcheck/?token=${token}`);
    expect(token).toMatch(/^[\w-]{43}$/);
    expect((await agent.get(`/api/oorcheck/status/${token}`)).json()).toEqual({ status: 'pending', result: null });

    expect((await agent.post(`/api/oorcheck/session/${token}/open`)).json()).toEqual({ status: 'started', result: null });
    expect((await agent.get(`/api/oorcheck/status/${token}`)).json()).toEqual({ status: 'started', result: null });

    const done = await agent.post(`/api/oorcheck/session/${token}/complete`, { trials: simulatedRun(-8) });
    expect(done.statusCode).toBe(200);
    const { threshold, result } = done.json();
    expect(threshold).toBeLessThanOrEqual(SRT_CUTOFF_DB);
    expect(threshold).toBeGreaterThan(-12);
    expect(result).toBe('good');
    expect((await agent.get(`/api/oorcheck/status/${token}`)).json()).toEqual({ status: 'complete', result: 'good' });
    // Completing twice is refused; opening again keeps it complete.
    expect((await agent.post(`/api/oorcheck/session/${token}/complete`, { trials: simulatedRun(0) })).statusCode).toBe(409);
    expect((await agent.post(`/api/oorcheck/session/${token}/open`)).json()).toEqual({ status: 'complete', result: 'good' });
  });

  it("rates a poor threshold 'bad' and rejects runs that do not follow the staircase", async () => {
    const agent = await student();
    const { token } = (await agent.post('/api/oorcheck/start', {})).json();
    const tampered = simulatedRun(-8).map((t, i) => (i === 10 ? { ...t, snr: t.snr - 6 } : t));
    expect((await agent.post(`/api/oorcheck/session/${token}/complete`, { trials: tampered })).statusCode).toBe(400);
    expect((await agent.post(`/api/oorcheck/session/${token}/complete`, { trials: simulatedRun(-8).slice(0, 10) })).statusCode).toBe(400);
    const poor = await agent.post(`/api/oorcheck/session/${token}/complete`, { trials: simulatedRun(1) });
    expect(poor.json()).toMatchObject({ status: 'complete', result: 'bad' });
    expect(poor.json().threshold).toBeGreaterThan(SRT_CUTOFF_DB);
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
    expect((await new Agent(ctx.app).get(`/api/oorcheck/status/${token}`)).statusCode).toBe(401);
    expect((await agent.post('/api/oorcheck/start', { extra: 1 })).statusCode).toBe(400);
  });
});

describe('oorcheck with an external provider (OORCHECK_PROVIDER_URL)', () => {
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
    provider.get<{ Params: { token: string } }>('/api/din/status/:token', async (request, reply) => statuses.get(request.params.token) ?? reply.code(404).send({}));
    const address = await provider.listen({ port: 0, host: '127.0.0.1' });
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lrc-oorcheck-ext-'));
    const config = testConfig(dataDir, backends[0], null);
    app = await buildApp(config, {
      logger: false,
      seed: { contentDir: FIXTURE_CONTENT },
      oorcheck: { providerUrl: `${address}/api/din`, providerKey: 'school-key', publicUrl: config.publicUrl, sessionHours: 24 },
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
    expect((await agent.get('/api/oorcheck/status/ext-1-abcdef')).json()).toEqual({ status: 'complete', result: 'bad' });

    const other = new Agent(app);
    await other.login('leerling2@demo.nl');
    expect((await other.get('/api/oorcheck/status/ext-1-abcdef')).statusCode).toBe(404);
    // The built-in page's calls do not exist with an external provider.
    expect((await agent.post('/api/oorcheck/session/ext-1-abcdef/open')).statusCode).toBe(404);
  });
});
