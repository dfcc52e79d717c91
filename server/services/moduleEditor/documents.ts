// A module's published content as the editor's document (a content file, src/rules/contentFile.ts):
// the document a publish stored, or, for versions the content loader made, one derived from the stored
// module (src/rules/contentFromModule.ts) with each media file named by its content path.
import type { Kysely } from 'kysely' with { 'resolution-mode': 'import' };
import type { ContentFile } from '../../../src/rules/contentFile';
import { contentFromModule } from '../../../src/rules/contentFromModule';
import type { LessonGuide } from '../../../src/rules/lessonGuide';
import type { MediaRef, Module } from '../../../src/rules/types';
import type { Database } from '../../db/schema';
import { loadModule } from '../module';

function mediaIds(module: Module): number[] {
  const refs: Array<MediaRef | null> = [
    module.topic.icon,
    module.topic.image,
    ...module.slides.map((s) => s.info_image),
    ...module.result_texts.map((r) => r.info_image),
  ];
  return [...new Set(refs.filter((r): r is MediaRef => r !== null).map((r) => r.id))];
}

/** The content path of each media row ('images/x.svg'): the one a content load gave it, else by its use. */
async function mediaPaths(
  db: Kysely<Database>,
  ids: number[],
): Promise<Map<number, { filename: string; path: string | null }>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('media').select(['id', 'filename', 'path']).where('id', 'in', ids).execute();
  return new Map(rows.map((r) => [r.id, { filename: r.filename, path: r.path }]));
}

/**
 * The document of a published version (default: the newest), or null when the module or version does not
 * exist. The topic block and the lesson guide are today's (neither is versioned).
 */
export async function publishedDocument(
  db: Kysely<Database>,
  moduleId: number,
  version?: number,
): Promise<ContentFile | null> {
  const stored = await loadModule(db, moduleId, version);
  if (!stored) return null;
  const extra = await db
    .selectFrom('modules')
    .innerJoin('topics', 'topics.id', 'modules.topic_id')
    .leftJoin('module_versions', (join) =>
      join.onRef('module_versions.module_id', '=', 'modules.id').on('module_versions.version', '=', stored.version),
    )
    .select(['topics.name as topic_name', 'modules.lesson_guide', 'module_versions.document'])
    .where('modules.id', '=', moduleId)
    .executeTakeFirstOrThrow();
  if (extra.document) return extra.document as ContentFile;
  const paths = await mediaPaths(db, mediaIds(stored.module));
  return contentFromModule(
    stored.module,
    stored.config,
    (ref, use) => {
      const row = paths.get(ref.id);
      if (!row) return null;
      return row.path ?? `${use === 'icon' ? 'icons' : 'images'}/${row.filename}`;
    },
    { topicName: extra.topic_name, lessonGuide: (extra.lesson_guide as LessonGuide | null) ?? null },
  );
}

/** JSON with sorted keys and without undefined/null-valued optional noise, so equal content compares equal. */
export function canonical(value: unknown): string {
  if (value === undefined || value === null) return 'null';
  if (typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  return `{${Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`)
    .join(',')}}`;
}

export const sameDocument = (a: unknown, b: unknown): boolean => canonical(a) === canonical(b);
