// The database statistics read from (issue 34): the main database, or with STATS_DATABASE_URL a
// PostgreSQL read replica, so a national installation can take the heavy statistics reads off the
// primary. Statistics only read; a replica that lags a few seconds shows figures a few seconds old.
import type { Kysely } from 'kysely' with { 'resolution-mode': 'import' };
import type { ServerConfig } from '../config';
import { connectDatabase } from './connect';
import type { Database } from './schema';

/** The statistics handle and whether it is a connection of its own (to close with the app). */
export async function connectStatsDatabase(
  config: ServerConfig,
  main: Kysely<Database>,
): Promise<{ db: Kysely<Database>; own: boolean }> {
  if (!config.statsDatabaseUrl) return { db: main, own: false };
  return { db: await connectDatabase({ ...config, databaseUrl: config.statsDatabaseUrl }), own: true };
}
