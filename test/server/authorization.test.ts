// Authorization: GET /api/user is for admins only, a student can never switch user, and one
// student cannot read or overwrite another student's data.
import { Agent } from './helpers/agent';
import { fastest } from './helpers/backends';
import { useTestApp } from './helpers/testApp';

describe.each(fastest)('authorization on $name', (backend) => {
  const ctx = useTestApp(backend);

  async function as(username: string): Promise<Agent> {
    const agent = new Agent(ctx.app);
    await agent.login(username);
    return agent;
  }

  it('GET /api/user lists users for the super admin (page, limit, search)', async () => {
    const admin = await as('admin@demo.nl');
    const all = await admin.get('/api/user?page=1&limit=1000');
    expect(all.statusCode).toBe(200);
    const body = all.json();
    expect(body).toMatchObject({ total: 11, page: 1, limit: 1000 });
    expect(body.items).toContainEqual(
      expect.objectContaining({ username: 'leerling@demo.nl', enabled: true, kind: 'student' }),
    );
    expect(body.items).toContainEqual(
      expect.objectContaining({ username: 'nieuw@demo.nl', enabled: false, activated: false }),
    );
    const page2 = (await admin.get('/api/user?page=2&limit=2')).json();
    expect(page2.items.map((u: { username: string }) => u.username)).toEqual([
      'leerling.noord@demo.nl',
      'leerling.verplicht@demo.nl',
    ]);
    const search = (await admin.get('/api/user?search=LEERLING2')).json();
    expect(search.items.map((u: { username: string }) => u.username)).toEqual(['leerling2@demo.nl']);
    // LIKE wildcards from the user are taken literally.
    expect((await admin.get('/api/user?search=%25%25%25')).json().total).toBe(0);
    expect((await admin.get('/api/user?limit=0')).statusCode).toBe(400);
  });

  it.each([
    ['GET /api/user', '/api/user?page=1&limit=1000'],
    ['GET /api/user/:id of another student', '/api/user/2'],
    ['_switch_user', '/api/account?_switch_user=leerling2@demo.nl'],
  ])('a student gets 403 forbidden for %s', async (_label, url) => {
    const student = await as('leerling@demo.nl');
    const res = await student.get(url);
    expect([res.statusCode, res.json()]).toEqual([403, { error: 'forbidden' }]);
  });

  it('a school manager sees only the accounts of their school; a location manager gets 403; anonymous 401', async () => {
    const list = (await (await as('manager@demo.nl')).get('/api/user?limit=100')).json();
    expect(list.items.map((u: { username: string }) => u.username)).toEqual([
      'leerling.2fa@demo.nl',
      'leerling.noord@demo.nl',
      'leerling.verplicht@demo.nl',
      'leerling2@demo.nl',
      'leerling@demo.nl',
      'locatie@demo.nl',
      'manager@demo.nl',
      'nieuw@demo.nl',
    ]);
    expect((await (await as('locatie@demo.nl')).get('/api/user')).statusCode).toBe(403);
    expect((await new Agent(ctx.app).get('/api/user')).statusCode).toBe(401);
  });
  // Overwriting another student's finished test (403) is covered in moduleContentAndAttempts.test.ts.
});
