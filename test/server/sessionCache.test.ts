// The session cache (issue 35): an authenticated GET /api/test/data costs no query for the session once
// it is known, and whatever ends or changes a session — a logout, a switched-off account, a changed role, a
// deleted account, a password change, an operator's UPDATE in psql — reaches every instance at once.
import { kysely } from '../../server/db/kysely';
import { SESSION_LISTENER_NAME } from '../../server/plugins/app/sessionChanges';
import { backends, postgres } from './helpers/backends';
import { demoIds, sessionAs } from './helpers/sessionAs';
import { useTestApp } from './helpers/testApp';
import { eventually, queriesOf } from './helpers/queriesOf';
import { useSecondInstance } from './helpers/secondInstance';

describe.each(backends)('session cache on $name', (backend) => {
  const ctx = useTestApp(backend);

  it('answers a known session with no query for GET /api/test/data, and reads it again after a change', async () => {
    const student = await sessionAs(ctx.app, 'leerling@demo.nl');
    expect((await student.get('/api/test/data')).statusCode).toBe(200);
    const warm = await queriesOf(ctx.app, async () =>
      expect((await student.get('/api/test/data')).statusCode).toBe(200),
    );
    // The session is kept, and so is the content while its changes are heard (moduleContentCache.test.ts).
    expect(warm).toEqual([]);
    // A change to the user is heard: the next request reads the session again.
    await kysely().sql`UPDATE users SET given_name = 'Anders' WHERE username = 'leerling@demo.nl'`.execute(ctx.app.db);
    await ctx.app.sessions.caughtUp();
    const after = await queriesOf(ctx.app, () => student.get('/api/account'));
    expect(after.some((query) => /from "sessions"/.test(query))).toBe(true);
    expect((await student.get('/api/account')).json().givenName).toBe('Anders');
  });

  it('ends a cached session at once on logout, switching the account off, and an UPDATE made outside the app', async () => {
    const ids = await demoIds(ctx.app);
    const admin = await sessionAs(ctx.app, 'admin@demo.nl');

    const leaving = await sessionAs(ctx.app, 'leerling@demo.nl');
    expect((await leaving.get('/api/account')).statusCode).toBe(200);
    expect((await leaving.post('/logout')).statusCode).toBe(200);
    expect((await leaving.get('/api/account')).statusCode).toBe(401);

    const student = await sessionAs(ctx.app, 'leerling@demo.nl');
    expect((await student.get('/api/account')).statusCode).toBe(200);
    expect((await admin.post(`/api/user/${ids.studentA}/toggle-active`)).json().enabled).toBe(false);
    expect((await student.get('/api/account')).statusCode).toBe(401);
    expect((await admin.post(`/api/user/${ids.studentA}/toggle-active`)).json().enabled).toBe(true);

    const again = await sessionAs(ctx.app, 'leerling@demo.nl');
    expect((await again.get('/api/account')).statusCode).toBe(200);
    await kysely().sql`UPDATE users SET enabled = false WHERE id = ${ids.studentA}`.execute(ctx.app.db);
    await ctx.app.sessions.caughtUp();
    expect((await again.get('/api/account')).statusCode).toBe(401);
  });

  it('keeps no session it cannot hear changes of', async () => {
    const student = await sessionAs(ctx.app, 'leerling@demo.nl');
    expect((await student.get('/api/account')).statusCode).toBe(200);
    expect(ctx.app.sessionCache.size).toBeGreaterThan(0);
    ctx.app.sessionCache.setTrusted(false);
    try {
      expect(ctx.app.sessionCache.size).toBe(0);
      expect((await student.get('/api/account')).statusCode).toBe(200);
      expect(ctx.app.sessionCache.size).toBe(0);
    } finally {
      ctx.app.sessionCache.setTrusted(true);
    }
  });
});

(postgres ? describe : describe.skip)('session cache with two instances on PostgreSQL', () => {
  const ctx = useTestApp(postgres!);
  const second = useSecondInstance(ctx);
  const { onSecond } = second;

  it('ends a session on the other instance when one instance logs it out or switches the account off', async () => {
    const ids = await demoIds(ctx.app);
    const student = await sessionAs(ctx.app, 'leerling@demo.nl');
    const there = onSecond(student);
    expect((await there.get('/api/account')).statusCode).toBe(200);
    expect(second.app.sessionCache.size).toBeGreaterThan(0);
    expect((await student.post('/logout')).statusCode).toBe(200);
    await eventually(
      'the logout reached the second instance',
      async () => (await there.get('/api/account')).statusCode === 401,
    );

    const other = await sessionAs(ctx.app, 'leerling@demo.nl');
    const otherThere = onSecond(other);
    expect((await otherThere.get('/api/account')).statusCode).toBe(200);
    const admin = await sessionAs(ctx.app, 'admin@demo.nl');
    expect((await admin.post(`/api/user/${ids.studentA}/toggle-active`)).json().enabled).toBe(false);
    await eventually(
      'the switched-off account reached the second instance',
      async () => (await otherThere.get('/api/account')).statusCode === 401,
    );
  });

  it('stops trusting its cache when its listening connection is lost, and listens again', async () => {
    const student = await sessionAs(ctx.app, 'leerling@demo.nl');
    const there = onSecond(student);
    expect((await there.get('/api/account')).statusCode).toBe(200);
    expect(second.app.sessionCache.isTrusted).toBe(true);
    await kysely()
      .sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND application_name = ${SESSION_LISTENER_NAME}`.execute(
      ctx.app.db,
    );
    await eventually(
      'both instances noticed the lost connection',
      async () => !second.app.sessionCache.isTrusted || second.app.sessionCache.size === 0,
    );
    // Meanwhile every request reads the database, so nothing is missed.
    expect((await there.get('/api/account')).statusCode).toBe(200);
    await eventually('the second instance listens again', async () => second.app.sessionCache.isTrusted);
    await eventually('the first instance listens again', async () => ctx.app.sessionCache.isTrusted);
  });
});
