// Abuse limits: per account (across IP addresses) on /login, /2fa_check, /api/check-username and
// /api/resetting/reset, and per IP on the new routes, all answering 429 too_many_requests.
import { Agent } from './helpers/agent';
import { backends } from './helpers/backends';
import { latestCode } from './helpers/mailbox';
import { useTestApp } from './helpers/testApp';

const MAX = 3;

describe.each(backends)('rate limits on $name', (backend) => {
  const ctx = useTestApp(backend, { ACCOUNT_RATE_LIMIT_MAX: String(MAX), RATE_LIMIT_MAX: '5' });
  // Every request from a new address, so only the per-account limit can trigger.
  const fresh = () => new Agent(ctx.app);

  it('blocks /login for an account after repeated failures from many addresses, also for the right password', async () => {
    for (let i = 0; i < MAX; i++) expect((await fresh().login('leerling2@demo.nl', 'fout')).statusCode).toBe(401);
    const blocked = await fresh().login('leerling2@demo.nl');
    expect([blocked.statusCode, blocked.json()]).toEqual([429, { error: 'too_many_requests' }]);
    // Other accounts are not affected.
    expect((await fresh().login('leerling@demo.nl')).statusCode).toBe(200);
  });

  it('blocks /2fa_check for an account after repeated wrong codes', async () => {
    const agent = fresh();
    await agent.login('leerling.2fa@demo.nl');
    const code = await latestCode(ctx.app, 'leerling.2fa@demo.nl');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < MAX; i++) expect((await agent.post('/2fa_check', { _auth_code: wrong })).statusCode).toBe(401);
    expect((await agent.post('/2fa_check', { _auth_code: code })).statusCode).toBe(429);
  });

  it('blocks /api/check-username and /api/resetting/reset per account', async () => {
    for (let i = 0; i < MAX; i++) expect((await fresh().post('/api/check-username', { username: 'manager@demo.nl' })).statusCode).toBe(200);
    expect((await fresh().post('/api/check-username', { username: 'MANAGER@demo.nl' })).statusCode).toBe(429);
    for (let i = 0; i < MAX; i++) await fresh().post('/api/resetting/reset', { email: 'onbekend@demo.nl' });
    expect((await fresh().post('/api/resetting/reset', { email: 'onbekend@demo.nl' })).json()).toEqual({ error: 'too_many_requests' });
  });

  it.each([
    ['/2fa_check', { _auth_code: '123456' }],
    ['/api/resetting/reset', { email: 'x@demo.nl' }],
    ['/api/check-username', { username: 'x@demo.nl' }],
  ])('limits %s per IP address', async (url, body) => {
    const agent = new Agent(ctx.app, '198.51.100.7');
    const codes: number[] = [];
    for (let i = 0; i < 7; i++) codes.push((await agent.post(url, i % 2 ? body : { ...body })).statusCode);
    expect(codes.at(-1)).toBe(429);
    expect(codes.filter((c) => c !== 429).length).toBeLessThanOrEqual(5);
  });
});
