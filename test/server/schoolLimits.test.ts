// A whole school behind one address (issue 19): the default limits never refuse a class, while
// guessing one account or spraying many from that address is slowed, with Retry-After.
import type { FastifyInstance } from 'fastify';
import { json } from '../../server/db/json';
import { Agent } from './helpers/agent';
import { fastest } from './helpers/backends';
import { latestLinkToken } from './helpers/mailbox';
import { useTestApp } from './helpers/testApp';

const SCHOOL = '203.0.113.10';
const PASSWORD = 'Welkom-check-2026';

/** Active (or, with enabled false, not yet activated) students cloned from the demo student. */
async function addStudents(app: FastifyInstance, count: number, prefix: string, enabled = true): Promise<string[]> {
  const template = await app.db
    .selectFrom('users')
    .selectAll()
    .where('username', '=', 'leerling@demo.nl')
    .executeTakeFirstOrThrow();
  const { id: _id, ...rest } = template;
  const names = Array.from({ length: count }, (_, i) => `${prefix}${i + 1}@school.nl`);
  await app.db
    .insertInto('users')
    .values(
      names.map((username) => ({
        ...rest,
        username,
        enabled,
        password_hash: enabled ? rest.password_hash : null,
        // A new student has never activated (the template, an active student, has).
        activated_at: enabled ? rest.activated_at : null,
        roles: json(rest.roles),
        managing_schools: json([]),
        managing_locations: json([]),
      })),
    )
    .execute();
  return names;
}

describe.each(fastest)('a school behind one address on $name', (backend) => {
  const ctx = useTestApp(backend);

  it('lets three classes (90 students, some mistyping once) check, log in and load their data in one minute from one address', async () => {
    const students = await addStudents(ctx.app, 90, 'klas');
    const statuses: number[] = [];
    for (const [i, username] of students.entries()) {
      const agent = new Agent(ctx.app, SCHOOL);
      const check = await agent.post('/api/check-username', { username });
      expect(check.json()).toEqual({ result: 'login' });
      if (i % 10 === 3) expect((await agent.login(username, 'welkom-check-2026')).statusCode).toBe(401);
      const login = await agent.login(username, PASSWORD);
      const data = await agent.get('/api/test/data');
      statuses.push(check.statusCode, login.statusCode, data.statusCode);
    }
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
  }, 120_000);

  it('slows fifteen wrong passwords on one account while another student on that address logs in', async () => {
    const attacker = new Agent(ctx.app, SCHOOL);
    const codes: number[] = [];
    for (let i = 0; i < 15; i++) codes.push((await attacker.login('leerling2@demo.nl', `fout-${i}`)).statusCode);
    expect(codes.slice(0, ctx.config.accountRateLimitMax)).toEqual(Array(ctx.config.accountRateLimitMax).fill(401));
    const refused = await attacker.login('leerling2@demo.nl', 'nog-een-keer');
    expect([refused.statusCode, refused.json().error]).toEqual([429, 'too_many_requests']);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // A classmate at the next PC, same address:
    expect((await new Agent(ctx.app, SCHOOL).login('leerling@demo.nl')).statusCode).toBe(200);
    // The owner at home is not locked out either.
    expect((await new Agent(ctx.app, '198.51.100.20').login('leerling2@demo.nl')).statusCode).toBe(200);
  });

  it('slows hundreds of wrong logins across many accounts from one address (password spraying)', async () => {
    const sprayer = new Agent(ctx.app, '192.0.2.66');
    let refusedAt = 0;
    for (let i = 1; i <= ctx.config.addressFailureMax + 5 && refusedAt === 0; i++) {
      const res = await sprayer.login(`gok${i}@school.nl`, 'Welkom01!');
      if (res.statusCode === 429) {
        refusedAt = i;
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(60);
      } else expect(res.statusCode).toBe(401);
    }
    expect(refusedAt).toBe(ctx.config.addressFailureMax + 1);
    // Hundreds, but no more than a school's typos ever need.
    expect(ctx.config.addressFailureMax).toBeGreaterThanOrEqual(200);
    // Another address is not affected.
    expect((await new Agent(ctx.app, SCHOOL).login('leerling@demo.nl')).statusCode).toBe(200);
  }, 120_000);

  it('lets a class of new students check, get one activation mail each and set a password, from one address', async () => {
    const students = await addStudents(ctx.app, 30, 'nieuw', false);
    for (const username of students) {
      const agent = new Agent(ctx.app, SCHOOL);
      expect((await agent.post('/api/check-username', { username })).json()).toEqual({ result: 'register' });
      // Impatient: checks again and presses "resend"; still one mail.
      expect((await agent.post('/api/check-username', { username })).json()).toEqual({ result: 'register' });
      expect((await agent.post('/api/resend-confirmation', { username })).json()).toEqual({ success: true });
    }
    const mails = await ctx.app.db.selectFrom('mail_outbox').select('to_address').execute();
    expect(mails.map((m) => m.to_address).sort()).toEqual([...students].sort());
    for (const username of students) {
      const token = await latestLinkToken(ctx.app, username, 'register/confirm');
      const set = await new Agent(ctx.app, SCHOOL).post('/api/resetting/set', {
        token,
        password: 'Fietsbel-Oranje-42',
        repeatPassword: 'Fietsbel-Oranje-42',
        enabled: true,
      });
      expect(set.statusCode).toBe(200);
    }
  }, 120_000);

  it('takes bug reports from a whole class behind one address', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 40; i++)
      codes.push(
        (await new Agent(ctx.app, SCHOOL).post('/api/bug-report', { message: `De knop doet niets (${i})`, data: {} }))
          .statusCode,
      );
    expect(codes.filter((c) => c !== 200)).toEqual([]);
  });

  it('limits bug reports per logged-in student', async () => {
    const agent = new Agent(ctx.app, SCHOOL);
    await agent.login('leerling@demo.nl');
    const codes: number[] = [];
    for (let i = 0; i < 25; i++)
      codes.push((await agent.post('/api/bug-report', { message: `melding ${i}`, data: {} })).statusCode);
    expect(codes.filter((c) => c === 200).length).toBeGreaterThanOrEqual(10);
    const last = await agent.post('/api/bug-report', { message: 'nog een', data: {} });
    expect(last.statusCode).toBe(429);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe.each(fastest)('an operator-listed school range on $name', (backend) => {
  const ctx = useTestApp(backend, { ADDRESS_LIMITS: '203.0.113.0/28=6, 2001:db8:5::/48=6' });

  it('counts the listed range as one, with its own ceiling', async () => {
    for (let i = 0; i < 6; i++)
      expect((await new Agent(ctx.app, `203.0.113.${1 + (i % 3)}`).login(`gok${i}@school.nl`, 'x')).statusCode).toBe(
        401,
      );
    const refused = await new Agent(ctx.app, '203.0.113.9').login('gok9@school.nl', 'x');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    // Outside the range (203.0.113.16 is the next /28) nothing changed.
    expect((await new Agent(ctx.app, '203.0.113.16').login('gok1@school.nl', 'x')).statusCode).toBe(401);
  });
});
