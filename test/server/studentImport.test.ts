// The student import routes on both databases: preview writes nothing; import writes every valid row
// in one go with activation mails in the outbox; bad files are 400 with a code and Dutch text and
// write nothing; students get 403; another school is 404; a school's own system uses its token.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { hashToken } from '../../server/services/tokens';
import { Agent } from './helpers/agent';
import { multipart } from './helpers/multipart';
import { backends } from './helpers/backends';
import { useTestApp } from './helpers/testApp';

const FIXTURES = path.join(__dirname, '..', 'fixtures', 'studentImport');
const fixture = (name: string): Buffer => fs.readFileSync(path.join(FIXTURES, name));

async function send(agent: Agent, url: string, name: string, content: Buffer, fields: Record<string, string> = {}) {
  const body = multipart({ name, content }, fields);
  return agent.request('POST', url, body.payload, body.headers);
}

async function as(app: FastifyInstance, username: string): Promise<Agent> {
  const agent = new Agent(app);
  expect((await agent.login(username)).statusCode).toBe(200);
  return agent;
}

const schoolId = async (app: FastifyInstance, name: string) =>
  (await app.db.selectFrom('schools').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
const count = async (app: FastifyInstance, table: 'users' | 'student_imports' | 'mail_outbox' | 'tokens') =>
  Number(
    (
      await app.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

// Several argon2 logins and a dozen uploads per test on a shared 2-core machine (as rateLimit.test.ts).
jest.setTimeout(60_000);

describe.each(backends)('student import on $name', (backend) => {
  const ctx = useTestApp(backend);

  it('previews the class list without writing anything', async () => {
    const manager = await as(ctx.app, 'manager@demo.nl');
    const before = await Promise.all([count(ctx.app, 'users'), count(ctx.app, 'student_imports')]);
    const res = await send(manager, '/api/student/preview-import', 'klas-2c.xlsx', fixture('klas-2c.xlsx'));
    expect(res.statusCode).toBe(200);
    const preview = res.json();
    expect(preview.counts).toEqual({ total: 8, new: 6, update: 0, unchanged: 0, error: 2 });
    expect(preview.columns.slice(0, 4)).toEqual([
      { index: 0, header: 'Roepnaam', field: 'givenName' },
      { index: 1, header: 'Tussenvoegsel', field: 'preposition' },
      { index: 2, header: 'Achternaam', field: 'familyName' },
      { index: 3, header: 'E-mail', field: 'email' },
    ]);
    expect(preview.rows[5].errors[0].message).toBe('"julia.degroot@leerling" is geen geldig e-mailadres.');
    expect(await Promise.all([count(ctx.app, 'users'), count(ctx.app, 'student_imports')])).toEqual(before);
  });

  it('imports the valid rows in one go, mails new students, lists the import until it is seen', async () => {
    const manager = await as(ctx.app, 'manager@demo.nl');
    const users = await count(ctx.app, 'users');
    const res = await send(manager, '/api/student/import', 'klas-2c.xlsx', fixture('klas-2c.xlsx'));
    expect(res.statusCode).toBe(200);
    const result = res.json();
    expect(result).toMatchObject({ status: 'incomplete', counts: { new: 6, error: 2 } });
    expect(result.errors.map((r: { line: number }) => r.line)).toEqual([9, 10]);
    expect(await count(ctx.app, 'users')).toBe(users + 6);

    const lotte = await ctx.app.db
      .selectFrom('users')
      .innerJoin('school_locations as l', 'l.id', 'users.location_id')
      .select(['users.id', 'enabled', 'given_name', 'family_name', 'class_name', 'study_year', 'level', 'l.name'])
      .where('username', '=', 'lotte.visser@leerling.example.nl')
      .executeTakeFirstOrThrow();
    expect(lotte).toMatchObject({
      enabled: false,
      family_name: 'Visser',
      class_name: '2C',
      study_year: 2,
      level: 'havo',
      name: 'Hoofdgebouw',
    });
    const mails = await ctx.app.db.selectFrom('mail_outbox').select(['to_address', 'text']).execute();
    expect(mails).toHaveLength(6);
    expect(mails.find((m) => m.to_address === 'lotte.visser@leerling.example.nl')?.text).toMatch(
      /\/register\/confirm\/[A-Za-z0-9_-]{43}/,
    );
    const audit = await ctx.app.db
      .selectFrom('audit_log')
      .select(['action', 'actor_username'])
      .where('action', '=', 'student.import')
      .execute();
    expect(audit).toEqual([{ action: 'student.import', actor_username: 'manager@demo.nl' }]);

    const incomplete = (await manager.get('/api/student/imports/incomplete')).json().items;
    expect(incomplete).toHaveLength(1);
    expect(incomplete[0]).toMatchObject({
      id: result.importId,
      fileName: 'klas-2c.xlsx',
      status: 'incomplete',
      createdBy: 'manager@demo.nl',
    });
    const detail = (await manager.get(`/api/student/imports/${result.importId}`)).json();
    expect(detail.rows.filter((r: { mail: string | null }) => r.mail === 'queued')).toHaveLength(6);
    // Error rows keep their cells, neutralised for display.
    expect(detail.rows.find((r: { line: number }) => r.line === 10).cells[2]).toBe(
      `'=HYPERLINK("http://kwaad.example/","Bakker")`,
    );

    // The rows left in error raise an alert for the school's managers (not for another school's).
    const importAlerts = async (agent: Agent) =>
      ((await agent.get('/api/alert')).json().items as { type: string; header: string; link: string }[]).filter(
        (a) => a.type === 'import_incomplete',
      );
    expect(await importAlerts(manager)).toEqual([
      expect.objectContaining({ header: 'Import met 2 regels met een fout', link: '/beheer/importeren' }),
    ]);
    expect(await importAlerts(await as(ctx.app, 'manager@tweede.nl'))).toEqual([]);

    expect((await manager.request('PUT', `/api/student/imports/${result.importId}/seen`)).statusCode).toBe(200);
    expect((await manager.get('/api/student/imports/incomplete')).json().items).toEqual([]);
    expect(await importAlerts(manager)).toEqual([]);

    // The same file again: nothing new, nothing changed.
    const again = (await send(manager, '/api/student/preview-import', 'klas-2c.xlsx', fixture('klas-2c.xlsx'))).json();
    expect(again.counts).toEqual({ total: 8, new: 0, update: 0, unchanged: 6, error: 2 });
  });

  it('answers bad files with 400, an error code and Dutch text, and writes nothing', async () => {
    const manager = await as(ctx.app, 'manager@demo.nl');
    const before = await Promise.all([
      count(ctx.app, 'users'),
      count(ctx.app, 'student_imports'),
      count(ctx.app, 'mail_outbox'),
    ]);
    const cases: [string, Buffer, string][] = [
      ['empty.csv', fixture('empty.csv'), 'empty_file'],
      ['binary-renamed.csv', fixture('binary-renamed.csv'), 'unreadable_file'],
      ['text-renamed.xlsx', fixture('text-renamed.xlsx'), 'unreadable_file'],
      ['klas.pdf', Buffer.from('%PDF-1.7'), 'unsupported_file_type'],
      ['missing-column.csv', fixture('missing-column.csv'), 'missing_columns'],
      ['groot.csv', Buffer.alloc(50 * 1024 * 1024, 'a'), 'file_too_large'],
    ];
    for (const [name, content, code] of cases) {
      for (const url of ['/api/student/preview-import', '/api/student/import']) {
        const res = await send(manager, url, name, content);
        expect([name, res.statusCode, res.json().error]).toEqual([name, 400, code]);
        expect(res.json().message).toMatch(/^[A-Z]/);
      }
    }
    // Every row in error: nothing to import.
    const problems = Buffer.from('Roepnaam,Achternaam,E-mail\n=1+1,Smit,a@x.nl\nBo,Smit,geen-adres\n');
    const none = await send(manager, '/api/student/import', 'fout.csv', problems);
    expect([none.statusCode, none.json().error]).toEqual([400, 'no_valid_rows']);
    // Not multipart, a bad mapping, an unknown field.
    expect((await manager.post('/api/student/import', { file: 'x' })).statusCode).toBe(400);
    const badFields: Record<string, string>[] = [
      { mapping: '{"email": "x"}' },
      { mapping: 'niet json' },
      { other: '1' },
      { schoolId: 'abc' },
    ];
    for (const fields of badFields) {
      const res = await send(manager, '/api/student/import', 'klas-2c.xlsx', fixture('klas-2c.xlsx'), fields);
      expect([fields, res.statusCode]).toEqual([fields, 400]);
    }
    const mapped = await send(manager, '/api/student/preview-import', 'klas-2c.xlsx', fixture('klas-2c.xlsx'), {
      mapping: JSON.stringify({ email: 0, givenName: 0 }),
    });
    expect([mapped.statusCode, mapped.json().error]).toEqual([400, 'invalid_mapping']);
    expect(
      await Promise.all([count(ctx.app, 'users'), count(ctx.app, 'student_imports'), count(ctx.app, 'mail_outbox')]),
    ).toEqual(before);
  });

  it('refuses students (403) and the anonymous (401); another school is 404', async () => {
    const student = await as(ctx.app, 'leerling@demo.nl');
    for (const url of ['/api/student/preview-import', '/api/student/import']) {
      expect((await send(student, url, 'klas-2c.xlsx', fixture('klas-2c.xlsx'))).statusCode).toBe(403);
      expect((await send(new Agent(ctx.app), url, 'klas-2c.xlsx', fixture('klas-2c.xlsx'))).statusCode).toBe(401);
    }
    expect((await student.get('/api/student/imports/incomplete')).statusCode).toBe(403);
    expect((await student.request('PUT', '/api/student/imports/1/seen')).statusCode).toBe(403);

    const demo = await schoolId(ctx.app, 'Demo College');
    const other = await as(ctx.app, 'manager@tweede.nl');
    const res = await send(other, '/api/student/import', 'klas-2c.xlsx', fixture('klas-2c.xlsx'), {
      schoolId: String(demo),
    });
    expect([res.statusCode, res.json().error]).toEqual([404, 'school_not_found']);
    const missing = await send(other, '/api/student/import', 'klas-2c.xlsx', fixture('klas-2c.xlsx'), {
      schoolId: '999999',
    });
    expect(missing.statusCode).toBe(404);

    const manager = await as(ctx.app, 'manager@demo.nl');
    const { importId } = (await send(manager, '/api/student/import', 'klas-2c.xlsx', fixture('klas-2c.xlsx'))).json();
    expect((await other.get(`/api/student/imports/${importId}`)).statusCode).toBe(404);
    expect((await other.request('PUT', `/api/student/imports/${importId}/seen`)).statusCode).toBe(404);
    expect((await other.get('/api/student/imports/incomplete')).json().items).toEqual([]);
    // An admin must name the school; a location manager only places students at their location.
    const admin = await as(ctx.app, 'admin@demo.nl');
    const unnamed = await send(admin, '/api/student/preview-import', 'klas-2c.xlsx', fixture('klas-2c.xlsx'));
    expect([unnamed.statusCode, unnamed.json().error]).toEqual([400, 'school_required']);
    const named = await send(admin, '/api/student/preview-import', 'klas-2c.xlsx', fixture('klas-2c.xlsx'), {
      schoolId: String(demo),
    });
    expect(named.json().counts).toMatchObject({ unchanged: 6, error: 2 });
    const location = await as(ctx.app, 'locatie@demo.nl');
    const noord = (await send(location, '/api/student/preview-import', 'klas-2c.xlsx', fixture('klas-2c.xlsx'))).json();
    expect(noord.rows[0].errors.map((e: { code: string }) => e.code)).toEqual(['unknown_location', 'email_in_use']);
  });

  it("takes a school's own system by its external-apps token, scoped to that school", async () => {
    const demo = await schoolId(ctx.app, 'Demo College');
    const tweede = await schoolId(ctx.app, 'Tweede Lyceum');
    const token = 'lrc_' + 'k'.repeat(40);
    await ctx.app.db
      .insertInto('school_api_tokens')
      .values({ school_id: demo, token_hash: hashToken(token), prefix: 'lrc_kkkk' })
      .execute();
    const body = multipart({ name: 'klas-2c.xlsx', content: fixture('klas-2c.xlsx') });
    const call = (auth: string, fields: Record<string, string> = {}) => {
      const b = fields.schoolId ? multipart({ name: 'klas-2c.xlsx', content: fixture('klas-2c.xlsx') }, fields) : body;
      return ctx.app.inject({
        method: 'POST',
        url: '/api/student/import',
        payload: b.payload,
        headers: { ...b.headers, authorization: auth },
      });
    };
    const ok = await call(`Bearer ${token}`);
    expect(ok.statusCode).toBe(200);
    const batch = await ctx.app.db
      .selectFrom('student_imports')
      .select(['api_token_id', 'created_by'])
      .executeTakeFirstOrThrow();
    expect(batch.api_token_id).not.toBeNull();
    expect(batch.created_by).toBeNull();
    expect((await call(`Bearer ${'x'.repeat(44)}`)).statusCode).toBe(401);
    // Any other scheme is a cookie request: the CSRF check refuses it before anything else.
    expect((await call('Basic abc')).statusCode).toBe(403);
    expect((await call(`Bearer ${token}`, { schoolId: String(tweede) })).statusCode).toBe(404);
    await ctx.app.db.updateTable('school_api_tokens').set({ revoked_at: new Date() }).execute();
    expect((await call(`Bearer ${token}`)).statusCode).toBe(401);
  });
});
