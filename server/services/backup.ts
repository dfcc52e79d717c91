// A consistent copy of the embedded (PGlite) database while the server runs. It is taken on a
// connection of its own after a checkpoint, so no transaction is half-way when the files are read.
import type { Kysely } from 'kysely' with { 'resolution-mode': 'import' };
import { pgliteOf } from '../db/connect';
import { kysely } from '../db/kysely';
import type { Database } from '../db/schema';

/** The data directory as a gzipped tar; null on PostgreSQL (back that up with pg_dump). */
export async function pgliteBackup(db: Kysely<Database>): Promise<Buffer | null> {
  const pglite = pgliteOf(db);
  if (!pglite) return null;
  const archive = await db.connection().execute(async (conn) => {
    await kysely().sql`CHECKPOINT`.execute(conn);
    return pglite.dumpDataDir('gzip');
  });
  return Buffer.from(await archive.arrayBuffer());
}
