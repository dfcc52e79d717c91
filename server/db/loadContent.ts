// Loads the module content files (content/modules/*.json, type ContentFile) and their media
// (content/media/**) into the database. Any problem stops the load with the file's name in the message.
import fs from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely' with { 'resolution-mode': 'import' };
import { checkContentFile } from '../../src/rules/checkContent';
import { buildModule, type ContentFile } from '../../src/rules/contentFile';
import { formatProblem } from '../../src/rules/contentProblem';
import type { MediaRef } from '../../src/rules/types';
import { json } from './json';
import type { Database } from './schema';

const MIME: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.pdf': 'application/pdf',
};

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
    const mime = MIME[path.extname(rel).toLowerCase()];
    if (!mime) continue; // README files and the like are not media
    const file = path.join(mediaDir, rel);
    const modified = Math.floor(fs.statSync(file).mtimeMs);
    const row = await db
      .insertInto('media')
      .values({ filename: path.basename(rel), mime, data: fs.readFileSync(file), modified })
      .returning('id')
      .executeTakeFirstOrThrow();
    refs.set(rel, { id: row.id, modified });
  }
  return refs;
}

async function topicId(
  db: Kysely<Database>,
  topic: ContentFile['topic'],
  position: number,
  media: (p: string) => MediaRef,
): Promise<number> {
  // Several modules may share a topic: the first file that names it creates it.
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
): Promise<void> {
  const file = readContentFile(name, source);
  const media = (p: string): MediaRef => {
    const ref = refs.get(p.replace(/^\.?\/+/, ''));
    if (!ref) throw new ContentError(`${name}: mediabestand '${p}' bestaat niet (verwacht in content/media/)`);
    return ref;
  };
  const topic = await topicId(db, file.topic, position, media);
  const row = await db
    .insertInto('modules')
    .values({
      name: file.module.name,
      title: file.module.title,
      topic_id: topic,
      position,
      start_text: file.module.start_text,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { module, config } = buildModule(file, row.id, media);
  await db
    .updateTable('modules')
    .set({
      info_link: module.info_link,
      info_content: module.info_content,
      slides: json(module.slides),
      result_texts: json(module.result_texts),
      config: json(config),
    })
    .where('id', '=', row.id)
    .execute();
}

/** Returns the number of modules loaded. Call inside the seed transaction. */
export async function loadContent(db: Kysely<Database>, contentDir: string): Promise<number> {
  const refs = await loadMedia(db, path.join(contentDir, 'media'));
  const modulesDir = path.join(contentDir, 'modules');
  const files = listFiles(modulesDir)
    .filter((f) => f.endsWith('.json'))
    .sort();
  for (const [index, name] of files.entries()) {
    const where = path.relative(process.cwd(), path.join(modulesDir, name));
    try {
      await loadModuleFile(db, where, fs.readFileSync(path.join(modulesDir, name), 'utf8'), index + 1, refs);
    } catch (err) {
      if (err instanceof ContentError) throw err;
      throw new ContentError(`${where}: ${(err as Error).message}`.replace(/\s*\n\s*/g, ' '), { cause: err });
    }
  }
  return files.length;
}
