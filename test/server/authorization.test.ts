// Authorization: GET /api/user is for admins only, a student can never switch user, and one
// student cannot read or overwrite another student's data.
import { Agent } from './helpers/agent';
import { backends } from './helpers/backends';
import { useTestApp } from './helpers/testApp';

describe.each(backends)('authorization on $name', (backend) => {
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
    expect(body).toMatchObject({ total: 10, page: 1, limit: 1000 });
    expect(body.items).toContainEqual({ id: expect.any(Number), username: 'leerling@demo.nl', enabled: true });
    expect(body.items).toContainEqual({ id: expect.any(Number), username: 'nieuw@demo.nl', enabled: false });
    const page2 = (await admin.get('/api/user?page=2&limit=2')).json();
    expect(page2.items.map((u: { username: string }) => u.username)).toEqual(['leerling2@demo.nl', 'leerling@demo.nl']);
    const search = (await admin.get('/api/user?search=LEERLING2')).json();
    expect(search.items.map((u: { username: string }) => u.username)).toEqual(['leerling2@demo.nl']);
    // LIKE wildcards from the user are taken literally.
    expect((await admin.get('/api/user?search=%25')).json().total).toBe(0);
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

  it('a manager without admin role gets 403 for the user list; anonymous gets 401', async () => {
    expect((await (await as('manager@demo.nl')).get('/api/user')).statusCode).toBe(403);
    expect((await new Agent(ctx.app).get('/api/user')).statusCode).toBe(401);
  });
  // Overwriting another student's finished test (403) is covered in tests.test.ts.
});
