// GET /api/test/data is read on every app start by every student, and building it means reading
// every module's large jsonb columns and serialising them again. The content changes only when it
// is (re)loaded, so the serialised answer is kept per database and rebuilt when a cheap fingerprint
// of the content tables changes. The fingerprint uses PostgreSQL's row versions (xmin): any insert,
// update or delete of a module, topic or media row changes it, on every instance sharing the
// database, so the cache needs no invalidation calls and the server stays stateless.
import type { Kysely } from 'kysely' with { 'resolution-mode': 'import' };
import type { ModuleContent } from '../../src/shared/api';
import { kysely } from '../db/kysely';
import type { Database } from '../db/schema';
import { loadModules } from './module';

interface Cached {
  fingerprint: string;
  body: string;
}

const cache = new WeakMap<Kysely<Database>, Cached>();

async function contentFingerprint(db: Kysely<Database>): Promise<string> {
  const { sql } = kysely();
  const { rows } = await sql<{ fingerprint: string }>`
    SELECT concat_ws(':',
      (SELECT count(*) || '/' || coalesce(sum(xmin::text::bigint), 0) FROM modules),
      (SELECT count(*) || '/' || coalesce(sum(xmin::text::bigint), 0) FROM topics),
      (SELECT count(*) || '/' || coalesce(sum(xmin::text::bigint), 0) FROM media)
    ) AS fingerprint`.execute(db);
  return rows[0].fingerprint;
}

/** The JSON text of ModuleContent, rebuilt only when the content tables changed. */
export async function moduleContentJson(db: Kysely<Database>): Promise<string> {
  const fingerprint = await contentFingerprint(db);
  const hit = cache.get(db);
  if (hit && hit.fingerprint === fingerprint) return hit.body;
  const stored = await loadModules(db);
  const data: ModuleContent = { module_configs: stored.map((s) => s.config), modules: stored.map((s) => s.module) };
  const body = JSON.stringify(data);
  cache.set(db, { fingerprint, body });
  return body;
}
