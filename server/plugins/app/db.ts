// app.db: the kysely instance (PGlite or PostgreSQL). Migrates and seeds before the app is ready;
// closes the pool / the embedded database when the app closes.
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely' with { 'resolution-mode': 'import' };
import type { ServerConfig } from '../../config';
import { connectDatabase, type PgliteInMemory } from '../../db/connect';
import { connectStatsDatabase } from '../../db/connectStats';
import { migrateAndSeed } from '../../db/migrate';
import type { Database } from '../../db/schema';
import type { SeedOptions } from '../../db/seed';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    /** Where statistics read (STATS_DATABASE_URL, a read replica; else the same as db). */
    statsDb: Kysely<Database>;
  }
}

export interface DbPluginOptions {
  config: ServerConfig;
  seed?: SeedOptions;
  /** Skip migrate + seed (tests that manage the schema themselves). */
  skipMigrations?: boolean;
  /** PGlite in memory (from an image) instead of DATA_DIR/pgdata. */
  pglite?: PgliteInMemory;
}

// fastify-plugin: app.db and its onClose hook belong to the whole app, not to this plugin's scope.
export default fp<DbPluginOptions>(
  async (app, { config, seed, skipMigrations, pglite }) => {
    const db = await connectDatabase(config, pglite);
    app.decorate('db', db);
    const stats = await connectStatsDatabase(config, db);
    app.decorate('statsDb', stats.db);
    app.addHook('onClose', async () => {
      if (stats.own) await stats.db.destroy();
      await db.destroy();
    });
    if (!skipMigrations) {
      const started = Date.now();
      const { seeded } = await migrateAndSeed(db, config, seed);
      app.log.info({ ms: Date.now() - started, seeded }, seeded ? 'database migrated and seeded' : 'database migrated');
    }
  },
  { name: 'lrc-db', fastify: '5.x' },
);
