// Imitation: who may switch to whom, the account JSON while imitating, stopping, and the audit log
// with both the real and the imitated user on every imitated request.
import { json } from '../../server/db/json';
import { Agent } from './helpers/agent';
import { fastest } from './helpers/backends';
import { useTestApp } from './helpers/testApp';

describe.each(fastest)('imitation on $name', (backend) => {
  const ctx = useTestApp(backend);

  async function admin(): Promise<Agent> {
    const agent = new Agent(ctx.app);
    await agent.login('admin@demo.nl');
    return agent;
  }

  it('lets the super admin imitate leerling@demo.nl and stop again', async () => {
    const agent = await admin();
    const res = await agent.get('/api/account?_switch_user=leerling@demo.nl');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ username: 'leerling@demo.nl', imitating: true, roles: ['ROLE_USER'] });
    expect((await agent.get('/api/account')).json()).toMatchObject({ username: 'leerling@demo.nl', imitating: true });
    expect((await agent.get('/api/test/data')).statusCode).toBe(200);

    const back = await agent.get('/api/account?_exit=1');
    expect(back.json()).toMatchObject({ username: 'admin@demo.nl', imitating: false });

    const log = await ctx.app.db
      .selectFrom('audit_log')
      .select(['action', 'actor_username', 'subject_username', 'detail'])
      .orderBy('id')
      .execute();
    expect(log.map((l) => l.action)).toEqual([
      'imitation_start',
      'imitated_request',
      'imitated_request',
      'imitated_request',
      'imitation_stop',
    ]);
    for (const entry of log)
      expect([entry.actor_username, entry.subject_username]).toEqual(['admin@demo.nl', 'leerling@demo.nl']);
    expect(log[3].detail).toEqual({ method: 'GET', url: '/api/test/data', status: 200 });
  });

  it('never imitates another super admin, nor oneself', async () => {
    await ctx.app.db
      .updateTable('users')
      .set({ roles: json(['ROLE_SUPER_ADMIN']) })
      .where('username', '=', 'manager@demo.nl')
      .execute();
    const agent = await admin();
    for (const name of ['manager@demo.nl', 'admin@demo.nl']) {
      const res = await agent.get(`/api/account?_switch_user=${name}`);
      expect([res.statusCode, res.json()]).toEqual([403, { error: 'forbidden' }]);
    }
    expect((await agent.get('/api/account')).json().imitating).toBe(false);
  });

  it('answers user_not_found and user_not_enabled for unknown and inactive accounts', async () => {
    const agent = await admin();
    expect((await agent.get('/api/account?_switch_user=niemand@demo.nl')).json()).toEqual({ error: 'user_not_found' });
    expect((await agent.get('/api/account?_switch_user=nieuw@demo.nl')).json()).toEqual({ error: 'user_not_enabled' });
  });

  it('refuses a student (403 forbidden) and records the attempt', async () => {
    const student = new Agent(ctx.app);
    await student.login('leerling@demo.nl');
    const res = await student.get('/api/account?_switch_user=leerling2@demo.nl');
    expect([res.statusCode, res.json()]).toEqual([403, { error: 'forbidden' }]);
    expect((await student.get('/api/account')).json()).toMatchObject({
      username: 'leerling@demo.nl',
      imitating: false,
    });
    const log = await ctx.app.db.selectFrom('audit_log').select(['action', 'actor_username']).execute();
    expect(log).toEqual([{ action: 'imitation_denied', actor_username: 'leerling@demo.nl' }]);
  });

  it('lets an account with the imitate flag imitate a student but not an admin', async () => {
    await ctx.app.db.updateTable('users').set({ imitate: true }).where('username', '=', 'manager@demo.nl').execute();
    const manager = new Agent(ctx.app);
    await manager.login('manager@demo.nl');
    expect((await manager.get('/api/account?_switch_user=leerling@demo.nl')).json()).toMatchObject({
      username: 'leerling@demo.nl',
      imitating: true,
    });
    await manager.get('/api/account?_exit=1');
    expect((await manager.get('/api/account?_switch_user=admin@demo.nl')).statusCode).toBe(403);
  });

  it("does not let the imitator change the imitated user's password or 2-factor settings", async () => {
    const agent = await admin();
    await agent.get('/api/account?_switch_user=leerling@demo.nl');
    const pw = await agent.post('/api/account/change-password', {
      current_password: 'Welkom-check-2026',
      new_password: 'Fietsbel-Oranje-42',
    });
    expect([pw.statusCode, pw.json()]).toEqual([403, { error: 'forbidden' }]);
    expect((await agent.post('/api/account/set-mfa-type', { type: 'email' })).statusCode).toBe(403);
    // While imitating a student the admin has the student's rights only.
    expect((await agent.get('/api/user?page=1&limit=1000')).statusCode).toBe(403);
  });

  it('ends the imitated session when the real user is disabled', async () => {
    const agent = await admin();
    await agent.get('/api/account?_switch_user=leerling@demo.nl');
    await ctx.app.db.updateTable('users').set({ enabled: false }).where('username', '=', 'admin@demo.nl').execute();
    expect((await agent.get('/api/account')).statusCode).toBe(401);
  });

  it('logout ends the imitation together with the session', async () => {
    const agent = await admin();
    await agent.get('/api/account?_switch_user=leerling@demo.nl');
    await agent.post('/logout');
    expect(await ctx.app.db.selectFrom('sessions').selectAll().execute()).toHaveLength(0);
  });
});
