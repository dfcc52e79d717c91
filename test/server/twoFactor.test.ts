// 2-factor login: email codes (hashed, expiring, single-use, void after failures), TOTP with a
// fixed clock, session rotation after the second step, and the 2-factor settings routes.
import { kysely } from '../../server/db/kysely';
import { DEMO_PASSWORD } from '../../server/db/seed';
import { SESSION_COOKIE } from '../../server/plugins/app/sessions';
import { MFA_CODE_MAX_FAILURES } from '../../server/services/mfa';
import { generateTotpSecret, totpCode, verifyTotp } from '../../server/services/totp';
import { Agent } from './helpers/agent';
import { backends } from './helpers/backends';
import { latestCode, latestMail } from './helpers/mailbox';
import { useTestApp } from './helpers/testApp';

const TWO_FA = 'leerling.2fa@demo.nl';

describe.each(backends)('2-factor on $name', (backend) => {
  const ctx = useTestApp(backend);

  it('mails a Dutch 6-digit code, stores only its hash, and logs in with it on a new session id', async () => {
    const agent = new Agent(ctx.app);
    const login = await agent.login(TWO_FA);
    expect(login.json()).toMatchObject({ '2fa_complete': false, email_auth_enabled: true });
    const mail = await latestMail(ctx.app, TWO_FA);
    expect(mail.subject).toMatch(/^Je inlogcode: \d{6}$/);
    const code = await latestCode(ctx.app, TWO_FA);
    const stored = await ctx.app.db.selectFrom('mfa_codes').selectAll().execute();
    expect(stored).toHaveLength(1);
    expect(stored[0].code_hash).not.toContain(code);
    expect(stored[0].code_hash).toMatch(/^\$argon2id\$/);

    const pendingId = agent.cookies.get(SESSION_COOKIE);
    const res = await agent.post('/2fa_check', { _auth_code: code });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, '2fa_complete': true });
    expect(agent.cookies.get(SESSION_COOKIE)).not.toEqual(pendingId);
    expect((await agent.get('/api/account')).json().username).toBe(TWO_FA);
    // The half-logged-in session id is gone.
    const stale = await ctx.app.inject({
      method: 'GET',
      url: '/logged-in',
      cookies: { [SESSION_COOKIE]: pendingId as string },
    });
    expect(stale.json()).toEqual({ logged_in: false });
  });

  it('answers 401 2fa_failed to a wrong code and keeps the session pending', async () => {
    const agent = new Agent(ctx.app);
    await agent.login(TWO_FA);
    const code = await latestCode(ctx.app, TWO_FA);
    const wrong = code === '000000' ? '111111' : '000000';
    const res = await agent.post('/2fa_check', { _auth_code: wrong });
    expect([res.statusCode, res.json()]).toEqual([401, { error: '2fa_failed' }]);
    expect((await agent.get('/api/account')).statusCode).toBe(401);
  });

  it('uses a code only once', async () => {
    const agent = new Agent(ctx.app);
    await agent.login(TWO_FA);
    const code = await latestCode(ctx.app, TWO_FA);
    expect((await agent.post('/2fa_check', { _auth_code: code })).statusCode).toBe(200);
    const other = new Agent(ctx.app);
    await other.login(TWO_FA); // issues a new code and revokes the old one
    expect((await other.post('/2fa_check', { _auth_code: code })).json()).toEqual({ error: '2fa_failed' });
  });

  it('refuses an expired code', async () => {
    const agent = new Agent(ctx.app);
    await agent.login(TWO_FA);
    const code = await latestCode(ctx.app, TWO_FA);
    await kysely().sql`UPDATE mfa_codes SET expires_at = now() - interval '1 second'`.execute(ctx.app.db);
    expect((await agent.post('/2fa_check', { _auth_code: code })).json()).toEqual({ error: '2fa_failed' });
  });

  it(`voids the code after ${MFA_CODE_MAX_FAILURES} wrong tries, even for the right code`, async () => {
    const agent = new Agent(ctx.app);
    await agent.login(TWO_FA);
    const code = await latestCode(ctx.app, TWO_FA);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < MFA_CODE_MAX_FAILURES; i++) await agent.post('/2fa_check', { _auth_code: wrong });
    expect((await agent.post('/2fa_check', { _auth_code: code })).json()).toEqual({ error: '2fa_failed' });
  });

  it('answers 401 unauthorized to /2fa_check without a pending session', async () => {
    const anonymous = await new Agent(ctx.app).post('/2fa_check', { _auth_code: '123456' });
    expect([anonymous.statusCode, anonymous.json()]).toEqual([401, { error: 'unauthorized' }]);
    const full = new Agent(ctx.app);
    await full.login('leerling@demo.nl');
    expect((await full.post('/2fa_check', { _auth_code: '123456' })).statusCode).toBe(401);
  });

  describe('authenticator app (TOTP)', () => {
    it('verifies RFC 6238 codes against a fixed clock with one step of tolerance', async () => {
      const secret = await generateTotpSecret();
      const t0 = 1_900_000_000;
      const code = await totpCode(secret, t0);
      expect(code).toMatch(/^\d{6}$/);
      expect(await verifyTotp(secret, code, t0)).toBe(true);
      expect(await verifyTotp(secret, code, t0 + 30)).toBe(true);
      expect(await verifyTotp(secret, code, t0 + 95)).toBe(false);
      expect(await verifyTotp(secret, 'abcdef', t0)).toBe(false);
    });

    it('RFC 6238 test vector: SHA-1 secret 12345678901234567890 at T=59 gives 287082', async () => {
      // Base32 of the ASCII secret "12345678901234567890"; the RFC lists 94287082 for 8 digits.
      expect(await totpCode('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ', 59)).toBe('287082');
    });

    it('sets up google: secret, QR image, type, and a login with the app code', async () => {
      const agent = new Agent(ctx.app);
      await agent.login('leerling@demo.nl');
      const early = await agent.post('/api/account/set-mfa-type', { type: 'google' });
      expect([early.statusCode, early.json()]).toEqual([400, { error: 'no_authenticator_secret' }]); // no secret yet
      expect((await agent.get('/api/account/google-authenticator-qr-code')).statusCode).toBe(404);

      expect(
        (
          await agent.post('/api/account/generate-google-authenticator-secret', {
            generate: true,
            current_password: DEMO_PASSWORD,
          })
        ).json(),
      ).toEqual({ success: true });
      expect((await agent.get('/api/account')).json().hasGoogleAuthenticatorSecret).toBe(true);
      const qr = await agent.get('/api/account/google-authenticator-qr-code?t=1');
      expect(qr.statusCode).toBe(200);
      expect(qr.headers['content-type']).toBe('image/png');
      expect(qr.headers['cache-control']).toBe('no-store');
      expect(qr.rawPayload.subarray(1, 4).toString()).toBe('PNG');
      expect(
        (await agent.post('/api/account/set-mfa-type', { type: 'google', current_password: DEMO_PASSWORD })).statusCode,
      ).toBe(200);

      const phone = new Agent(ctx.app);
      expect((await phone.login('leerling@demo.nl')).json()).toMatchObject({
        '2fa_complete': false,
        google_authenticator_enabled: true,
      });
      expect(await ctx.app.db.selectFrom('mfa_codes').selectAll().execute()).toHaveLength(0); // no mail for app users
      const { google_secret } = await ctx.app.db
        .selectFrom('users')
        .select('google_secret')
        .where('username', '=', 'leerling@demo.nl')
        .executeTakeFirstOrThrow();
      expect((await phone.post('/2fa_check', { _auth_code: await totpCode(google_secret as string) })).statusCode).toBe(
        200,
      );
      expect((await phone.get('/api/account')).json().mfaType).toBe('google');
    });
  });

  it("refuses 'none' when 2-factor is mandatory, unless it is the current type", async () => {
    await ctx.app.db
      .updateTable('users')
      .set({ mfa_mandatory: true })
      .where('username', 'in', [TWO_FA, 'leerling@demo.nl'])
      .execute();
    const agent = new Agent(ctx.app);
    await agent.login(TWO_FA);
    await agent.post('/2fa_check', { _auth_code: await latestCode(ctx.app, TWO_FA) });
    expect((await agent.post('/api/account/set-mfa-type', { type: 'none' })).json()).toEqual({
      error: 'mfa_required',
    });
    // Mandatory means a second factor at login too: without one of their own, the e-mail code.
    const plain = new Agent(ctx.app);
    await plain.login('leerling@demo.nl');
    expect((await plain.get('/api/account')).statusCode).toBe(401);
    await plain.post('/2fa_check', { _auth_code: await latestCode(ctx.app, 'leerling@demo.nl') });
    expect((await plain.post('/api/account/set-mfa-type', { type: 'none' })).statusCode).toBe(200);
    expect(
      (await plain.post('/api/account/set-mfa-type', { type: 'email', current_password: DEMO_PASSWORD })).statusCode,
    ).toBe(200);
    expect((await plain.get('/api/account')).json().mfaType).toBe('email');
    const log = await ctx.app.db
      .selectFrom('audit_log')
      .select(['action', 'detail'])
      .where('action', '=', 'mfa_type_changed')
      .execute();
    expect(log.at(-1)?.detail).toEqual({ from: 'none', to: 'email' });
  });

  it('rejects an unknown type with 400 invalid_request', async () => {
    const agent = new Agent(ctx.app);
    await agent.login('leerling@demo.nl');
    expect((await agent.post('/api/account/set-mfa-type', { type: 'sms' })).json()).toEqual({
      error: 'invalid_request',
    });
  });
});
