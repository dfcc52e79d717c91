// Abuse limits of issue 10: failures counted per account *and* address (no lockout of the owner),
// one mail per account per window with the same answers for unknown, inactive and active accounts,
// counters in the database (shared by instances), and Retry-After that does not grow while waiting.
import { LimitCounters } from '../../server/services/limitCounters';
import { AttemptLimits } from '../../server/plugins/app/accountLimits';
import { Agent } from './helpers/agent';
import { backends } from './helpers/backends';
import { latestCode } from './helpers/mailbox';
import { useTestApp } from './helpers/testApp';

// Several tests hash a password per login (argon2): on a busy shared machine that exceeds 5 s.
jest.setTimeout(60_000);

const MAX = 3;

describe.each(backends)('rate limits on $name', (backend) => {
  let now = Date.parse('2026-11-23T09:00:00Z');
  const ctx = useTestApp(
    backend,
    { ACCOUNT_RATE_LIMIT_MAX: String(MAX), ACCOUNT_RATE_LIMIT_ALL_SOURCES_MAX: '6' },
    undefined,
    { clock: () => now },
  );
  beforeEach(() => {
    now = Date.parse('2026-11-23T09:00:00Z');
  });

  it('does not let another address lock the owner out: failures count per account and address', async () => {
    const attacker = new Agent(ctx.app, '198.51.100.66');
    for (let i = 0; i < MAX; i++) expect((await attacker.login('leerling2@demo.nl', 'fout')).statusCode).toBe(401);
    expect((await attacker.login('leerling2@demo.nl')).statusCode).toBe(429);
    // The owner, from her own address, with the right password:
    expect((await new Agent(ctx.app, '192.0.2.20').login('leerling2@demo.nl')).statusCode).toBe(200);
  });

  it('does not count successful logins, username checks or resets against anyone', async () => {
    for (let i = 0; i < MAX * 3; i++) {
      const agent = new Agent(ctx.app, '192.0.2.30');
      expect((await agent.post('/api/check-username', { username: 'leerling@demo.nl' })).statusCode).toBe(200);
      expect((await agent.login('leerling@demo.nl')).statusCode).toBe(200);
    }
  });

  it('lets only addresses that logged in before keep trying an account many addresses guess at', async () => {
    // The owner logged in from home once.
    expect((await new Agent(ctx.app, '192.0.2.20').login('leerling2@demo.nl')).statusCode).toBe(200);
    // A botnet: two guesses from each of three addresses reach the all-sources ceiling (6).
    for (let i = 0; i < 6; i++)
      expect(
        (await new Agent(ctx.app, `198.51.100.${100 + Math.floor(i / 2)}`).login('leerling2@demo.nl', 'fout'))
          .statusCode,
      ).toBe(401);
    expect((await new Agent(ctx.app, '198.51.100.200').login('leerling2@demo.nl', 'fout')).statusCode).toBe(429);
    expect((await new Agent(ctx.app, '198.51.100.200').login('leerling2@demo.nl')).statusCode).toBe(429);
    // The owner's known address still gets in.
    expect((await new Agent(ctx.app, '192.0.2.20').login('leerling2@demo.nl')).statusCode).toBe(200);
  });

  it('answers 429 with a Retry-After that counts down and does not grow with retries', async () => {
    const agent = new Agent(ctx.app, '198.51.100.7');
    for (let i = 0; i < MAX; i++) await agent.login('leerling@demo.nl', 'fout');
    const first = await agent.login('leerling@demo.nl');
    expect(first.statusCode).toBe(429);
    const wait = Number(first.headers['retry-after']);
    expect(wait).toBe(ctx.config.accountRateLimitMinutes * 60);
    expect(first.json()).toEqual({ error: 'too_many_requests', retry_after: wait });
    now += 5 * 60_000;
    for (let i = 0; i < 5; i++) await agent.login('leerling@demo.nl', 'fout');
    const later = await agent.login('leerling@demo.nl');
    expect(Number(later.headers['retry-after'])).toBe(wait - 5 * 60);
    now += wait * 1000;
    expect((await agent.login('leerling@demo.nl')).statusCode).toBe(200);
  });

  it('limits wrong 2-factor codes per account and address', async () => {
    const agent = new Agent(ctx.app, '198.51.100.8');
    await agent.login('leerling.2fa@demo.nl');
    const code = await latestCode(ctx.app, 'leerling.2fa@demo.nl');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < MAX; i++) expect((await agent.post('/2fa_check', { _auth_code: wrong })).statusCode).toBe(401);
    const refused = await agent.post('/2fa_check', { _auth_code: code });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });

  it('keeps its counters in the database, so a second instance sees the same numbers', async () => {
    const agent = new Agent(ctx.app, '198.51.100.9');
    for (let i = 0; i < MAX; i++) await agent.login('leerling@demo.nl', 'fout');
    // Another instance: its own memory, the same database.
    const other = new AttemptLimits(new LimitCounters(ctx.app.db, () => now), ctx.config);
    expect(await other.checkLogin('leerling@demo.nl', '198.51.100.9')).toEqual({
      retryAfter: ctx.config.accountRateLimitMinutes * 60,
    });
    expect(await other.checkLogin('leerling@demo.nl', '198.51.100.10')).toBeNull();
  });

  it('sends at most one activation mail per account per window, answering resend the same for every account', async () => {
    const answers = [];
    for (const username of [
      'nieuw@demo.nl',
      'nieuw@demo.nl',
      'nieuw@demo.nl',
      'onbekend@demo.nl',
      'leerling@demo.nl',
    ]) {
      const res = await new Agent(ctx.app).post('/api/resend-confirmation', { username });
      answers.push([res.statusCode, res.json()]);
    }
    expect(new Set(answers.map((a) => JSON.stringify(a)))).toEqual(new Set([JSON.stringify([200, { success: true }])]));
    expect(await ctx.app.db.selectFrom('mail_outbox').select('to_address').execute()).toEqual([
      { to_address: 'nieuw@demo.nl' },
    ]);
    now += ctx.config.resetLimitMinutes * 60_000 + 1000;
    await new Agent(ctx.app).post('/api/resend-confirmation', { username: 'nieuw@demo.nl' });
    expect(await ctx.app.db.selectFrom('mail_outbox').select('to_address').execute()).toHaveLength(2);
  });

  it('answers a reset request the same for unknown, inactive and active accounts', async () => {
    const first = [];
    const second = [];
    for (const email of ['onbekend@demo.nl', 'nieuw@demo.nl', 'leerling@demo.nl']) {
      const a = await new Agent(ctx.app).post('/api/resetting/reset', { email });
      first.push([a.statusCode, a.json()]);
      const b = await new Agent(ctx.app).post('/api/resetting/reset', { email });
      second.push([b.statusCode, b.json().error, b.headers['retry-after']]);
    }
    expect(first).toEqual(Array(3).fill([200, { success: true }]));
    expect(second).toEqual(Array(3).fill([429, 'reset_limit', String(ctx.config.resetLimitMinutes * 60)]));
    expect(await ctx.app.db.selectFrom('mail_outbox').select('to_address').execute()).toEqual([
      { to_address: 'leerling@demo.nl' },
    ]);
  });

  it('slows guessing of password links per address', async () => {
    const agent = new Agent(ctx.app, '198.51.100.11');
    const body = { password: 'Fietsbel-Oranje-42', repeatPassword: 'Fietsbel-Oranje-42' };
    let last = 0;
    for (let i = 0; i <= ctx.config.addressFailureMax && last !== 429; i++)
      last = (await agent.post('/api/resetting/set', { ...body, token: `gok${i}` })).statusCode;
    expect(last).toBe(429);
  }, 60_000);
});
