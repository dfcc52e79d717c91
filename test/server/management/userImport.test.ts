// The staff import on both databases: a school's list of managers previewed (nothing written) and
// imported (valid rows in one transaction, activation mails, one audit entry); rows that would take
// over a student, an admin, another school's manager or the importer's own account are refused;
// bad files are 400 with Dutch text; location managers and students get 403; another school 404.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Agent } from '../helpers/agent';
import { backends } from '../helpers/backends';
import { multipart } from '../helpers/multipart';
import { demoIds, sessionAs } from '../helpers/sessionAs';
import { useTestApp } from '../helpers/testApp';

const FIXTURES = path.join(__dirname, '..', '..', 'fixtures', 'userImport');
const fixture = (name: string): Buffer => fs.readFileSync(path.join(FIXTURES, name));

async function send(agent: Agent, url: string, name: string, content: Buffer, fields: Record<string, string> = {}) {
  const body = multipart({ name, content }, fields);
  return agent.request('POST', url, body.payload, body.headers);
}

const account = (app: FastifyInstance, username: string) =>
  app.db
    .selectFrom('users')
    .select([
      'id',
      'enabled',
      'given_name',
      'family_name',
      'roles',
      'managing_schools',
      'managing_locations',
      'school_id',
    ])
    .where('username', '=', username)
    .executeTakeFirst();

const userCount = async (app: FastifyInstance) =>
  Number(
    (
      await app.db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

jest.setTimeout(60_000);

describe.each(backends)('staff import on $name', (backend) => {
  const ctx = useTestApp(backend);

  it('previews a messy list: every row classified with its Dutch reason, nothing written', async () => {
    const manager = await sessionAs(ctx.app, 'manager@demo.nl');
    const before = await userCount(ctx.app);
    const res = await send(manager, '/api/user/preview-import', 'team.csv', fixture('team-demo-college.csv'));
    expect(res.statusCode).toBe(200);
    const preview = res.json();
    expect(preview.columns.map((c: { field: string | null }) => c.field)).toEqual([
      'givenName',
      'preposition',
      'familyName',
      'email',
      'role',
      'locations',
    ]);
    const byLine = Object.fromEntries(
      preview.rows.map((r: { line: number; status: string; errors: { code: string }[] }) => [
        r.line,
        [r.status, ...r.errors.map((e) => e.code)].join(' '),
      ]),
    );
    expect(byLine).toEqual({
      3: 'new',
      4: 'error duplicate_in_file',
      5: 'new',
      6: 'unchanged',
      8: 'error is_student',
      9: 'error email_in_use',
      10: 'error unknown_role',
      11: 'error formula',
      12: 'error unknown_location',
      13: 'error location_required',
      14: 'error duplicate_in_file',
    });
    expect(preview.counts).toEqual({ total: 11, new: 2, update: 0, unchanged: 1, error: 8 });
    const fatma = preview.rows.find((r: { line: number }) => r.line === 5);
    const ids = await demoIds(ctx.app);
    expect(fatma.staff).toMatchObject({
      familyName: 'Çelik',
      role: 'locationManager',
      locationIds: [ids.locationMain, ids.locationNorth],
    });
    expect(preview.rows.find((r: { line: number }) => r.line === 4).errors[0].message).toBe(
      'Dit e-mailadres staat vaker in het bestand (regel 14).',
    );
    expect(preview.rows.find((r: { line: number }) => r.line === 8).errors[0].message).toMatch(
      /hoort bij een leerling/,
    );
    expect(await userCount(ctx.app)).toBe(before);
  });

  it('imports the valid rows with activation mails and one audit entry; a second run changes nothing', async () => {
    const ids = await demoIds(ctx.app);
    const manager = await sessionAs(ctx.app, 'manager@demo.nl');
    const before = await userCount(ctx.app);
    const res = await send(manager, '/api/user/import', 'team.csv', fixture('team-demo-college.csv'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ schoolId: ids.schoolA, counts: { new: 2, unchanged: 1, error: 8 } });
    expect(res.json().errors).toHaveLength(8);
    expect(await userCount(ctx.app)).toBe(before + 2);
    expect(await account(ctx.app, 'i.vandijk@demo-college.example.nl')).toMatchObject({
      enabled: false,
      given_name: 'Ingrid',
      family_name: 'Dijk',
      roles: ['ROLE_USER'],
      managing_schools: [ids.schoolA],
      managing_locations: [],
      school_id: ids.schoolA,
    });
    expect(await account(ctx.app, 'f.celik@demo-college.example.nl')).toMatchObject({
      managing_schools: [],
      managing_locations: [ids.locationMain, ids.locationNorth],
    });
    const mails = await ctx.app.db
      .selectFrom('mail_outbox')
      .select(['to_address', 'text'])
      .orderBy('to_address')
      .execute();
    expect(mails.map((m) => m.to_address)).toEqual([
      'f.celik@demo-college.example.nl',
      'i.vandijk@demo-college.example.nl',
    ]);
    expect(mails[0].text).toMatch(/\/register\/confirm\/[A-Za-z0-9_-]{43}/);
    const linked = await ctx.app.db.selectFrom('activation_mails').select(['user_id', 'import_id']).execute();
    expect(linked).toHaveLength(2);
    expect(linked.every((l) => l.import_id === null)).toBe(true);
    const audit = await ctx.app.db
      .selectFrom('audit_log')
      .select(['actor_username', 'school_id', 'entity_type'])
      .where('action', '=', 'user_import')
      .execute();
    expect(audit).toEqual([{ actor_username: 'manager@demo.nl', school_id: ids.schoolA, entity_type: 'user' }]);

    // The school manager sees the new colleagues in the staff list.
    const list = (await manager.get('/api/user?kind=staff&limit=100')).json();
    expect(list.items.map((u: { username: string }) => u.username)).toEqual(
      expect.arrayContaining(['f.celik@demo-college.example.nl', 'i.vandijk@demo-college.example.nl']),
    );

    const again = await send(manager, '/api/user/preview-import', 'team.csv', fixture('team-demo-college.csv'));
    expect(again.json().counts).toMatchObject({ new: 0, update: 0, unchanged: 3 });
  });

  it('updates a manager of this school: names, role and locations here; other schools untouched', async () => {
    const ids = await demoIds(ctx.app);
    // Lisa manages Noord at school A and is made school manager of school B too by an admin.
    await ctx.app.db
      .updateTable('users')
      .set({ managing_schools: JSON.stringify([ids.schoolB]) as never })
      .where('id', '=', ids.locationManager)
      .execute();
    const manager = await sessionAs(ctx.app, 'manager@demo.nl');
    const list = Buffer.from('Roepnaam,Achternaam,E-mail,Rol\nLisa,Bakker-Smit,locatie@demo.nl,schoolbeheerder\n');
    const preview = (await send(manager, '/api/user/preview-import', 'l.csv', list)).json();
    expect(preview.rows[0]).toMatchObject({ status: 'update', changes: ['familyName', 'role', 'locations'] });
    expect((await send(manager, '/api/user/import', 'l.csv', list)).statusCode).toBe(200);
    expect(await account(ctx.app, 'locatie@demo.nl')).toMatchObject({
      family_name: 'Bakker-Smit',
      managing_schools: [ids.schoolB, ids.schoolA],
      managing_locations: [],
    });
  });

  it('reads a Windows-1252 list with English headers; without a role the location decides', async () => {
    const ids = await demoIds(ctx.app);
    const admin = await sessionAs(ctx.app, 'admin@demo.nl');
    const res = await send(admin, '/api/user/preview-import', 's.csv', fixture('staff-windows1252.csv'), {
      schoolId: String(ids.schoolA),
    });
    expect(res.statusCode).toBe(200);
    expect(
      res.json().rows.map((r: { staff: { givenName: string; familyName: string; role: string } }) => r.staff),
    ).toEqual([
      expect.objectContaining({ givenName: 'Zoë', role: 'locationManager', locationIds: [ids.locationNorth] }),
      expect.objectContaining({ familyName: 'Müller', role: 'schoolManager', locationIds: [] }),
    ]);
  });

  it('lets the importer stand in the list unchanged, but not change their own account', async () => {
    const manager = await sessionAs(ctx.app, 'manager@demo.nl');
    const same = Buffer.from('Roepnaam;Achternaam;E-mail\nMark;;manager@demo.nl\n');
    const sameRows = (await send(manager, '/api/user/preview-import', 'a.csv', same)).json().rows;
    // Mark has no family name in the demo data: the row would give him none either, so it is an error.
    expect(sameRows[0].errors.map((e: { code: string }) => e.code)).toEqual(['missing_value']);
    const own = (await send(manager, '/api/user/preview-import', 'b.csv', fixture('team-demo-college.csv'))).json();
    expect(own.rows.some((r: { errors: { code: string }[] }) => r.errors.some((e) => e.code === 'own_account'))).toBe(
      false,
    );
    const renamed = Buffer.from('Roepnaam;Achternaam;E-mail;Rol\nMark;de Wit;manager@demo.nl;schoolbeheerder\n');
    const row = (await send(manager, '/api/user/preview-import', 'c.csv', renamed)).json().rows[0];
    expect(row.errors.map((e: { code: string }) => e.code)).toEqual(['own_account']);
  });

  it('answers a bad file with a Dutch reason and writes nothing', async () => {
    const manager = await sessionAs(ctx.app, 'manager@demo.nl');
    const before = await userCount(ctx.app);
    const cases: [string, Buffer, string][] = [
      ['leeg.csv', Buffer.from(''), 'empty_file'],
      ['geen-adres.csv', Buffer.from('Roepnaam;Achternaam\nIngrid;Dijk\n'), 'missing_columns'],
      ['binair.csv', Buffer.from([0, 1, 2, 3, 0, 0, 5, 6, 7, 0]), 'unreadable_file'],
      ['plaatje.png', Buffer.from('\x89PNG\r\n\x1a\n'), 'unsupported_file_type'],
    ];
    for (const [name, content, code] of cases) {
      const res = await send(manager, '/api/user/import', name, content);
      expect({ name, status: res.statusCode, error: res.json().error }).toEqual({ name, status: 400, error: code });
      expect(res.json().message).toMatch(/[a-z]/);
    }
    const missing = await send(
      manager,
      '/api/user/preview-import',
      'x.csv',
      Buffer.from('Roepnaam;Achternaam;Functie\nA;B;C\n'),
    );
    expect(missing.json().message).toBe(
      'De volgende kolommen ontbreken: E-mailadres. Kies bij elke kolom welk gegeven erin staat.',
    );
    const onlyErrors = Buffer.from('Roepnaam;Achternaam;E-mail\nSanne;Jansen;leerling@demo.nl\n');
    expect((await send(manager, '/api/user/import', 'e.csv', onlyErrors)).json().error).toBe('no_valid_rows');
    const badMapping = await send(manager, '/api/user/preview-import', 't.csv', fixture('team-demo-college.csv'), {
      mapping: JSON.stringify({ className: 2 }),
    });
    expect(badMapping.json()).toEqual({ error: 'invalid_request' });
    expect(await userCount(ctx.app)).toBe(before);
  });

  it('uses a chosen column mapping', async () => {
    const manager = await sessionAs(ctx.app, 'manager@demo.nl');
    const list = Buffer.from('A;B;C\nIngrid;Dijk;ingrid@demo-college.example.nl\n');
    const res = await send(manager, '/api/user/preview-import', 'm.csv', list, {
      mapping: JSON.stringify({ givenName: 0, familyName: 1, email: 2 }),
    });
    expect(res.json().rows[0]).toMatchObject({ status: 'new', staff: { email: 'ingrid@demo-college.example.nl' } });
  });

  it('is for admins and school managers, in their own schools', async () => {
    const ids = await demoIds(ctx.app);
    const list = fixture('staff-windows1252.csv');
    const student = await sessionAs(ctx.app, 'leerling@demo.nl');
    expect((await send(student, '/api/user/preview-import', 's.csv', list)).statusCode).toBe(403);
    const locationManager = await sessionAs(ctx.app, 'locatie@demo.nl');
    expect((await send(locationManager, '/api/user/import', 's.csv', list)).statusCode).toBe(403);
    const managerB = await sessionAs(ctx.app, 'manager@tweede.nl');
    const other = await send(managerB, '/api/user/import', 's.csv', list, { schoolId: String(ids.schoolA) });
    expect(other.statusCode).toBe(404);
    const admin = await sessionAs(ctx.app, 'admin@demo.nl');
    expect((await send(admin, '/api/user/preview-import', 's.csv', list)).json().error).toBe('school_required');
    expect(await account(ctx.app, 'zoe.hendriks@demo-college.example.nl')).toBeUndefined();
  });
});
