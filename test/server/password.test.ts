// Password reset, setting a password from a link (reset and activation), changing a password:
// every error code of docs/product.md §8 these routes produce, and single-use / expiring tokens.
import { kysely } from '../../server/db/kysely';
import { SESSION_COOKIE } from '../../server/plugins/app/sessions';
import { isBreached, isInRangeService } from '../../server/services/breachedPasswords';
import { Agent } from './helpers/agent';
import { backends } from './helpers/backends';
import { latestLinkToken, latestMail } from './helpers/mailbox';
import { useTestApp } from './helpers/testApp';

const NEW_PASSWORD = 'Fietsbel-Oranje-42';
const STUDENT = 'leerling@demo.nl';

describe.each(backends)('passwords on $name', (backend) => {
  const ctx = useTestApp(backend);

  async function requestReset(email = STUDENT): Promise<string> {
    const res = await new Agent(ctx.app).post('/api/resetting/reset', { email });
    expect(res.json()).toEqual({ success: true });
    return latestLinkToken(ctx.app, email.trim().toLowerCase(), 'resetting/reset');
  }

  describe('POST /api/resetting/reset', () => {
    it('mails a Dutch reset link to PUBLIC_URL and stores only the token hash', async () => {
      const token = await requestReset(' Leerling@Demo.nl ');
      const mail = await latestMail(ctx.app, STUDENT);
      expect(mail.subject).toContain('Wachtwoord');
      expect(mail.text).toContain(`${ctx.config.publicUrl}/resetting/reset/${token}`);
      const rows = await ctx.app.db.selectFrom('tokens').selectAll().execute();
      expect(rows.map((r) => r.purpose)).toEqual(['reset']);
      expect(rows[0].token_hash).not.toContain(token);
    });

    it.each(['onbekend@demo.nl', 'nieuw@demo.nl'])(
      'answers %s like a known account (no account discovery) and sends nothing',
      async (email) => {
        const res = await new Agent(ctx.app).post('/api/resetting/reset', { email });
        expect([res.statusCode, res.json()]).toEqual([200, { success: true }]);
        expect(await ctx.app.db.selectFrom('mail_outbox').selectAll().execute()).toHaveLength(0);
      },
    );

    it('answers reset_limit to a second request for the same account shortly after', async () => {
      await requestReset();
      const again = await new Agent(ctx.app).post('/api/resetting/reset', { email: STUDENT });
      expect([again.statusCode, again.json().error]).toEqual([429, 'reset_limit']);
      expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
      expect(await ctx.app.db.selectFrom('mail_outbox').selectAll().execute()).toHaveLength(1);
    });
  });

  describe('POST /api/resetting/set', () => {
    const set = (agent: Agent, token: string, password = NEW_PASSWORD, repeatPassword = password, extra = {}) =>
      agent.post('/api/resetting/set', { token, password, repeatPassword, ...extra });

    it('sets the password, logs the user in, and ends other sessions', async () => {
      const elsewhere = new Agent(ctx.app);
      await elsewhere.login(STUDENT);
      const token = await requestReset();
      const agent = new Agent(ctx.app);
      const res = await set(agent, token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ success: true, '2fa_complete': true });
      expect(agent.cookies.has(SESSION_COOKIE)).toBe(true);
      expect((await agent.get('/api/account')).json().username).toBe(STUDENT);
      expect((await elsewhere.get('/api/account')).statusCode).toBe(401);
      expect((await new Agent(ctx.app).login(STUDENT, NEW_PASSWORD)).statusCode).toBe(200);
      expect((await new Agent(ctx.app).login(STUDENT)).statusCode).toBe(401);
    });

    it('uses a token only once', async () => {
      const token = await requestReset();
      expect((await set(new Agent(ctx.app), token)).statusCode).toBe(200);
      const again = await set(new Agent(ctx.app), token, 'Nog-een-ander-wachtwoord');
      expect([again.statusCode, again.json()]).toEqual([400, { error: 'invalid_token' }]);
    });

    it('refuses an expired token and a made-up one with invalid_token', async () => {
      const token = await requestReset();
      await kysely().sql`UPDATE tokens SET expires_at = now() - interval '1 second'`.execute(ctx.app.db);
      expect((await set(new Agent(ctx.app), token)).json()).toEqual({ error: 'invalid_token' });
      expect((await set(new Agent(ctx.app), 'x'.repeat(43))).json()).toEqual({ error: 'invalid_token' });
      expect((await set(new Agent(ctx.app), 'kort')).json()).toEqual({ error: 'invalid_token' });
    });

    it.each([
      ['passwords_dont_match', NEW_PASSWORD, `${NEW_PASSWORD}!`],
      ['password_policy', 'kort-12', 'kort-12'],
      ['password_breached', 'qwertyuiop', 'qwertyuiop'],
      ['password_breached', 'Password123', 'Password123'],
      ['password_breached', 'wachtwoord123', 'wachtwoord123'], // issue 12 item 8: Dutch common passwords
      ['old_password_used', 'Welkom-check-2026', 'Welkom-check-2026'],
    ])('answers 400 %s and keeps the token usable', async (error, password, repeat) => {
      const token = await requestReset();
      const res = await set(new Agent(ctx.app), token, password, repeat);
      expect([res.statusCode, res.json()]).toEqual([400, { error }]);
      expect((await set(new Agent(ctx.app), token)).statusCode).toBe(200);
    });

    it('activates nieuw@demo.nl through the activation link with enabled=true and logs in', async () => {
      await new Agent(ctx.app).post('/api/check-username', { username: 'nieuw@demo.nl' });
      const token = await latestLinkToken(ctx.app, 'nieuw@demo.nl', 'register/confirm');
      const agent = new Agent(ctx.app);
      const without = await set(agent, token);
      expect(without.json()).toEqual({ error: 'user_not_enabled' });
      const res = await set(agent, token, NEW_PASSWORD, NEW_PASSWORD, { enabled: true });
      expect(res.json()).toMatchObject({ success: true, '2fa_complete': true });
      expect((await agent.get('/api/account')).json().username).toBe('nieuw@demo.nl');
      const audit = await ctx.app.db.selectFrom('audit_log').select('action').execute();
      expect(audit.map((a) => a.action)).toContain('account_activated');
    });

    it('asks for the second factor after a reset for a 2FA account', async () => {
      const token = await requestReset('leerling.2fa@demo.nl');
      const agent = new Agent(ctx.app);
      expect((await set(agent, token)).json()).toMatchObject({
        success: true,
        '2fa_complete': false,
        email_auth_enabled: true,
      });
      expect((await agent.get('/api/account')).statusCode).toBe(401);
    });
  });

  describe('POST /api/account/change-password', () => {
    const change = (agent: Agent, current_password: string, new_password: string) =>
      agent.post('/api/account/change-password', { current_password, new_password });

    it.each([
      ['incorrect_password', 'fout-wachtwoord', NEW_PASSWORD],
      ['password_policy', 'Welkom-check-2026', 'kort'],
      ['password_breached', 'Welkom-check-2026', '1234567890'],
      ['old_password_used', 'Welkom-check-2026', 'Welkom-check-2026'],
    ])('answers 400 %s', async (error, current, next) => {
      const agent = new Agent(ctx.app);
      await agent.login(STUDENT);
      const res = await change(agent, current, next);
      expect([res.statusCode, res.json()]).toEqual([400, { error }]);
    });

    it('changes the password, keeps this session and ends the others', async () => {
      const agent = new Agent(ctx.app);
      const other = new Agent(ctx.app);
      await agent.login(STUDENT);
      await other.login(STUDENT);
      expect((await change(agent, 'Welkom-check-2026', NEW_PASSWORD)).json()).toEqual({ success: true });
      expect((await agent.get('/api/account')).statusCode).toBe(200);
      expect((await other.get('/api/account')).statusCode).toBe(401);
      expect((await new Agent(ctx.app).login(STUDENT, NEW_PASSWORD)).statusCode).toBe(200);
    });

    it('needs a logged-in user', async () => {
      expect((await change(new Agent(ctx.app), 'a', 'b')).statusCode).toBe(401);
    });
  });
});

describe('k-anonymity range lookup', () => {
  const sha1Suffix = '1E4C9B93F3F0682250B6CF8331B7EE68FD8'; // SHA-1("password") minus its first 5 characters
  const fakeFetch = (body: string, ok = true) =>
    jest.fn(async (url: string) => ({ ok, text: async () => body, url })) as unknown as typeof fetch & jest.Mock;

  it('sends only the 5-character prefix and finds the suffix in the answer', async () => {
    const fetchFn = fakeFetch(`0018A45C4D1DEF81644B54AB7F969B88D65:1\r\n${sha1Suffix}:3861493\r\n`);
    expect(await isInRangeService('password', 'https://range.example/range/', fetchFn)).toBe(true);
    expect(fetchFn.mock.calls[0][0]).toBe('https://range.example/range/5BAA6');
  });

  it('ignores padding lines with count 0 and falls back when the service fails', async () => {
    expect(await isInRangeService('password', 'https://range.example/range', fakeFetch(`${sha1Suffix}:0`))).toBe(false);
    expect(await isInRangeService('password', 'https://range.example/range', fakeFetch('', false))).toBeNull();
    const failing = jest.fn(async () => Promise.reject(new Error('offline'))) as unknown as typeof fetch;
    expect(await isBreached('Een-lang-uniek-wachtwoord', 'https://range.example/range', failing)).toBe(false);
    expect(await isBreached('qwertyuiop', null)).toBe(true);
  });
});
