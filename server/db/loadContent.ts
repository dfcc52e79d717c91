// Loads the module content files (content/modules/*.json, type ContentFile) and their media
// (content/media/**) into the database. Any problem stops the load with the file's name in the message.
import fs from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely' with { 'resolution-mode': 'import' };
import { checkContentFile } from '../../src/rules/checkContent';
import { buildModule, type ContentFile } from '../../src/rules/contentFile';
import { formatProblem } from '../../src/rules/contentProblem';
import { sameNameMessage, topicDisagreement, topicKeyOf } from '../../src/rules/topicIdentity';
import type { MediaRef } from '../../src/rules/types';
import { MEDIA_TYPE_BY_EXTENSION } from '../schemas/mediaTypes';
import { json } from './json';
import type { Database } from './schema';

function listFiles(dir: string, prefix = ''): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    return entry.isDirectory() ? listFiles(path.join(dir, entry.name), rel) : [rel];
  });
}

async function loadMedia(db: Kysely<Database>, mediaDir: string): Promise<Map<string, MediaRef>> {
  const refs = new Map<string, MediaRef>();
  for (const rel of listFiles(mediaDir).sort()) {
    const mime = MEDIA_TYPE_BY_EXTENSION[path.extname(rel).toLowerCase()];
    if (!mime) continue; // README files and the like are not media
    const file = path.join(mediaDir, rel);
    const modified = Math.floor(fs.statSync(file).mtimeMs);
    const data = fs.readFileSync(file);
    // A load into a running installation meets the media it loaded before: reuse a file with the same name and
    // bytes (its id and time), so an unchanged module stays unchanged even when the file was copied.
    const known = (
      await db
        .selectFrom('media')
        .select(['id', 'data', 'modified', 'path'])
        .where('filename', '=', path.basename(rel))
        .execute()
    ).find((m) => Buffer.compare(Buffer.from(m.data), data) === 0);
    if (known) {
      // The module editor's export names a file by its content path (migration 013).
      if (known.path === null) await db.updateTable('media').set({ path: rel }).where('id', '=', known.id).execute();
      refs.set(rel, { id: known.id, modified: Number(known.modified) });
      continue;
    }
    const row = await db
      .insertInto('media')
      .values({ filename: path.basename(rel), mime, data, modified, path: rel })
      .returning('id')
      .executeTakeFirstOrThrow();
    refs.set(rel, { id: row.id, modified });
  }
  return refs;
}

/** The topics one load has met so far, by key: the file that first described each, and its row. */
type SeenTopics = Map<string, { where: string; topic: ContentFile['topic']; id: number }>;

async function topicId(
  db: Kysely<Database>,
  where: string,
  topic: ContentFile['topic'],
  position: number,
  media: (p: string) => MediaRef,
  seen: SeenTopics,
): Promise<number> {
  // Several modules may share a topic (by key, default its name): the first file that names it creates it,
  // and every later one must describe it the same way.
  const key = topicKeyOf(topic);
  const earlier = seen.get(key);
  if (earlier) {
    const problem = topicDisagreement(topic, earlier.topic, earlier.where);
    if (problem) throw new ContentError(`${where}: ${problem}`);
    return earlier.id;
  }
  const namesake = [...seen.entries()].find(([, s]) => s.topic.name === topic.name);
  if (namesake) throw new ContentError(`${where}: ${sameNameMessage(topic, namesake[0], namesake[1].where)}`);
  const existing = await db.selectFrom('topics').select('id').where('name', '=', topic.name).executeTakeFirst();
  if (existing) return existing.id;
  const row = await db
    .insertInto('topics')
    .values({
      name: topic.name,
      category: topic.category,
      status: topic.status,
      icon_id: topic.icon ? media(topic.icon).id : null,
      image_id: topic.image ? media(topic.image).id : null,
      contact_data: json(topic.contactData ?? null),
      position,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  seen.set(key, { where, topic, id: row.id });
  return row.id;
}

/**
 * A content file the loader refuses: the message is one line per problem, each naming the file, the place
 * and the field, and the server prints only that (no stack, no "Error: Error: …" chain).
 */
export class ContentError extends Error {
  override name = 'ContentError';
}

/** Parses and checks one content file; throws a ContentError naming `where` on any problem. */
export function readContentFile(where: string, source: string): ContentFile {
  let raw: unknown;
  try {
    raw = JSON.parse(source);
  } catch (err) {
    throw new ContentError(`${where}: geen geldige JSON (${(err as Error).message})`);
  }
  const { problems } = checkContentFile(raw);
  if (problems.length > 0) throw new ContentError(problems.map((p) => formatProblem(where, p)).join('\n'));
  return raw as ContentFile;
}

async function loadModuleFile(
  db: Kysely<Database>,
  name: string,
  source: string,
  position: number,
  refs: Map<string, MediaRef>,
  seen: SeenTopics,
): Promise<void> {
  const file = readContentFile(name, source);
  const media = (p: string): MediaRef => {
    const ref = refs.get(p.replace(/^\.?\/+/, ''));
    if (!ref) throw new ContentError(`${name}: mediabestand '${p}' bestaat niet (verwacht in content/media/)`);
    return ref;
  };
  const topic = await topicId(db, name, file.topic, position, media, seen);
  const existing = await db
    .selectFrom('modules')
    .select(['id', 'version'])
    .where('name', '=', file.module.name)
    .executeTakeFirst();
  const id =
    existing?.id ??
    (
      await db
        .insertInto('modules')
        .values({ name: file.module.name, title: file.module.title, topic_id: topic, position, start_text: '' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const { module, config } = buildModule(file, id, media);
  const content = {
    title: module.title,
    start_text: module.start_text,
    info_link: module.info_link,
    info_content: module.info_content,
    show_norm_table: module.show_norm_table ?? false,
    slides: module.slides,
    result_texts: module.result_texts,
    config,
  };
  // The guide is stored beside the versioned content: loading a new guide never makes a new version.
  const guide = file.lessonGuide ? json(file.lessonGuide) : null;
  let version = 1;
  if (existing) {
    // A module already in the database (a load into a running installation): unchanged content keeps its
    // version; changed content becomes the next version, and tests taken before keep theirs.
    const current = await db
      .selectFrom('module_versions')
      .selectAll()
      .where('module_id', '=', id)
      .where('version', '=', existing.version)
      .executeTakeFirst();
    if (current && sameContent(current, content)) {
      await db.updateTable('modules').set({ topic_id: topic, lesson_guide: guide }).where('id', '=', id).execute();
      return;
    }
    version = existing.version + 1;
  }
  const columns = {
    ...content,
    slides: json(content.slides),
    result_texts: json(content.result_texts),
    config: json(content.config),
  };
  await db
    .updateTable('modules')
    .set({ ...columns, topic_id: topic, version, lesson_guide: guide })
    .where('id', '=', id)
    .execute();
  await db
    .insertInto('module_versions')
    .values({ module_id: id, version, ...columns })
    .execute();
}

/** Whether a stored version holds exactly this content (jsonb does not keep key order: compare canonically). */
function sameContent(stored: Record<string, unknown>, content: Record<string, unknown>): boolean {
  return Object.keys(content).every((k) => canonical(stored[k]) === canonical(content[k]));
}

function canonical(value: unknown): string {
  if (value === undefined || value === null) return 'null';
  if (typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  return `{${Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`)
    .join(',')}}`;
}

/**
 * Loads every module file of `contentDir`; returns how many. Call inside a transaction (the seed's, or
 * `npm run content:load`'s): a module not yet in the database is added, a changed one gets its next version
 * (finished tests keep the version they were taken with), an unchanged one stays as it is.
 */
export async function loadContent(db: Kysely<Database>, contentDir: string): Promise<number> {
  const refs = await loadMedia(db, path.join(contentDir, 'media'));
  const modulesDir = path.join(contentDir, 'modules');
  const files = listFiles(modulesDir)
    .filter((f) => f.endsWith('.json'))
    .sort();
  const seen: SeenTopics = new Map();
  for (const [index, name] of files.entries()) {
    const where = path.relative(process.cwd(), path.join(modulesDir, name));
    try {
      await loadModuleFile(db, where, fs.readFileSync(path.join(modulesDir, name), 'utf8'), index + 1, refs, seen);
    } catch (err) {
      if (err instanceof ContentError) throw err;
      throw new ContentError(`${where}: ${(err as Error).message}`.replace(/\s*\n\s*/g, ' '), { cause: err });
    }
  }
  return files.length;
}
