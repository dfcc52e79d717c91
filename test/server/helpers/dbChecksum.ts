// A fingerprint of every table, to prove that a rejected request changed nothing. Left out on
// purpose: sessions.last_seen_at (reading with a session may refresh it) and the audit entries of
// refused imitation attempts (recording a student probing _switch_user is the point of them).
import type { FastifyInstance } from 'fastify';
import { kysely } from '../../../server/db/kysely';

export type Checksum = Record<string, string>;

export async function tableNames(app: FastifyInstance): Promise<string[]> {
  const { sql } = kysely();
  const result = await sql<{ table_name: string }>`
    SELECT table_name FROM information_schema.tables
    WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`.execute(app.db);
  return result.rows.map((row) => row.table_name);
}

/** One md5 per table (of those named) over its rows (as JSON, sorted), in one query. */
export async function dbChecksum(app: FastifyInstance, allTables: string[]): Promise<Checksum> {
  const { sql } = kysely();
  // limit_counters is left out too: counting a refused attempt (a wrong password, an unknown
  // username) is what the limits are for, not "half-written data".
  const tables = allTables.filter((name) => name !== 'limit_counters');
  if (tables.length === 0) return {};
  const row = (name: string) => `(to_jsonb("${name}") - 'last_seen_at')::text`;
  const where = (name: string) => (name === 'audit_log' ? ` WHERE action <> 'imitation_denied'` : '');
  const columns = tables.map(
    (name) =>
      `(SELECT md5(coalesce(string_agg(${row(name)}, '|' ORDER BY ${row(name)}), '')) FROM "${name}"${where(name)}) AS "${name}"`,
  );
  const result = await sql.raw<Checksum>(`SELECT ${columns.join(', ')}`).execute(app.db);
  return result.rows[0];
}
