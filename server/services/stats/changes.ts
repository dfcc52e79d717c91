// Hears the lrc_stats channel (migration 019) for the statistics cache (cache.ts), on the main
// database, where every change is made (also when statistics read a replica). On PostgreSQL a
// connection of its own LISTENs; when it is lost the cache keeps nothing (every request reads the
// database) until a new one listens again. On PGlite (one process) its own listen() delivers a notice
// as the writing statement commits. The listening itself is db/listenChannel.ts, as for the session cache.
import type { Kysely } from 'kysely' with { 'resolution-mode': 'import' };
import type { ServerConfig } from '../../config';
import { listenChannel } from '../../db/listenChannel';
import type { Database } from '../../db/schema';
import { STATS_CHANNEL, StatsCache, type StatsChanges } from './cache';

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

function listenForStatsChanges(
  config: Pick<ServerConfig, 'databaseUrl' | 'databaseSchema'>,
  db: Kysely<Database>,
  heard: (payload: string) => void,
  lost: () => void,
): Promise<StatsChanges | null> {
  return listenChannel(config, db, {
    channel: STATS_CHANNEL,
    name: STATS_LISTENER_NAME,
    heard,
    // Whatever was kept before this connection listened may have changed meanwhile.
    listening: () => heard('*'),
    lost,
  });
}
