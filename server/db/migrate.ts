// Brings the schema up to date and seeds an empty database. Both run under one PostgreSQL advisory
// lock held on a single connection, so two instances starting at once on one server take turns:
// the second finds the migrations applied and the data seeded.
import type { Kysely } from 'kysely' with { 'resolution-mode': 'import' };
import type { Migration } from 'kysely/migration' with { 'resolution-mode': 'import' };
import type { ServerConfig } from '../config';
import { kysely, loadKyselyMigration } from './kysely';
import { migrationSources } from './migrations';
import type { Database } from './schema';
import { seedIfEmpty, type SeedOptions } from './seed';

function migrations(): Record<string, Migration> {
  const { sql } = kysely();
  return Object.fromEntries(
    Object.entries(migrationSources).map(([name, statements]) => [
      name,
      {
        up: async (db: Kysely<unknown>) => {
          for (const statement of statements) await sql.raw(statement).execute(db);
        },
      },
    ]),
  );
}

export async function migrateAndSeed(
  db: Kysely<Database>,
  config: ServerConfig,
  seedOptions: SeedOptions = {},
): Promise<{ seeded: boolean }> {
  const { sql } = kysely();
  const { Migrator } = await loadKyselyMigration();
  const lockName = `lrc-migrate:${config.databaseSchema ?? 'default'}`;
  return db.connection().execute(async (conn) => {
    await sql`SELECT pg_advisory_lock(hashtext(${lockName}))`.execute(conn);
    try {
      if (config.databaseSchema) await sql.raw(`CREATE SCHEMA IF NOT EXISTS "${config.databaseSchema}"`).execute(conn);
      // kysely looks for its migration tables in every schema unless told which one; a
      // kysely_migration table in another schema of the same database (another instance's, a test
      // run's) would then make it skip creating its own. So name the schema this connection uses.
      const { rows } = await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(conn);
      const migrator = new Migrator({
        db: conn,
        provider: { getMigrations: async () => migrations() },
        migrationTableSchema: rows[0].schema,
        // Migration numbers are reserved per piece of work and land in any order (005 before 004):
        // a database that already ran a later one still gets an earlier one that arrives after it.
        allowUnorderedMigrations: true,
      });
      const { error, results } = await migrator.migrateToLatest();
      const failed = results?.find((r) => r.status === 'Error');
      if (error) throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
      const seeded = await seedIfEmpty(conn, { contentDir: config.contentDir, ...seedOptions });
      return { seeded };
    } finally {
      await sql`SELECT pg_advisory_unlock(hashtext(${lockName}))`.execute(conn);
    }
  });
}
