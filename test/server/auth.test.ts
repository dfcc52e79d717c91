// Login, logout, sessions (rotation, expiry, cookie flags), 2FA-pending sessions, CSRF and rate limits.
import { kysely } from '../../server/db/kysely';
import { SESSION_COOKIE } from '../../server/plugins/app/sessions';
import { Agent } from './helpers/agent';
import { backends } from './helpers/backends';
import { useTestApp } from './helpers/testApp';

describe.each(backends)('auth on $name', (backend) => {
  const ctx = useTestApp(backend);

  it('logs in an active student, returns LoginResponse and sets a rotated http-only session cookie', async () => {
    const agent = new Agent(ctx.app);
    const res = await agent.login('  Leerling@Demo.nl ', ' Welkom-check-2026 ');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      error: null,
      '2fa_complete': true,
      email_auth_enabled: false,
      google_authenticator_enabled: false,
    });
    const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy(); // PUBLIC_URL is http in tests
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only a hash of the id is stored.
    const rows = await ctx.app.db.selectFrom('sessions').select('id_hash').execute();
    expect(rows).toHaveLength(1);
    expect(rows[0].id_hash).not.toContain(cookie?.value);
    expect(rows[0].id_hash).toMatch(/^[0-9a-f]{64}$/);
    expect((await agent.get('/logged-in')).json()).toEqual({ logged_in: true });
    const user = await ctx.app.db
      .selectFrom('users')
      .select('last_login')
      .where('username', '=', 'leerling@demo.nl')
      .executeTakeFirstOrThrow();
    expect(user.last_login).not.toBeNull();
  });

  it('rotates the session on login: new id, old row deleted, old cookie no longer works', async () => {
    const agent = new Agent(ctx.app);
    await agent.login('leerling@demo.nl');
    const first = agent.cookies.get(SESSION_COOKIE) as string;
    await agent.login('leerling@demo.nl');
    const second = agent.cookies.get(SESSION_COOKIE) as string;
    expect(second).not.toEqual(first);
    expect(await ctx.app.db.selectFrom('sessions').selectAll().execute()).toHaveLength(1);
    const stale = await ctx.app.inject({ method: 'GET', url: '/api/account', cookies: { [SESSION_COOKIE]: first } });
    expect(stale.statusCode).toBe(401);
  });

  it.each([
    ['unknown user', 'niemand@demo.nl', 'Welkom-check-2026'],
    ['wrong password', 'leerling@demo.nl', 'fout-wachtwoord'],
    ['disabled account', 'nieuw@demo.nl', 'Welkom-check-2026'],
  ])('rejects %s with 401 Invalid credentials.', async (_label, username, password) => {
    const agent = new Agent(ctx.app);
    const res = await agent.login(username, password);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, error: 'Invalid credentials.', '2fa_complete': false });
    expect(agent.cookies.has(SESSION_COOKIE)).toBe(false);
    expect((await agent.get('/logged-in')).json()).toEqual({ logged_in: false });
  });

  it('marks a session 2FA-pending for an account with a second factor and keeps it out of /api', async () => {
    const agent = new Agent(ctx.app);
    const res = await agent.login('leerling.2fa@demo.nl');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, '2fa_complete': false, email_auth_enabled: true });
    const account = await agent.get('/api/account');
    expect(account.statusCode).toBe(401);
    expect(account.json()).toEqual({ error: 'access_denied', '2fa_complete': false });
    expect((await agent.get('/api/test/data')).statusCode).toBe(401);
    expect((await agent.get('/logged-in')).json()).toEqual({ logged_in: false });
  });

  it('logs out: deletes the session row and clears the cookie', async () => {
    const agent = new Agent(ctx.app);
    await agent.login('leerling@demo.nl');
    const res = await agent.post('/logout');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect(agent.cookies.has(SESSION_COOKIE)).toBe(false);
    expect(await ctx.app.db.selectFrom('sessions').selectAll().execute()).toHaveLength(0);
    expect((await agent.get('/api/account')).statusCode).toBe(401);
  });

  it('expires a session after the idle time and after the absolute lifetime', async () => {
    const { sql } = kysely();
    const agent = new Agent(ctx.app);
    await agent.login('leerling@demo.nl');
    const idle = ctx.config.sessionIdleMinutes + 1;
    await sql`UPDATE sessions SET last_seen_at = now() - make_interval(mins => ${idle})`.execute(ctx.app.db);
    expect((await agent.get('/api/account')).statusCode).toBe(401);
    expect(await ctx.app.db.selectFrom('sessions').selectAll().execute()).toHaveLength(0);

    await agent.login('leerling@demo.nl');
    const hours = ctx.config.sessionAbsoluteHours + 1;
    await sql`UPDATE sessions SET created_at = now() - make_interval(hours => ${hours})`.execute(ctx.app.db);
    expect((await agent.get('/api/account')).statusCode).toBe(401);
  });

  it('ends the session of an account that is disabled meanwhile', async () => {
    const agent = new Agent(ctx.app);
    await agent.login('leerling@demo.nl');
    await ctx.app.db.updateTable('users').set({ enabled: false }).where('username', '=', 'leerling@demo.nl').execute();
    expect((await agent.get('/api/account')).statusCode).toBe(401);
  });

  describe('CSRF', () => {
    it('hands out a readable XSRF-TOKEN cookie', async () => {
      const res = await ctx.app.inject({ method: 'GET', url: '/online' });
      const token = res.cookies.find((c) => c.name === 'XSRF-TOKEN');
      expect(token?.value).toBeTruthy();
      expect(token?.httpOnly).toBeFalsy();
      expect(res.cookies.find((c) => c.name === '_csrf')?.httpOnly).toBe(true);
    });

    it('rejects writes without or with a wrong X-XSRF-TOKEN header with 403 invalid_csrf_token', async () => {
      const agent = new Agent(ctx.app);
      await agent.get('/online');
      const cookie = [...agent.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
      const body = { username: 'leerling@demo.nl', password: 'Welkom-check-2026' };
      const missing = await ctx.app.inject({ method: 'POST', url: '/login', payload: body, headers: { cookie } });
      expect(missing.statusCode).toBe(403);
      expect(missing.json()).toEqual({ error: 'invalid_csrf_token' });
      const wrong = await ctx.app.inject({
        method: 'POST',
        url: '/login',
        payload: body,
        headers: { cookie, 'x-xsrf-token': 'abc' },
      });
      expect(wrong.statusCode).toBe(403);
      // A rejected request gets a fresh token so the client can recover.
      expect(wrong.cookies.find((c) => c.name === 'XSRF-TOKEN')?.value).toBeTruthy();
      const noCookies = await ctx.app.inject({
        method: 'POST',
        url: '/logout',
        headers: { 'x-xsrf-token': agent.cookies.get('XSRF-TOKEN') as string },
      });
      expect(noCookies.statusCode).toBe(403);
      expect((await agent.login('leerling@demo.nl')).statusCode).toBe(200);
    });
  });

  it('slows wrong passwords per account and address with 429 too_many_requests and Retry-After', async () => {
    const agent = new Agent(ctx.app, '192.0.2.1');
    let last = await agent.login('leerling@demo.nl', 'fout');
    for (let i = 1; i <= ctx.config.accountRateLimitMax && last.statusCode !== 429; i++)
      last = await agent.login('leerling@demo.nl', 'fout');
    expect(last.statusCode).toBe(429);
    expect(last.json()).toMatchObject({ error: 'too_many_requests' });
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await new Agent(ctx.app, '192.0.2.2').login('leerling@demo.nl')).statusCode).toBe(200);
  });
});
