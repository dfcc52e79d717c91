// Bug reports: validation and size limits, server-side removal of secrets and of answers that are
// not the reporter's own, and reads for admins only.
import type { BugReportDetail } from '../../src/shared/api';
import { Agent } from './helpers/agent';
import { fastest } from './helpers/backends';
import { useTestApp } from './helpers/testApp';

async function accountId(agent: Agent): Promise<number> {
  return (await agent.get('/api/account')).json().id;
}

describe.each(fastest)('bug reports on $name', (backend) => {
  const ctx = useTestApp(backend);

  async function loggedIn(username: string): Promise<Agent> {
    const agent = new Agent(ctx.app);
    await agent.login(username);
    return agent;
  }

  async function readAsAdmin(id: number): Promise<BugReportDetail> {
    const admin = await loggedIn('admin@demo.nl');
    return (await admin.get(`/api/bug-report/${id}`)).json();
  }

  it('validates message and data and limits their size', async () => {
    const agent = await loggedIn('leerling@demo.nl');
    const cases: unknown[] = [
      {},
      { message: '', data: {} },
      { message: '   ', data: {} },
      { message: 'x'.repeat(5001), data: {} },
      { message: 'kapot', data: 'tekst' },
      { message: 'kapot' },
      { message: 'kapot', data: {}, extra: true },
    ];
    for (const body of cases) {
      const res = await agent.post('/api/bug-report', body);
      expect([res.statusCode, res.json()]).toEqual([400, { error: 'invalid_request' }]);
    }
    const huge = await agent.post('/api/bug-report', { message: 'groot', data: { blob: 'a '.repeat(200_000) } });
    expect([huge.statusCode, huge.json()]).toEqual([413, { error: 'payload_too_large' }]);
    const ok = await agent.post('/api/bug-report', { message: 'De knop doet niets', data: {} });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ success: true, id: expect.any(Number) });
  });

  it('strips passwords, tokens and credentials, and keeps the student’s own answers', async () => {
    const agent = await loggedIn('leerling@demo.nl');
    const id = await accountId(agent);
    const data = {
      state: {
        account: { id, username: 'leerling@demo.nl', imitating: false, hasGoogleAuthenticatorSecret: true },
        login: { password: 'Geheim-wachtwoord-1', username: 'leerling@demo.nl' },
        tests: {
          byModule: { 1: { id: '0b5c2b0e-5c2e-4c34-9a43-0a8e0c9c1d11', answers: [{ question: 1001, value: 3 }] } },
        },
        auth: { _auth_code: '123456' },
      },
      questionNumber: '3',
      navigation: {
        url: 'http://localhost/resetting/reset/abcDEF123?token=zzz&x=1',
        userAgent: 'Chromium',
        csrfToken: 'abc',
      },
      note: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl',
    };
    const res = await agent.post('/api/bug-report', { message: 'Vraag 3 laadt niet', data });
    const report = await readAsAdmin(res.json().id);
    expect(report).toMatchObject({
      message: 'Vraag 3 laadt niet',
      username: 'leerling@demo.nl',
      user_agent: expect.any(String),
    });
    const stored = JSON.stringify(report.data);
    for (const secret of [
      'Geheim-wachtwoord-1',
      '123456',
      'abcDEF123',
      'zzz',
      'csrfToken',
      'eyJhbGci',
      'hasGoogleAuthenticatorSecret',
    ]) {
      expect(stored).not.toContain(secret);
    }
    expect(report.data).toMatchObject({
      questionNumber: '3',
      navigation: {
        url: 'http://localhost/resetting/reset/[verwijderd]?token=[verwijderd]&x=1',
        userAgent: 'Chromium',
      },
      state: {
        account: { id, username: 'leerling@demo.nl' },
        tests: { byModule: { 1: { answers: [{ question: 1001, value: 3 }] } } },
      },
    });
  });

  it('drops answers that are not the reporter’s own (other account in the state, staff, logged out)', async () => {
    const agent = await loggedIn('leerling@demo.nl');
    const otherId = await accountId(await loggedIn('leerling2@demo.nl'));
    const state = (accountIdInState: number) => ({
      state: {
        account: { id: accountIdInState, imitating: false },
        tests: { byModule: { 1: { answers: [{ question: 1, value: 1 }] } } },
      },
    });
    const foreign = await agent.post('/api/bug-report', { message: 'a', data: state(otherId) });
    expect(JSON.stringify((await readAsAdmin(foreign.json().id)).data)).not.toContain('answers');

    const anonymous = await new Agent(ctx.app).post('/api/bug-report', {
      message: 'inloggen lukt niet',
      data: state(otherId),
    });
    const anonymousReport = await readAsAdmin(anonymous.json().id);
    expect(anonymousReport.username).toBeNull();
    expect(JSON.stringify(anonymousReport.data)).not.toContain('answers');

    const admin = await loggedIn('admin@demo.nl');
    const byAdmin = await admin.post('/api/bug-report', { message: 'b', data: state(await accountId(admin)) });
    expect(JSON.stringify((await readAsAdmin(byAdmin.json().id)).data)).not.toContain('answers');
  });

  it('lets only admins list and read reports', async () => {
    const student = await loggedIn('leerling@demo.nl');
    const { id } = (await student.post('/api/bug-report', { message: 'Eerste', data: {} })).json();
    await student.post('/api/bug-report', { message: 'Tweede', data: {} });
    for (const url of ['/api/bug-report', `/api/bug-report/${id}`]) {
      expect((await student.get(url)).statusCode).toBe(403);
      expect((await (await loggedIn('manager@demo.nl')).get(url)).statusCode).toBe(403);
      expect((await new Agent(ctx.app).get(url)).statusCode).toBe(401);
    }
    const admin = await loggedIn('admin@demo.nl');
    const list = (await admin.get('/api/bug-report?limit=10')).json();
    expect(list.items.map((r: { message: string }) => r.message)).toEqual(['Tweede', 'Eerste']);
    expect(list.items[0]).toEqual({
      id: expect.any(Number),
      message: 'Tweede',
      username: 'leerling@demo.nl',
      created_at: expect.any(String),
    });
    expect((await admin.get('/api/bug-report/999999')).statusCode).toBe(404);
    expect((await admin.get('/api/bug-report/abc')).statusCode).toBe(400);
  });
});
