// Opens the database the configuration asks for: PostgreSQL through a pg Pool when DATABASE_URL is
// set, otherwise PGlite (embedded PostgreSQL, WASM) in DATA_DIR/pgdata.
import fs from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely' with { 'resolution-mode': 'import' };
import type { ServerConfig } from '../config';
import { loadKysely } from './kysely';
import type { Database } from './schema';

export async function connectDatabase(config: ServerConfig): Promise<Kysely<Database>> {
  const k = await loadKysely();
  if (config.databaseUrl) {
    const { Pool } = await import('pg');
    const pool = new Pool({
      connectionString: config.databaseUrl,
      max: 10,
      // A per-connection search_path keeps test runs (or tenants) apart in one database.
      ...(config.databaseSchema ? { options: `-c search_path=${config.databaseSchema}` } : {}),
    });
    return new k.Kysely<Database>({ dialect: new k.PostgresDialect({ pool }) });
  }
  const dir = path.join(config.dataDir, 'pgdata');
  fs.mkdirSync(dir, { recursive: true });
  const { PGlite } = await import('@electric-sql/pglite');
  const pglite = await PGlite.create(dir);
  return new k.Kysely<Database>({ dialect: new k.PGliteDialect({ pglite }) });
}
