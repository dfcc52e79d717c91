// Staff accounts, settings (with mandatory 2FA for staff at login), alerts and the audit log.
import { raiseAlert } from '../../../server/services/alert';
import { Agent } from '../helpers/agent';
import { backends } from '../helpers/backends';
import { demoIds, sessionAs, userId } from '../helpers/sessionAs';
import { useTestApp } from '../helpers/testApp';

describe.each(backends)('staff, settings, alerts and audit on $name', (backend) => {
  const ctx = useTestApp(backend);

  const staff = (schoolIds: number[], locationIds: number[], role = 'schoolManager') => ({
    email: 'Coordinator@Demo.nl',
    givenName: 'Carla',
    namePreposition: null,
    familyName: 'Coördinator',
    role,
    managingSchools: schoolIds,
    managingLocations: locationIds,
  });

  it('creates a school manager who gets the activation mail, edits and deletes them', async () => {
    const ids = await demoIds(ctx.app);
    const manager = await sessionAs(ctx.app, 'manager@demo.nl');
    const created = await manager.post('/api/user', staff([ids.schoolA], []));
    expect(created.statusCode).toBe(200);
    const user = created.json();
    expect(user).toMatchObject({
      username: 'coordinator@demo.nl',
      kind: 'schoolManager',
      enabled: false,
      activated: false,
      managingSchools: [ids.schoolA],
    });
    const mail = await ctx.app.db.selectFrom('mail_outbox').select('to_address').execute();
    expect(mail).toEqual([{ to_address: 'coordinator@demo.nl' }]);
    expect((await manager.post('/api/user', staff([ids.schoolA], []))).json()).toEqual({ error: 'email_taken' });
    const edited = await manager.post(`/api/user/${user.id}`, staff([], [ids.locationNorth], 'locationManager'));
    expect(edited.json()).toMatchObject({
      kind: 'locationManager',
      managingLocations: [ids.locationNorth],
      managingSchools: [],
    });
    expect((await manager.request('DELETE', `/api/user/${user.id}`)).json()).toEqual({ success: true });
    const actions = await ctx.app.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity_type', '=', 'user')
      .orderBy('id')
      .execute();
    expect(actions.map((a) => a.action)).toEqual(['user_create', 'user_update', 'user_delete']);
  });

  it('never lets a manager hand out admin rights or another school, nor change their own account', async () => {
    const ids = await demoIds(ctx.app);
    const manager = await sessionAs(ctx.app, 'manager@demo.nl');
    expect((await manager.post('/api/user', staff([], [], 'admin'))).json()).toEqual({ error: 'role_not_allowed' });
    expect((await manager.post('/api/user', staff([ids.schoolB], []))).json()).toEqual({ error: 'school_not_found' });
    expect((await manager.post('/api/user', staff([], [ids.locationB], 'locationManager'))).json()).toEqual({
      error: 'location_not_found',
    });
    expect((await manager.post(`/api/user/${ids.managerA}/toggle-active`)).json()).toEqual({
      error: 'cannot_change_self',
    });
    const admin = await userId(ctx.app, 'admin@demo.nl');
    expect((await manager.get(`/api/user/${admin}`)).statusCode).toBe(404);
    expect((await manager.post('/api/user', { ...staff([ids.schoolA], []), email: 'geen mail' })).json()).toEqual({
      error: 'invalid_request',
      fields: { email: 'Vul een geldig e-mailadres in (dat is ook de gebruikersnaam).' },
    });
  });

  it('switches an account off (its sessions end), resets its second factor, resends the confirmation', async () => {
    const ids = await demoIds(ctx.app);
    const admin = await sessionAs(ctx.app, 'admin@demo.nl');
    const student = await sessionAs(ctx.app, 'leerling@demo.nl');
    expect((await admin.post(`/api/user/${ids.studentA}/toggle-active`)).json().enabled).toBe(false);
    expect((await student.get('/api/account')).statusCode).toBe(401);
    expect((await admin.post(`/api/user/${ids.studentA}/toggle-active`)).json().enabled).toBe(true);
    const twoFa = await userId(ctx.app, 'leerling.2fa@demo.nl');
    expect((await admin.post(`/api/user/${twoFa}/reset-mfa`)).json().mfaType).toBe('none');
    expect((await admin.request('PUT', '/api/user/send-confirmation', { id: ids.studentA })).json()).toEqual({
      error: 'already_activated',
    });
    const fresh = await userId(ctx.app, 'nieuw@demo.nl');
    expect((await admin.request('PUT', '/api/user/send-confirmation', { id: fresh })).json()).toEqual({
      success: true,
    });
    expect((await admin.request('PUT', '/api/user/send-confirmation', { id: 'x' })).statusCode).toBe(400);
  });

  it('reads and writes settings; the footer menu is what GET /menu serves', async () => {
    const admin = await sessionAs(ctx.app, 'admin@demo.nl');
    expect((await admin.get('/api/config')).json()).toMatchObject({ statsMinGroupSize: 10, staffMfaMandatory: false });
    const menu = [{ label: 'Privacy', uri: '/privacy.html' }];
    const saved = await admin.post('/api/config', { statsMinGroupSize: 15, footerMenu: menu });
    expect(saved.json()).toEqual({ statsMinGroupSize: 15, staffMfaMandatory: false, footerMenu: menu });
    expect((await admin.get('/api/config/statsMinGroupSize')).json()).toEqual({ key: 'statsMinGroupSize', value: 15 });
    expect((await new Agent(ctx.app).get('/menu')).json()).toEqual(menu);
    expect((await admin.get('/api/config/nope')).statusCode).toBe(400);
    const bad = await admin.post('/api/config', {
      statsMinGroupSize: 2,
      footerMenu: [{ label: 'x', uri: 'javascript:alert(1)' }],
    });
    expect(bad.json()).toEqual({
      error: 'invalid_request',
      fields: {
        statsMinGroupSize: 'De minimale groepsgrootte is een heel getal van 5 tot en met 100.',
        footerMenu:
          'Het voetmenu heeft hoogstens 10 links, elk met een tekst (hoogstens 60 tekens) en een adres dat met https:// of / begint.',
      },
    });
    expect((await admin.post('/api/config', {})).statusCode).toBe(400);
    expect((await (await sessionAs(ctx.app, 'manager@demo.nl')).get('/api/config')).statusCode).toBe(403);
  });

  it('with mandatory 2FA for staff a manager logs in with an e-mail code; students are not affected', async () => {
    const admin = await sessionAs(ctx.app, 'admin@demo.nl');
    expect((await admin.post('/api/config', { staffMfaMandatory: true })).statusCode).toBe(200);
    const manager = new Agent(ctx.app);
    const login = (await manager.login('manager@demo.nl')).json();
    expect(login).toMatchObject({ success: true, '2fa_complete': false, email_auth_enabled: true });
    expect((await manager.get('/api/school')).statusCode).toBe(401);
    const student = (await new Agent(ctx.app).login('leerling@demo.nl')).json();
    expect(student['2fa_complete']).toBe(true);
  }, 30_000);

  it('lists alerts in scope with read state per user', async () => {
    const ids = await demoIds(ctx.app);
    await raiseAlert(ctx.app.db, {
      type: 'import_incomplete',
      schoolId: ids.schoolB,
      header: 'Import B',
      text: 'x',
      dedupeKey: 'b',
    });
    await raiseAlert(ctx.app.db, {
      type: 'import_incomplete',
      schoolId: ids.schoolA,
      header: 'Import A',
      text: 'x',
      dedupeKey: 'a',
    });
    const manager = await sessionAs(ctx.app, 'manager@demo.nl');
    const list = (await manager.get('/api/alert')).json();
    const headers = list.items.map((a: { header: string }) => a.header);
    expect(headers).toContain('Import A');
    expect(headers).not.toContain('Import B');
    const a = list.items.find((x: { header: string }) => x.header === 'Import A');
    const b = (
      await ctx.app.db.selectFrom('alerts').select('id').where('dedupe_key', '=', 'b').executeTakeFirstOrThrow()
    ).id;
    expect((await manager.get(`/api/alert/${b}`)).statusCode).toBe(404);
    expect((await manager.post(`/api/alert/${b}`, { read: true })).statusCode).toBe(404);
    expect((await manager.post(`/api/alert/${a.id}`, { read: true })).json().read).toBe(true);
    expect((await manager.get('/api/alert?read=false')).json().unread).toBe(list.unread - 1);
    expect((await manager.post(`/api/alert/${a.id}`, { read: 'ja' })).statusCode).toBe(400);
  });

  it('shows the audit log to super admins, newest first, with "as whom" while imitating', async () => {
    const ids = await demoIds(ctx.app);
    const admin = await sessionAs(ctx.app, 'admin@demo.nl');
    await admin.get('/api/account?_switch_user=manager%40demo.nl');
    await admin.request('PUT', `/api/school/${ids.schoolA}`, { name: 'Demo College', brin: '12AB' });
    await admin.get('/api/account?_exit=1');
    const log = (await admin.get('/api/audit-log?entityType=school')).json();
    expect(log.items[0]).toMatchObject({
      action: 'school_update',
      actor: 'admin@demo.nl',
      as: 'manager@demo.nl',
      entityId: ids.schoolA,
    });
    expect((await admin.get('/api/audit-log?search=manager&limit=1')).json().items).toHaveLength(1);
    expect((await (await sessionAs(ctx.app, 'manager@demo.nl')).get('/api/audit-log')).statusCode).toBe(403);
    expect((await admin.get('/api/audit-log?action=DROP%20TABLE')).statusCode).toBe(400);
  });

  it('offers as audit filters only the actions and record types the log holds, and filters on a dotted action', async () => {
    const ids = await demoIds(ctx.app);
    const admin = await sessionAs(ctx.app, 'admin@demo.nl');
    await admin.request('PUT', `/api/school/${ids.schoolA}`, { name: 'Demo College', brin: '12AB' });
    await admin.post('/api/config', { statsMinGroupSize: 12 });
    const data = (await admin.get('/api/audit-log/list-filter-data')).json();
    expect(data.actions).toEqual(expect.arrayContaining(['school_update', 'config_update']));
    expect(data.entityTypes).toEqual(expect.arrayContaining(['school', 'config']));
    expect(data.actions).not.toContain('student_delete');
    expect([...data.actions].sort()).toEqual(data.actions);
    expect((await admin.get('/api/audit-log?action=student.import.seen')).statusCode).toBe(200);
    const manager = await sessionAs(ctx.app, 'manager@demo.nl');
    expect((await manager.get('/api/audit-log/list-filter-data')).statusCode).toBe(403);
  });

  it('keeps locations per school: create, rename, a duplicate name is refused, delete when empty', async () => {
    const ids = await demoIds(ctx.app);
    const manager = await sessionAs(ctx.app, 'manager@demo.nl');
    const created = (
      await manager.post('/api/school-location', { schoolId: ids.schoolA, name: 'Zuid', city: 'Utrecht' })
    ).json();
    expect(created).toMatchObject({ schoolName: 'Demo College', name: 'Zuid', studentCount: 0 });
    expect(
      (await manager.post('/api/school-location', { schoolId: ids.schoolA, name: 'Zuid', city: null })).json(),
    ).toEqual({ error: 'name_taken' });
    expect(
      (await manager.request('PUT', `/api/school-location/${created.id}`, { name: 'Zuid-Oost', city: null })).json()
        .name,
    ).toBe('Zuid-Oost');
    expect((await manager.get('/api/school-location?search=oost')).json().total).toBe(1);
    expect((await manager.get('/api/school-location/list-filter-data')).json()).toEqual({
      schools: [{ value: ids.schoolA, label: 'Demo College' }],
    });
    expect((await manager.request('DELETE', `/api/school-location/${created.id}`)).json()).toEqual({ success: true });
    expect((await manager.request('DELETE', `/api/school-location/${ids.locationNorth}`)).json()).toEqual({
      error: 'location_not_empty',
    });
    expect((await manager.post('/api/school-location', { schoolId: ids.schoolA, name: '' })).statusCode).toBe(400);
  });

  it('never offers the activation mail to an account a manager switched off after it was activated', async () => {
    const ids = await demoIds(ctx.app);
    const manager = await sessionAs(ctx.app, 'manager@demo.nl');
    expect((await manager.post(`/api/user/${ids.studentA}/toggle-active`)).json().enabled).toBe(false);
    const visitor = new Agent(ctx.app);
    expect((await visitor.post('/api/check-username', { username: 'leerling@demo.nl' })).json()).toEqual({
      result: 'login',
    });
    expect((await visitor.post('/api/resend-confirmation', { username: 'leerling@demo.nl' })).json()).toEqual({
      success: true,
    });
    expect(await ctx.app.db.selectFrom('mail_outbox').selectAll().execute()).toEqual([]);
  });
});
