// STATS_DATABASE_URL (issue 34): statistics may read from their own PostgreSQL database (a read
// replica); without it they read the main database, and with PGlite there is no replica to name.
import type { Kysely } from 'kysely' with { 'resolution-mode': 'import' };
import { loadConfig } from '../../server/config';
import { connectStatsDatabase } from '../../server/db/connectStats';
import { kysely } from '../../server/db/kysely';
import type { Database } from '../../server/db/schema';
import { backends, postgres } from './helpers/backends';
import { useTestApp } from './helpers/testApp';

describe('STATS_DATABASE_URL', () => {
  it('needs DATABASE_URL (a replica of PGlite does not exist)', () => {
    expect(() => loadConfig({ STATS_DATABASE_URL: 'postgres://replica/lrc' }, '/tmp')).toThrow(/needs DATABASE_URL/);
    const config = loadConfig(
      { DATABASE_URL: 'postgres://primary/lrc', STATS_DATABASE_URL: 'postgres://replica/lrc' },
      '/tmp',
    );
    expect(config.statsDatabaseUrl).toBe('postgres://replica/lrc');
    expect(loadConfig({}, '/tmp').statsDatabaseUrl).toBeNull();
  });
});

describe.each(backends)('the statistics database on $name', (backend) => {
  const ctx = useTestApp(backend);

  it('is the main database when the setting is unset', async () => {
    expect(ctx.config.statsDatabaseUrl).toBeNull();
    expect(ctx.app.statsDb).toBe(ctx.app.db);
    const own = await connectStatsDatabase(ctx.config, ctx.app.db);
    expect(own).toEqual({ db: ctx.app.db, own: false });
  });

  (postgres ? it : it.skip)('opens a pool of its own on the URL given, and reads through it', async () => {
    const url = ctx.config.databaseUrl!;
    const stats = await connectStatsDatabase({ ...ctx.config, statsDatabaseUrl: url }, ctx.app.db);
    try {
      expect(stats.own).toBe(true);
      expect(stats.db).not.toBe(ctx.app.db);
      const { sql } = kysely();
      const count = async (db: Kysely<Database>) =>
        Number((await sql<{ n: number }>`SELECT count(*) AS n FROM modules`.execute(db)).rows[0]!.n);
      expect(await count(stats.db)).toBe(await count(ctx.app.db));
    } finally {
      await stats.db.destroy();
    }
  });
});
