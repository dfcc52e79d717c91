// Schools and the external-apps token: scope (a manager sees their school only, another school is
// 404), admin-only actions (403 for managers), validation (400 with the Dutch field message), audit.
import { backends } from '../helpers/backends';
import { demoIds, sessionAs } from '../helpers/sessionAs';
import { useTestApp } from '../helpers/testApp';
import { hashApiToken, schoolOfApiToken } from '../../../server/services/apiToken';

describe.each(backends)('schools on $name', (backend) => {
  const ctx = useTestApp(backend);

  it('lists every school for the super admin, paged, sorted and searched from 3 characters', async () => {
    const admin = await sessionAs(ctx.app, 'admin@demo.nl');
    const all = (await admin.get('/api/school?sort=name&order=desc')).json();
    expect(all.total).toBe(2);
    expect(all.items.map((s: { name: string }) => s.name)).toEqual(['Tweede Lyceum', 'Demo College']);
    expect(all.items[1]).toMatchObject({
      brin: '12AB',
      active: true,
      approved: true,
      locationCount: 2,
      studentCount: 6,
    });
    expect((await admin.get('/api/school?search=twe')).json().total).toBe(1);
    // Two characters are not a search yet (docs/product.md §9).
    expect((await admin.get('/api/school?search=tw')).json().total).toBe(2);
    expect((await admin.get('/api/school?limit=1&page=2')).json().items).toHaveLength(1);
    expect((await admin.get('/api/school?sort=nope')).statusCode).toBe(400);
  });

  it('shows a school manager their own school only; the other school is 404 on every route', async () => {
    const ids = await demoIds(ctx.app);
    const manager = await sessionAs(ctx.app, 'manager@demo.nl');
    const list = (await manager.get('/api/school')).json();
    expect(list.items.map((s: { id: number }) => s.id)).toEqual([ids.schoolA]);
    expect((await manager.get(`/api/school/${ids.schoolA}`)).statusCode).toBe(200);
    const other = [
      await manager.get(`/api/school/${ids.schoolB}`),
      await manager.request('PUT', `/api/school/${ids.schoolB}`, { name: 'Overgenomen', brin: '34CD' }),
      await manager.post(`/api/school/${ids.schoolB}/generate`),
      await manager.post(`/api/school/${ids.schoolB}/clear`),
      await manager.post('/api/school/approve-school-year', { schoolId: ids.schoolB, schoolYear: 2026 }),
    ];
    expect(other.map((r) => [r.statusCode, r.json().error])).toEqual(Array(5).fill([404, 'school_not_found']));
    const b = await ctx.app.db
      .selectFrom('schools')
      .select('name')
      .where('id', '=', ids.schoolB)
      .executeTakeFirstOrThrow();
    expect(b.name).toBe('Tweede Lyceum');
  });

  it('keeps create, delete, activate and approve for admins (403 for managers, students, location managers)', async () => {
    const ids = await demoIds(ctx.app);
    for (const username of ['manager@demo.nl', 'locatie@demo.nl', 'leerling@demo.nl']) {
      const agent = await sessionAs(ctx.app, username);
      expect((await agent.post('/api/school', { name: 'Nieuwe school', brin: '56EF' })).statusCode).toBe(403);
      expect((await agent.request('DELETE', `/api/school/${ids.schoolA}`)).statusCode).toBe(403);
      expect((await agent.post(`/api/school/${ids.schoolA}/activate`, { active: false })).statusCode).toBe(403);
      expect((await agent.post(`/api/school/${ids.schoolA}/approve`)).statusCode).toBe(403);
    }
  });

  it('creates, updates, deactivates and deletes a school, and audits each write', async () => {
    const admin = await sessionAs(ctx.app, 'admin@demo.nl');
    const created = await admin.post('/api/school', { name: '  Nieuw College ', brin: '56EF' });
    expect(created.statusCode).toBe(200);
    const school = created.json();
    expect(school).toMatchObject({ name: 'Nieuw College', brin: '56EF', approved: true, locationCount: 0 });
    expect((await admin.post('/api/school', { name: 'Dubbel', brin: '56EF' })).json()).toEqual({ error: 'brin_taken' });
    const updated = await admin.request('PUT', `/api/school/${school.id}`, {
      name: 'Nieuw College Utrecht',
      brin: '56EF',
    });
    expect(updated.json().name).toBe('Nieuw College Utrecht');
    expect((await admin.post(`/api/school/${school.id}/activate`, { active: false })).json().active).toBe(false);
    expect((await admin.request('DELETE', `/api/school/${school.id}`)).json()).toEqual({ success: true });
    expect((await admin.get(`/api/school/${school.id}`)).statusCode).toBe(404);
    const log = await ctx.app.db
      .selectFrom('audit_log')
      .select(['action', 'actor_username', 'entity_id'])
      .where('entity_type', '=', 'school')
      .orderBy('id')
      .execute();
    expect(log.map((l) => l.action)).toEqual(['school_create', 'school_update', 'school_activate', 'school_delete']);
    expect(log.every((l) => l.actor_username === 'admin@demo.nl' && l.entity_id === school.id)).toBe(true);
  });

  it('deletes a school with its students and staff (contract end; see erasure.test.ts)', async () => {
    const ids = await demoIds(ctx.app);
    const admin = await sessionAs(ctx.app, 'admin@demo.nl');
    expect((await admin.request('DELETE', `/api/school/${ids.schoolB}`)).json()).toEqual({ success: true });
    expect(
      await ctx.app.db.selectFrom('schools').select('id').where('id', '=', ids.schoolB).executeTakeFirst(),
    ).toBeUndefined();
    const people = await ctx.app.db
      .selectFrom('users')
      .select('id')
      .where('id', 'in', [ids.studentB, ids.managerB])
      .execute();
    expect(people).toEqual([]);
  });

  it('answers a bad body with 400 invalid_request and the Dutch message of each field', async () => {
    const admin = await sessionAs(ctx.app, 'admin@demo.nl');
    const res = await admin.post('/api/school', { name: '', brin: '1234X' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'invalid_request',
      fields: {
        name: 'Vul een naam in van hoogstens 120 tekens.',
        brin: 'Een BRIN-code bestaat uit 2 cijfers en 2 letters of cijfers, bijvoorbeeld 12AB.',
      },
    });
    expect((await admin.post('/api/school', { name: 'X', brin: '12AB', extra: 1 })).statusCode).toBe(400);
    expect((await admin.get('/api/school/0')).statusCode).toBe(400);
  });

  it('generates an external-apps token shown once and stored hashed; a new one or /clear revokes it', async () => {
    const ids = await demoIds(ctx.app);
    const manager = await sessionAs(ctx.app, 'manager@demo.nl');
    const first = await manager.post(`/api/school/${ids.schoolA}/generate`);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    const { token, prefix } = first.json();
    expect(token).toMatch(/^lrc_[A-Za-z0-9_-]{43}$/);
    expect(token.startsWith(prefix)).toBe(true);
    const stored = await ctx.app.db.selectFrom('school_api_tokens').selectAll().execute();
    expect(stored).toHaveLength(1);
    expect(stored[0].token_hash).toBe(hashApiToken(token));
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(await schoolOfApiToken(ctx.app.db, token)).toBe(ids.schoolA);
    expect((await manager.get(`/api/school/${ids.schoolA}`)).json().apiTokenPrefix).toBe(prefix);
    const second = (await manager.post(`/api/school/${ids.schoolA}/generate`)).json().token;
    expect(await schoolOfApiToken(ctx.app.db, token)).toBeNull();
    expect(await schoolOfApiToken(ctx.app.db, second)).toBe(ids.schoolA);
    expect((await manager.post(`/api/school/${ids.schoolA}/clear`)).json()).toEqual({ success: true });
    expect(await schoolOfApiToken(ctx.app.db, second)).toBeNull();
    expect((await manager.get(`/api/school/${ids.schoolA}`)).json().apiTokenPrefix).toBeNull();
  });

  it('approves a school year per school and lists the years with their approvals', async () => {
    const ids = await demoIds(ctx.app);
    const manager = await sessionAs(ctx.app, 'manager@demo.nl');
    const years = (await manager.get('/api/school-year')).json().items;
    expect(years).toHaveLength(3);
    const current = years.find((y: { current: boolean }) => y.current);
    expect(current.startDate).toBe(`${current.startYear}-08-01`);
    expect(current.endDate).toBe(`${current.startYear + 1}-07-31`);
    expect(current.label).toBe(`${current.startYear}-${current.startYear + 1}`);
    expect(current.approvals).toEqual([
      { schoolId: ids.schoolA, schoolName: 'Demo College', approved: false, approvedAt: null },
    ]);
    const alerts = (await manager.get('/api/alert')).json();
    expect(alerts.items.map((a: { type: string }) => a.type)).toContain('school_year_approval');
    // Its "Bekijken" opens the school's page, where the school years are (test/e2e/links.test.ts).
    expect(alerts.items.find((a: { type: string; link: string }) => a.type === 'school_year_approval').link).toBe(
      `/beheer/scholen/${ids.schoolA}`,
    );
    expect(
      (
        await manager.post('/api/school/approve-school-year', { schoolId: ids.schoolA, schoolYear: current.startYear })
      ).json(),
    ).toEqual({ success: true });
    const after = (await manager.get('/api/school-year')).json().items.find((y: { current: boolean }) => y.current);
    expect(after.approvals[0].approved).toBe(true);
    expect((await manager.get('/api/alert')).json().items.map((a: { type: string }) => a.type)).not.toContain(
      'school_year_approval',
    );
    // A past year is closed.
    expect(
      (
        await manager.post('/api/school/approve-school-year', {
          schoolId: ids.schoolA,
          schoolYear: current.startYear - 1,
        })
      ).json(),
    ).toEqual({ error: 'school_year_not_open' });
  });
});
