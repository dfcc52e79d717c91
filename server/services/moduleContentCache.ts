// GET /api/test/data is read on every app start by every student, and building it means reading
// every module's large jsonb columns and serialising them again. The content changes only when it
// is (re)loaded, so the serialised answer is kept per database and rebuilt when a cheap fingerprint
// of the content tables changes. The fingerprint uses PostgreSQL's row versions (xmin): any insert,
// update or delete of a module, topic or media row changes it, on every instance sharing the
// database, so the cache needs no invalidation calls and the server stays stateless.
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Kysely } from 'kysely' with { 'resolution-mode': 'import' };
import type { ModuleContent } from '../../src/shared/api';
import { kysely } from '../db/kysely';
import type { Database } from '../db/schema';
import { loadModules } from './module';

/** How the answer travels: Brotli or gzip when the client accepts it, else as it is. */
export type ContentEncoding = 'br' | 'gzip' | 'identity';

interface Cached {
  fingerprint: string;
  body: string;
  /** The body in each encoding, made on first ask: once per content change, not per request. */
  encoded: Map<ContentEncoding, Promise<Buffer>>;
}

const cache = new WeakMap<Kysely<Database>, Cached>();
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

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
async function current(db: Kysely<Database>): Promise<Cached> {
  const fingerprint = await contentFingerprint(db);
  const hit = cache.get(db);
  if (hit && hit.fingerprint === fingerprint) return hit;
  const stored = await loadModules(db);
  const data: ModuleContent = { module_configs: stored.map((s) => s.config), modules: stored.map((s) => s.module) };
  const fresh: Cached = { fingerprint, body: JSON.stringify(data), encoded: new Map() };
  cache.set(db, fresh);
  return fresh;
}

const encode = (body: string, encoding: ContentEncoding): Promise<Buffer> =>
  encoding === 'br'
    ? brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } })
    : encoding === 'gzip'
      ? gzip(body, { level: 9 })
      : Promise.resolve(Buffer.from(body));

/**
 * The answer's bytes in `encoding`. At about 100 KB of JSON, turning the text into bytes and writing
 * it was half the server's CPU under load (bench/server.bench.ts); compressed once per content
 * change, a student's phone downloads a tenth of it and the server writes a tenth.
 */
export async function moduleContentBytes(db: Kysely<Database>, encoding: ContentEncoding): Promise<Buffer> {
  const entry = await current(db);
  let bytes = entry.encoded.get(encoding);
  if (!bytes) {
    bytes = encode(entry.body, encoding);
    entry.encoded.set(encoding, bytes);
  }
  return bytes;
}
