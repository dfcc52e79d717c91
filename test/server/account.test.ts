// GET /api/account, check-username, resend-confirmation, GET /menu and GET /online.
import { hashToken } from '../../server/services/activationMail';
import { Agent } from './helpers/agent';
import { fastest } from './helpers/backends';
import { useTestApp } from './helpers/testApp';

describe.each(fastest)('account and registration on $name', (backend) => {
  const ctx = useTestApp(backend);

  it('answers 401 unauthorized to anonymous requests', async () => {
    const res = await new Agent(ctx.app).get('/api/account');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'unauthorized' });
  });

  it('returns every Account field for the logged-in student', async () => {
    const agent = new Agent(ctx.app);
    await agent.login('leerling@demo.nl');
    const res = await agent.get('/api/account');
    expect(res.statusCode).toBe(200);
    const account = res.json();
    expect(account).toEqual({
      id: expect.any(Number),
      username: 'leerling@demo.nl',
      roles: ['ROLE_USER'],
      school: { name: 'Demo College' },
      mfaType: 'none',
      mfaMandatory: false,
      hasGoogleAuthenticatorSecret: false,
      finishedModules: [],
      skippedModules: [],
      managingSchools: [],
      managingLocations: [],
      imitate: false,
      imitating: false,
      lastLogin: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      givenName: 'Sanne',
      namePreposition: null,
      familyName: 'Jansen',
    });
  });

  it('shows the school a manager manages and the implied roles of a super admin', async () => {
    const manager = new Agent(ctx.app);
    await manager.login('manager@demo.nl');
    const school = await ctx.app.db.selectFrom('schools').select('id').executeTakeFirstOrThrow();
    expect((await manager.get('/api/account')).json().managingSchools).toEqual([school.id]);
    const admin = new Agent(ctx.app);
    await admin.login('admin@demo.nl');
    const account = (await admin.get('/api/account')).json();
    expect(account.roles).toEqual(expect.arrayContaining(['ROLE_SUPER_ADMIN', 'ROLE_ADMIN', 'ROLE_USER']));
    expect(account.imitate).toBe(true);
  });

  describe('POST /api/check-username', () => {
    it("answers 'login' for an active account (trimmed, case-insensitive)", async () => {
      const res = await new Agent(ctx.app).post('/api/check-username', { username: '  LEERLING@demo.nl ' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ result: 'login' });
      expect(await ctx.app.db.selectFrom('mail_outbox').selectAll().execute()).toHaveLength(0);
    });

    it("answers 'register' for an account that is not activated and queues an activation mail", async () => {
      const res = await new Agent(ctx.app).post('/api/check-username', { username: 'nieuw@demo.nl' });
      expect(res.json()).toEqual({ result: 'register' });
      const mails = await ctx.app.db.selectFrom('mail_outbox').selectAll().execute();
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({ to_address: 'nieuw@demo.nl', subject: expect.stringContaining('Activeer') });
      const token = /\/register\/confirm\/([A-Za-z0-9_-]+)/.exec(mails[0].text)?.[1];
      expect(mails[0].text).toContain(`${ctx.config.publicUrl}/register/confirm/`);
      const stored = await ctx.app.db.selectFrom('tokens').selectAll().execute();
      expect(stored).toHaveLength(1);
      expect(stored[0].token_hash).toBe(hashToken(token as string)); // only the hash is stored
      expect(stored[0].purpose).toBe('activation');
    });

    it('answers 404 user_not_found for an unknown address', async () => {
      const res = await new Agent(ctx.app).post('/api/check-username', { username: 'onbekend@demo.nl' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'user_not_found' });
    });
  });

  describe('POST /api/resend-confirmation', () => {
    it('sends the activation mail again with a new link and revokes the old one', async () => {
      const agent = new Agent(ctx.app);
      await agent.post('/api/check-username', { username: 'nieuw@demo.nl' });
      // A new window of the one-activation-mail-per-account limit (RESET_LIMIT_MINUTES later).
      await ctx.app.db.deleteFrom('limit_counters').execute();
      const res = await agent.post('/api/resend-confirmation', { username: 'nieuw@demo.nl' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true });
      expect(await ctx.app.db.selectFrom('mail_outbox').selectAll().execute()).toHaveLength(2);
      expect(await ctx.app.db.selectFrom('tokens').selectAll().execute()).toHaveLength(1);
    });

    it('answers unknown and already active accounts like inactive ones (no account discovery) and mails nobody', async () => {
      const agent = new Agent(ctx.app);
      const unknown = await agent.post('/api/resend-confirmation', { username: 'onbekend@demo.nl' });
      expect([unknown.statusCode, unknown.json()]).toEqual([200, { success: true }]);
      const active = await agent.post('/api/resend-confirmation', { username: 'leerling@demo.nl' });
      expect([active.statusCode, active.json()]).toEqual([200, { success: true }]);
      expect(await ctx.app.db.selectFrom('mail_outbox').selectAll().execute()).toHaveLength(0);
    });
  });

  it('GET /menu lists the footer items in order', async () => {
    const res = await new Agent(ctx.app).get('/menu');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { label: 'Privacyverklaring', uri: '/privacy.html' },
      { label: 'Thuisarts.nl', uri: 'https://www.thuisarts.nl' },
      { label: 'Voedingscentrum', uri: 'https://www.voedingscentrum.nl' },
    ]);
  });

  it('GET /online answers {online:true} and must not be cached', async () => {
    const res = await new Agent(ctx.app).get('/online');
    expect(res.json()).toEqual({ online: true });
    expect(res.headers['cache-control']).toBe('no-store');
  });
});
