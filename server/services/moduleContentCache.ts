// GET /api/test/data is read on every app start by every student, and building it means reading
// every module's large jsonb columns and serialising them again. The content changes only when it
// is (re)loaded or edited, so the serialised answer is kept per database. Whether it is still right:
// - while this instance hears lrc_content (migration 023; plugins/app/contentChanges.ts), every
//   statement that changes a module, topic or medium, on any instance or from `npm run content:load`,
//   moves a counter, and a kept answer checked since the last move is sent without a query (issue 35:
//   the query was one database round trip per request). A write answered by this instance moves it
//   too, so the writer's next read checks even before the notice arrives;
// - otherwise, and after a move, a cheap fingerprint of the content tables decides. It uses
//   PostgreSQL's row versions (xmin): any insert, update or delete changes it, on every instance
//   sharing the database.
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Kysely } from 'kysely' with { 'resolution-mode': 'import' };
import type { ModuleContent } from '../../src/shared/api';
import { kysely } from '../db/kysely';
import type { Database } from '../db/schema';
import { loadModules, type StoredModule } from './module';

/** How the answer travels: Brotli or gzip when the client accepts it, else as it is. */
export type ContentEncoding = 'br' | 'gzip' | 'identity';

interface Cached {
  fingerprint: string;
  /** The watch's counter when the fingerprint was last found unchanged. */
  checked: number;
  body: string;
  /** The modules as the rule engine reads them (a finish re-runs it): never changed, only replaced. */
  modules: StoredModule[];
  /** The body in each encoding, made on first ask: once per content change, not per request. */
  encoded: Map<ContentEncoding, Promise<Buffer>>;
}

interface Watch {
  /** A connection hears lrc_content: a kept answer checked since the last change needs no query. */
  hearing: boolean;
  /** Moves on every change heard, every write answered here, and when hearing starts or stops. */
  changes: number;
}

const cache = new WeakMap<Kysely<Database>, Cached>();
const watches = new WeakMap<Kysely<Database>, Watch>();

function watchOf(db: Kysely<Database>): Watch {
  let watch = watches.get(db);
  if (!watch) {
    watch = { hearing: false, changes: 0 };
    watches.set(db, watch);
  }
  return watch;
}

/** The content may have changed (a notice on lrc_content, or a write this instance answered). */
export function contentMayHaveChanged(db: Kysely<Database>): void {
  watchOf(db).changes += 1;
}

/** Whether a connection hears lrc_content; what was kept is checked again either way. */
export function hearingContentChanges(db: Kysely<Database>, hearing: boolean): void {
  const watch = watchOf(db);
  watch.hearing = hearing;
  watch.changes += 1;
}
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
  const watch = watchOf(db);
  const kept = cache.get(db);
  if (kept && watch.hearing && kept.checked === watch.changes) return kept;
  // A change heard while the fingerprint is read leaves `checked` behind: the next request checks again.
  const changes = watch.changes;
  const fingerprint = await contentFingerprint(db);
  const hit = cache.get(db);
  if (hit && hit.fingerprint === fingerprint) {
    hit.checked = Math.max(hit.checked, changes);
    return hit;
  }
  const stored = await loadModules(db);
  const data: ModuleContent = { module_configs: stored.map((s) => s.config), modules: stored.map((s) => s.module) };
  const fresh: Cached = {
    fingerprint,
    checked: changes,
    body: JSON.stringify(data),
    modules: stored,
    encoded: new Map(),
  };
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

/**
 * A module as GET /api/test/data has it now, from the same cache (while changes are heard: no query);
 * undefined when the content has no such module or `version` is not its current one (loadModule reads
 * an older version). A finish of the current version needs no read of the module's large row.
 */
export async function currentModule(
  db: Kysely<Database>,
  id: number,
  version?: number,
): Promise<StoredModule | undefined> {
  const found = (await current(db)).modules.find((m) => m.module.id === id);
  return found && (version === undefined || version === found.version) ? found : undefined;
}
