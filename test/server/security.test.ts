// Security hardening of issue 10 (and the browser-session cookie of issue 11 item 6): forwarded
// addresses, the dev outbox behind a proxy, TOTP replay, re-authentication for 2-factor changes,
// no-store on session answers, the idle timeout, CSRF on the imitation switch, __Host- cookies.
import { loadConfig } from '../../server/config';
import { kysely } from '../../server/db/kysely';
import { SESSION_COOKIE } from '../../server/plugins/app/sessions';
import { generateTotpSecret, totpCode } from '../../server/services/totp';
import { Agent } from './helpers/agent';
import { fastest } from './helpers/backends';
import { latestCode, latestMail } from './helpers/mailbox';
import { useTestApp } from './helpers/testApp';

// Several tests hash a password per login (argon2): on a busy shared machine that exceeds 5 s.
jest.setTimeout(60_000);

const PROXY = '127.0.0.1';

describe('TRUST_PROXY', () => {
  it('reads a hop count or proxy addresses/CIDRs, and refuses "trust everyone"', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 10.1.0.0/16,::1' }).trustProxy).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
      '::1',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow('TRUST_PROXY');
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow('TRUST_PROXY');
  });
});

describe.each(fastest)('behind a proxy (TRUST_PROXY=1) on $name', (backend) => {
  const ctx = useTestApp(backend, { TRUST_PROXY: '1', ADDRESS_FAILURE_LIMIT_MAX: '3' });
  /** A request as the proxy forwards it: the client's own X-Forwarded-For text, then the address the proxy saw. */
  const viaProxy = (clientText: string | null, realClient: string) => ({
    'x-forwarded-for': clientText ? `${clientText}, ${realClient}` : realClient,
  });

  it('counts the address the proxy saw, whatever the client writes in X-Forwarded-For', async () => {
    // Spraying three accounts, each time pretending to be someone else: still one address.
    const agent = new Agent(ctx.app, PROXY);
    for (let i = 0; i < 3; i++) {
      const res = await agent.request(
        'POST',
        '/login',
        { username: `gok${i}@demo.nl`, password: 'fout' },
        viaProxy(`10.9.9.${i}`, '198.51.100.3'),
      );
      expect(res.statusCode).toBe(401);
    }
    const res = await agent.request(
      'POST',
      '/login',
      { username: 'gok9@demo.nl', password: 'fout' },
      viaProxy('127.0.0.1', '198.51.100.3'),
    );
    expect(res.statusCode).toBe(429);
    // Another client behind the same proxy is a different address.
    expect(
      (
        await agent.request(
          'POST',
          '/login',
          { username: 'leerling@demo.nl', password: 'Welkom-check-2026' },
          viaProxy(null, '198.51.100.4'),
        )
      ).statusCode,
    ).toBe(200);
  });

  it('never serves /dev/mail through the proxy, even for a forged 127.0.0.1', async () => {
    const agent = new Agent(ctx.app, PROXY);
    expect((await agent.get('/dev/mail', viaProxy('127.0.0.1', '198.51.100.3'))).statusCode).toBe(404);
    expect((await agent.get('/dev/mail', viaProxy(null, '127.0.0.1'))).statusCode).toBe(404);
    // Straight from this machine (no proxy in between) it is there.
    expect((await agent.get('/dev/mail')).statusCode).toBe(200);
  });
});

describe.each(fastest)('/dev/mail with DEV_MAIL_ALLOW_REMOTE on $name', (backend) => {
  const ctx = useTestApp(backend, { TRUST_PROXY: '1', DEV_MAIL_ALLOW_REMOTE: '1' });
  it('is reachable through a proxy only when allowed', async () => {
    expect((await new Agent(ctx.app, PROXY).get('/dev/mail', { 'x-forwarded-for': '198.51.100.3' })).statusCode).toBe(
      200,
    );
  });
});

describe.each(fastest)('session and account hardening on $name', (backend) => {
  const ctx = useTestApp(backend);

  async function googleUser(): Promise<{ agent: Agent; secret: string }> {
    const secret = await generateTotpSecret();
    await ctx.app.db
      .updateTable('users')
      .set({ mfa_type: 'google', google_secret: secret })
      .where('username', '=', 'leerling@demo.nl')
      .execute();
    return { agent: new Agent(ctx.app), secret };
  }

  it('accepts an authenticator code once, and no older code after it (TOTP replay)', async () => {
    const { secret } = await googleUser();
    const code = await totpCode(secret);
    const first = new Agent(ctx.app);
    await first.login('leerling@demo.nl');
    expect((await first.post('/2fa_check', { _auth_code: code })).statusCode).toBe(200);
    const second = new Agent(ctx.app);
    await second.login('leerling@demo.nl');
    expect((await second.post('/2fa_check', { _auth_code: code })).json()).toEqual({ error: '2fa_failed' });
    const previous = await totpCode(secret, Math.floor(Date.now() / 1000) - 30);
    expect((await second.post('/2fa_check', { _auth_code: previous })).json()).toEqual({ error: '2fa_failed' });
  });

  it('asks for the current password to change the 2-factor type or make a new secret, and mails when 2FA goes off', async () => {
    const agent = new Agent(ctx.app);
    await agent.login('leerling.2fa@demo.nl');
    await agent.post('/2fa_check', { _auth_code: await latestCode(ctx.app, 'leerling.2fa@demo.nl') });
    const without = await agent.post('/api/account/set-mfa-type', { type: 'none' });
    expect([without.statusCode, without.json()]).toEqual([400, { error: 'incorrect_password' }]);
    const wrong = await agent.post('/api/account/set-mfa-type', { type: 'none', current_password: 'fout' });
    expect(wrong.json()).toEqual({ error: 'incorrect_password' });
    expect((await agent.post('/api/account/generate-google-authenticator-secret', { generate: true })).json()).toEqual({
      error: 'incorrect_password',
    });
    const user = () =>
      ctx.app.db
        .selectFrom('users')
        .select(['mfa_type', 'google_secret'])
        .where('username', '=', 'leerling.2fa@demo.nl')
        .executeTakeFirstOrThrow();
    expect(await user()).toEqual({ mfa_type: 'email', google_secret: null });

    const ok = await agent.post('/api/account/set-mfa-type', { type: 'none', current_password: 'Welkom-check-2026' });
    expect(ok.json()).toEqual({ success: true });
    expect((await user()).mfa_type).toBe('none');
    expect((await latestMail(ctx.app, 'leerling.2fa@demo.nl')).subject).toBe('Tweestapsverificatie is uitgezet');
    expect(
      (
        await agent.post('/api/account/generate-google-authenticator-secret', {
          generate: true,
          current_password: 'Welkom-check-2026',
        })
      ).json(),
    ).toEqual({ success: true });
    expect((await user()).google_secret).not.toBeNull();
  });

  it.each([
    ['GET', '/api/account'],
    ['GET', '/api/user'],
    ['GET', '/api/user/1'],
    ['GET', '/api/bug-report'],
    ['GET', '/api/bug-report/1'],
    ['POST', '/api/oorcheck/start'],
    ['GET', '/api/oorcheck/status/abc'],
    ['GET', '/logged-in'],
    ['GET', '/api/test/data'],
    ['POST', '/api/action-queue'],
    ['POST', '/login'],
  ])('answers %s %s with Cache-Control: no-store', async (method, url) => {
    const agent = new Agent(ctx.app);
    await agent.login('admin@demo.nl');
    await agent.post('/api/bug-report', { message: 'melding', data: {} });
    const res = await agent.request(
      method as 'GET',
      url,
      method === 'POST'
        ? url === '/login'
          ? { username: 'admin@demo.nl', password: 'x' }
          : url === '/api/action-queue'
            ? { queue: [] }
            : {}
        : undefined,
    );
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('requires the CSRF header for the imitation switch (a cross-site link cannot start it)', async () => {
    const agent = new Agent(ctx.app);
    await agent.login('admin@demo.nl');
    const cookie = [...agent.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const forged = await ctx.app.inject({
      method: 'GET',
      url: '/api/account?_switch_user=leerling@demo.nl',
      headers: { cookie },
    });
    expect([forged.statusCode, forged.json()]).toEqual([403, { error: 'invalid_csrf_token' }]);
    expect((await agent.get('/api/account')).json()).toMatchObject({ username: 'admin@demo.nl', imitating: false });
    expect((await agent.get('/api/account?_switch_user=leerling@demo.nl')).json()).toMatchObject({
      username: 'leerling@demo.nl',
      imitating: true,
    });
  });

  it('sets the session as a browser-session cookie (no Max-Age, no Expires)', async () => {
    const res = await new Agent(ctx.app).login('leerling@demo.nl');
    const raw = ([] as string[])
      .concat(res.headers['set-cookie'] ?? [])
      .find((c) => c.startsWith(`${SESSION_COOKIE}=`)) as string;
    expect(raw).toBeDefined();
    expect(raw).not.toMatch(/max-age|expires/i);
  });
});

describe.each(fastest)('short idle timeout on $name', (backend) => {
  const ctx = useTestApp(backend, { SESSION_IDLE_MINUTES: '1' });

  it('does not drop an active session early (the idle check and the last_seen_at write agree)', async () => {
    const agent = new Agent(ctx.app);
    await agent.login('leerling@demo.nl');
    const { sql } = kysely();
    const shift = (seconds: number) =>
      sql`UPDATE sessions SET last_seen_at = last_seen_at - make_interval(secs => ${seconds}), created_at = created_at - make_interval(secs => ${seconds})`.execute(
        ctx.app.db,
      );
    // Last written 50 s ago, and a request now ...
    await shift(50);
    expect((await agent.get('/logged-in')).json()).toEqual({ logged_in: true });
    // ... 30 s later the last request was 30 s ago: still alive.
    await shift(30);
    expect((await agent.get('/logged-in')).json()).toEqual({ logged_in: true });
    // Idle for longer than a minute: gone.
    await shift(90);
    expect((await agent.get('/logged-in')).json()).toEqual({ logged_in: false });
  });
});

describe.each(fastest)('over https on $name', (backend) => {
  const ctx = useTestApp(backend, { PUBLIC_URL: 'https://check.example.nl' });

  it('uses __Host- cookie names and HSTS with includeSubDomains', async () => {
    const online = await ctx.app.inject({ method: 'GET', url: '/online' });
    expect(online.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const names = online.cookies.map((c) => c.name).sort();
    expect(names).toEqual(['__Host-XSRF-TOKEN', '__Host-csrf']);
    const cookie = online.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const xsrf = online.cookies.find((c) => c.name === '__Host-XSRF-TOKEN')?.value as string;
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/login',
      payload: { username: 'leerling@demo.nl', password: 'Welkom-check-2026' },
      headers: { cookie, 'x-xsrf-token': xsrf },
    });
    expect(login.statusCode).toBe(200);
    const session = login.cookies.find((c) => c.name === '__Host-lrc_session');
    expect(session).toMatchObject({ secure: true, path: '/', httpOnly: true });
    expect((session as { domain?: string }).domain).toBeUndefined();
  });
});
