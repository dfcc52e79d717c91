// Opens the database the configuration asks for: PostgreSQL through a pg Pool when DATABASE_URL is
// set, otherwise PGlite (embedded PostgreSQL, WASM) in DATA_DIR/pgdata.
import fs from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely' with { 'resolution-mode': 'import' };
import type { ServerConfig } from '../config';
import { loadKysely } from './kysely';
import type { Database } from './schema';

export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
  max: number;
}

// The pool behind each database handle, for the metrics (kysely does not expose its driver's pool).
const pools = new WeakMap<object, () => PoolStats>();

/** Connections of the pool behind `db` (PGlite: one connection, never waiting in a pool). */
export const databasePoolStats = (db: object): PoolStats | null => pools.get(db)?.() ?? null;

// The embedded database behind each handle, for the backup (PGlite's dumpDataDir) and the session
// cache's notifications (listen).
type PgliteHandle = {
  dumpDataDir(compression?: 'gzip' | 'none' | 'auto'): Promise<Blob>;
  listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
};
const pglites = new WeakMap<object, PgliteHandle>();

/** The PGlite instance behind `db`, or null on PostgreSQL. */
export const pgliteOf = (db: object): PgliteHandle | null => pglites.get(db) ?? null;

/** The most connections one instance opens to PostgreSQL (size the server's max_connections by it). */
export const POOL_MAX = 10;

/** A PGlite database in memory, empty or loaded from a data folder image (dumpDataDir). */
export interface PgliteInMemory {
  image?: Blob;
}

/** `inMemory`: PGlite in memory instead of DATA_DIR/pgdata (tests; nothing is kept). */
export async function connectDatabase(config: ServerConfig, inMemory?: PgliteInMemory): Promise<Kysely<Database>> {
  const k = await loadKysely();
  if (config.databaseUrl) {
    const { Pool } = await import('pg');
    const pool = new Pool({
      connectionString: config.databaseUrl,
      max: POOL_MAX,
      // An unreachable server fails a query (and /ready) within seconds instead of hanging it.
      connectionTimeoutMillis: 5_000,
      // A per-connection search_path keeps test runs (or tenants) apart in one database.
      ...(config.databaseSchema ? { options: `-c search_path=${config.databaseSchema}` } : {}),
    });
    // A connection the server drops (restart, failover, network) emits 'error' on its client and,
    // when idle, on the pool; an 'error' event without a listener would crash the process. Queries
    // on it fail through their own promises, and the next query opens a new connection.
    pool.on('error', () => undefined);
    pool.on('connect', (client) => client.on('error', () => undefined));
    const db = new k.Kysely<Database>({ dialect: new k.PostgresDialect({ pool }) });
    pools.set(db, () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: POOL_MAX }));
    return db;
  }
  const { PGlite } = await import('@electric-sql/pglite');
  let pglite: Awaited<ReturnType<typeof PGlite.create>>;
  if (inMemory) {
    pglite = await PGlite.create(inMemory.image ? { loadDataDir: inMemory.image } : {});
  } else {
    const dir = path.join(config.dataDir, 'pgdata');
    fs.mkdirSync(dir, { recursive: true });
    pglite = await PGlite.create(dir);
  }
  const db = new k.Kysely<Database>({ dialect: new k.PGliteDialect({ pglite }) });
  pools.set(db, () => ({ total: 1, idle: 1, waiting: 0, max: 1 }));
  pglites.set(db, pglite);
  return db;
}
