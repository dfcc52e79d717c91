// Loads the module content files (content/modules/*.json, type ContentFile) and their media
// (content/media/**) into the database. Any problem stops the load with the file's name in the message.
import fs from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely' with { 'resolution-mode': 'import' };
import { buildModule, type ContentFile } from '../../src/rules/contentFile';
import type { MediaRef } from '../../src/rules/types';
import { validateModuleConfig } from '../../src/rules/validateConfig';
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

async function loadModuleFile(
  db: Kysely<Database>,
  name: string,
  source: string,
  position: number,
  refs: Map<string, MediaRef>,
): Promise<void> {
  const file = JSON.parse(source) as ContentFile;
  const media = (p: string): MediaRef => {
    const ref = refs.get(p.replace(/^\.?\/+/, ''));
    if (!ref) throw new Error(`unknown media file '${p}' (expected in content/media/)`);
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
  const problems = validateModuleConfig(module, config);
  if (problems.length > 0) throw new Error(problems.join('; '));
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
    try {
      await loadModuleFile(db, name, fs.readFileSync(path.join(modulesDir, name), 'utf8'), index + 1, refs);
    } catch (err) {
      const where = path.relative(process.cwd(), path.join(modulesDir, name));
      throw new Error(`Content file ${where} is invalid: ${(err as Error).message}`, { cause: err });
    }
  }
  return files.length;
}
