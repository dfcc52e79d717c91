// Students: the list narrowed by scope (school manager: their school; location manager: their
// location), filters and sort on the server, edit, delete in one transaction, the activation mail.
import { backends } from '../helpers/backends';
import { demoIds, sessionAs, userId } from '../helpers/sessionAs';
import { useTestApp } from '../helpers/testApp';

const emails = (body: { items: Array<{ email: string }> }) => body.items.map((s) => s.email);

describe.each(backends)('students on $name', (backend) => {
  const ctx = useTestApp(backend);

  it('lists the students of the caller scope only', async () => {
    const admin = await sessionAs(ctx.app, 'admin@demo.nl');
    const manager = await sessionAs(ctx.app, 'manager@demo.nl');
    const location = await sessionAs(ctx.app, 'locatie@demo.nl');
    expect((await admin.get('/api/student?limit=100')).json().total).toBe(7);
    expect(emails((await manager.get('/api/student?sort=email')).json())).toEqual([
      'leerling.2fa@demo.nl',
      'leerling.noord@demo.nl',
      'leerling.verplicht@demo.nl',
      'leerling2@demo.nl',
      'leerling@demo.nl',
      'nieuw@demo.nl',
    ]);
    expect(emails((await location.get('/api/student')).json())).toEqual(['leerling.noord@demo.nl']);
    for (const student of ['leerling@demo.nl']) {
      const res = await (await sessionAs(ctx.app, student)).get('/api/student');
      expect([res.statusCode, res.json()]).toEqual([403, { error: 'forbidden' }]);
    }
  });

  it('filters, searches from 3 characters and sorts on the server', async () => {
    const ids = await demoIds(ctx.app);
    const manager = await sessionAs(ctx.app, 'manager@demo.nl');
    expect(emails((await manager.get(`/api/student?locationId=${ids.locationNorth}`)).json())).toEqual([
      'leerling.noord@demo.nl',
    ]);
    expect((await manager.get('/api/student?className=H3A')).json().total).toBe(3);
    expect((await manager.get('/api/student?level=vwo')).json().total).toBe(1);
    expect(
      (await manager.get('/api/student?activated=false')).json().items.map((s: { email: string }) => s.email),
    ).toEqual(['nieuw@demo.nl']);
    expect((await manager.get('/api/student?search=elik')).json().total).toBe(1);
    // Two characters are no search yet: every student of the manager's school.
    expect((await manager.get('/api/student?search=ja')).json().total).toBe(6);
    expect(emails((await manager.get('/api/student?sort=studyYear&order=desc&limit=1')).json())).toEqual([
      'leerling.2fa@demo.nl',
    ]);
    expect((await manager.get(`/api/student?schoolId=${ids.schoolB}`)).json().total).toBe(0);
    expect((await manager.get('/api/student?level=basisschool')).statusCode).toBe(400);
    const filters = (await manager.get('/api/student/list-filter-data')).json();
    expect(filters.schools).toEqual([{ value: ids.schoolA, label: 'Demo College' }]);
    expect(filters.classes.map((c: { value: string }) => c.value)).toEqual(['H3A', 'M2', 'MB1', 'V4B']);
  });

  it("answers another school's student with 404 on read, edit, delete and mail", async () => {
    const ids = await demoIds(ctx.app);
    const manager = await sessionAs(ctx.app, 'manager@demo.nl');
    const location = await sessionAs(ctx.app, 'locatie@demo.nl');
    const body = {
      email: 'x@demo.nl',
      givenName: 'X',
      namePreposition: null,
      familyName: 'Y',
      schoolId: ids.schoolA,
      locationId: ids.locationMain,
      className: null,
      studyYear: null,
      level: null,
      enabled: true,
    };
    for (const [agent, id] of [
      [manager, ids.studentB],
      [location, ids.studentA],
    ] as const) {
      expect((await agent.get(`/api/student/${id}`)).statusCode).toBe(404);
      expect((await agent.post(`/api/student/${id}`, body)).statusCode).toBe(404);
      expect((await agent.request('DELETE', `/api/student/${id}`)).statusCode).toBe(404);
      expect((await agent.post('/api/student/send-activation-mail', { ids: [id] })).statusCode).toBe(404);
    }
    expect(
      await ctx.app.db.selectFrom('users').select('id').where('id', '=', ids.studentB).executeTakeFirst(),
    ).toBeDefined();
  });

  it('edits a student, never into another school, and audits before and after', async () => {
    const ids = await demoIds(ctx.app);
    const manager = await sessionAs(ctx.app, 'manager@demo.nl');
    const body = {
      email: ' Sanne.Jansen@Demo.nl ',
      givenName: 'Sanne',
      namePreposition: 'van',
      familyName: 'Jansen',
      schoolId: ids.schoolA,
      locationId: ids.locationNorth,
      className: 'H4A',
      studyYear: 4,
      level: 'havo',
      enabled: true,
    };
    const res = await manager.post(`/api/student/${ids.studentA}`, body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      email: 'sanne.jansen@demo.nl',
      namePreposition: 'van',
      locationName: 'Noord',
      studyYear: 4,
    });
    expect(
      (
        await manager.post(`/api/student/${ids.studentA}`, {
          ...body,
          schoolId: ids.schoolB,
          locationId: ids.locationB,
        })
      ).json(),
    ).toEqual({ error: 'school_not_found' });
    expect((await manager.post(`/api/student/${ids.studentA}`, { ...body, locationId: ids.locationB })).json()).toEqual(
      { error: 'location_not_found' },
    );
    expect(
      (await manager.post(`/api/student/${ids.studentA}`, { ...body, email: 'leerling2@demo.nl' })).json(),
    ).toEqual({ error: 'email_taken' });
    const bad = await manager.post(`/api/student/${ids.studentA}`, { ...body, studyYear: 9, email: 'geen-mail' });
    expect(bad.json()).toEqual({
      error: 'invalid_request',
      fields: {
        email: 'Vul een geldig e-mailadres in (dat is ook de gebruikersnaam).',
        studyYear: 'Kies een leerjaar van 1 tot en met 8.',
      },
    });
    const log = await ctx.app.db.selectFrom('audit_log').selectAll().where('action', '=', 'student_update').execute();
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({
      actor_username: 'manager@demo.nl',
      as_username: null,
      subject_id: ids.studentA,
      entity_type: 'student',
    });
  });

  it('switching a student off ends their sessions; a location manager keeps them at their location', async () => {
    const ids = await demoIds(ctx.app);
    const student = await sessionAs(ctx.app, 'leerling.noord@demo.nl');
    expect((await student.get('/api/account')).statusCode).toBe(200);
    const location = await sessionAs(ctx.app, 'locatie@demo.nl');
    const current = (await location.get(`/api/student/${ids.studentNorth}`)).json();
    const body = {
      email: current.email,
      givenName: current.givenName,
      namePreposition: null,
      familyName: current.familyName,
      schoolId: ids.schoolA,
      locationId: ids.locationNorth,
      className: 'M2',
      studyYear: 2,
      level: 'vmbo',
      enabled: false,
    };
    expect((await location.post(`/api/student/${ids.studentNorth}`, body)).json().enabled).toBe(false);
    expect((await student.get('/api/account')).statusCode).toBe(401);
    expect(
      (await location.post(`/api/student/${ids.studentNorth}`, { ...body, locationId: ids.locationMain })).json(),
    ).toEqual({ error: 'location_not_found' });
  });

  it('deletes a student with their tests and sessions in one go, and writes who did it', async () => {
    const ids = await demoIds(ctx.app);
    const student = await sessionAs(ctx.app, 'leerling@demo.nl');
    expect(
      (
        await student.post('/api/test/skip-module', {
          module: (await ctx.app.db.selectFrom('modules').select('id').executeTakeFirstOrThrow()).id,
        })
      ).statusCode,
    ).toBe(200);
    const admin = await sessionAs(ctx.app, 'admin@demo.nl');
    expect((await admin.get('/api/account?_switch_user=manager%40demo.nl')).statusCode).toBe(200);
    expect((await admin.request('DELETE', `/api/student/${ids.studentA}`)).json()).toEqual({ success: true });
    expect(
      await ctx.app.db.selectFrom('users').select('id').where('id', '=', ids.studentA).executeTakeFirst(),
    ).toBeUndefined();
    expect(
      await ctx.app.db.selectFrom('module_skips').selectAll().where('user_id', '=', ids.studentA).execute(),
    ).toEqual([]);
    expect(await ctx.app.db.selectFrom('sessions').selectAll().where('user_id', '=', ids.studentA).execute()).toEqual(
      [],
    );
    const entry = await ctx.app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'student_delete')
      .executeTakeFirstOrThrow();
    // Imitating: the real person is the actor, the imitated manager is "as whom".
    expect(entry).toMatchObject({
      actor_username: 'admin@demo.nl',
      as_username: 'manager@demo.nl',
      // Who was deleted is erased with them (issue 21): only that a student of this school was.
      subject_username: null,
      subject_id: null,
      entity_id: null,
      school_id: ids.schoolA,
    });
    expect((await admin.request('DELETE', `/api/student/${ids.studentA}`)).statusCode).toBe(404);
  });

  it('sends the activation mail to students not yet activated, once per mail window', async () => {
    const ids = await demoIds(ctx.app);
    const manager = await sessionAs(ctx.app, 'manager@demo.nl');
    const fresh = await userId(ctx.app, 'nieuw@demo.nl');
    const res = await manager.post('/api/student/send-activation-mail', { ids: [fresh, ids.studentA] });
    expect(res.json()).toEqual({ queued: 1, skipped: 1 });
    expect((await manager.post('/api/student/send-activation-mail', { ids: [fresh] })).json()).toEqual({
      queued: 0,
      skipped: 1,
    });
    const mails = await ctx.app.db.selectFrom('mail_outbox').select('to_address').execute();
    expect(mails).toEqual([{ to_address: 'nieuw@demo.nl' }]);
    expect((await manager.post('/api/student/send-activation-mail', { ids: [] })).statusCode).toBe(400);
  });
});
