// Hears the lrc_stats channel (migration 019) for the statistics cache (cache.ts), on the main
// database, where every change is made (also when statistics read a replica). On PostgreSQL a
// connection of its own LISTENs; when it is lost the cache keeps nothing (every request reads the
// database) until a new one listens again. On PGlite (one process) its own listen() delivers a notice
// as the writing statement commits. The same design as the session cache's (plugins/app/sessionChanges.ts).
import type { Kysely } from 'kysely' with { 'resolution-mode': 'import' };
import type { ServerConfig } from '../../config';
import { pgliteOf } from '../../db/connect';
import type { Database } from '../../db/schema';
import { STATS_CHANNEL, StatsCache, type StatsChanges } from './cache';

const RETRY_MS = [100, 500, 1_000, 5_000];

/** The listening connection's name in pg_stat_activity. */
export const STATS_LISTENER_NAME = 'lrc-stats-listener';

const caches = new WeakMap<Kysely<Database>, StatsCache>();

/** The statistics cache reading `statsDb` (for tests and diagnostics). */
export const statsCacheOf = (statsDb: Kysely<Database>): StatsCache | undefined => caches.get(statsDb);

/** The statistics cache of an app: one per statistics database, listening from its first use. */
export function statsCacheFor(
  config: Pick<ServerConfig, 'databaseUrl' | 'databaseSchema'>,
  db: Kysely<Database>,
  statsDb: Kysely<Database>,
): StatsCache {
  const cache: StatsCache = new StatsCache(
    db,
    statsDb,
    (heard) => listenForStatsChanges(config, db, heard, () => cache.lost()),
    statsDb !== db,
  );
  caches.set(statsDb, cache);
  return cache;
}

async function listenForStatsChanges(
  config: Pick<ServerConfig, 'databaseUrl' | 'databaseSchema'>,
  db: Kysely<Database>,
  heard: (payload: string) => void,
  lost: () => void,
): Promise<StatsChanges | null> {
  const pglite = pgliteOf(db);
  if (pglite) {
    const unlisten = await pglite.listen(STATS_CHANNEL, heard);
    return { caughtUp: async () => true, close: unlisten };
  }
  if (!config.databaseUrl) return null;

  const { Client } = await import('pg');
  type PgClient = InstanceType<typeof Client>;
  let client: PgClient | null = null;
  let closing = false;
  let attempt = 0;
  let retryTimer: NodeJS.Timeout | null = null;

  const drop = (broken: PgClient) => {
    if (client !== broken) return;
    client = null;
    lost();
    broken.end().catch(() => undefined);
    if (closing) return;
    const wait = RETRY_MS[Math.min(attempt, RETRY_MS.length - 1)];
    attempt += 1;
    retryTimer = setTimeout(() => void connect(), wait);
    retryTimer.unref();
  };

  async function connect(): Promise<void> {
    const next = new Client({
      connectionString: config.databaseUrl ?? undefined,
      application_name: STATS_LISTENER_NAME,
      ...(config.databaseSchema ? { options: `-c search_path=${config.databaseSchema}` } : {}),
    });
    next.on('error', () => drop(next));
    next.on('end', () => drop(next));
    next.on('notification', (message) => {
      if (message.channel === STATS_CHANNEL) heard(message.payload ?? '*');
    });
    try {
      client = next;
      await next.connect();
      await next.query(`LISTEN ${STATS_CHANNEL}`);
      // Whatever was kept before this connection listened may have changed meanwhile.
      heard('*');
      attempt = 0;
    } catch {
      drop(next);
    }
  }

  await connect();
  return {
    async caughtUp() {
      const current = client;
      if (!current) return false;
      // PostgreSQL sends a listening connection the notices committed before a query on it ahead of
      // that query's answer.
      try {
        await current.query('SELECT 1');
        return client === current;
      } catch {
        drop(current);
        return false;
      }
    },
    async close() {
      closing = true;
      if (retryTimer) clearTimeout(retryTimer);
      const current = client;
      client = null;
      await current?.end().catch(() => undefined);
    },
  };
}
