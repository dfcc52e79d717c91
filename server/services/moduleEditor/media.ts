// A document names media by content path ('images/x.svg', as content files do); a publish needs the
// stored rows. A path resolves to the row a content load (or an upload) gave that path, else to the
// newest row with that file name.
import type { Kysely } from 'kysely' with { 'resolution-mode': 'import' };
import type { ContentFile } from '../../../src/rules/contentFile';
import type { MediaRef } from '../../../src/rules/types';
import type { ContentProblem } from '../../../src/shared/management/moduleVersion';
import type { Database } from '../../db/schema';

interface Use {
  path: string;
  pointer: string;
  place: string;
  field: string;
}

function usesOf(doc: ContentFile): Use[] {
  const uses: Use[] = [];
  const add = (path: string | null | undefined, pointer: string, place: string, field: string) => {
    if (path) uses.push({ path, pointer, place, field });
  };
  add(doc.topic.icon, '/topic/icon', 'topic', 'icon');
  add(doc.topic.image, '/topic/image', 'topic', 'image');
  doc.module.slides.forEach((s, i) =>
    add(s.info_image, `/module/slides/${i}/info_image`, `dia ${i + 1} "${s.name}"`, 'info_image'),
  );
  doc.module.result_texts.forEach((r, i) =>
    add(r.info_image, `/module/result_texts/${i}/info_image`, `resultaattekst ${i + 1} "${r.name}"`, 'info_image'),
  );
  return uses;
}

const clean = (path: string): string => path.replace(/^\.?\/+/, '');
const basename = (path: string): string => path.split('/').pop() ?? path;

/** The stored rows behind the paths (keyed cleaned of a leading ./ or /), as a publish resolves them. */
export async function lookupMedia(db: Kysely<Database>, given: string[]): Promise<Map<string, MediaRef>> {
  const refs = new Map<string, MediaRef>();
  const paths = [...new Set(given.map(clean))].filter((p) => p !== '');
  if (paths.length === 0) return refs;
  const rows = await db
    .selectFrom('media')
    .select(['id', 'filename', 'path', 'modified'])
    .where((eb) => eb.or([eb('path', 'in', paths), eb('filename', 'in', paths.map(basename))]))
    .orderBy('id', 'desc')
    .execute();
  for (const path of paths) {
    const row = rows.find((r) => r.path === path) ?? rows.find((r) => r.filename === basename(path));
    if (row) refs.set(path, { id: row.id, modified: Number(row.modified) });
  }
  return refs;
}

/** Every media path of the document resolved, or the problems naming the ones that do not exist. */
export async function resolveMedia(
  db: Kysely<Database>,
  doc: ContentFile,
): Promise<{ refs: Map<string, MediaRef>; problems: ContentProblem[] }> {
  const uses = usesOf(doc);
  const problems: ContentProblem[] = [];
  const refs = await lookupMedia(
    db,
    uses.map((u) => u.path),
  );
  for (const use of uses)
    if (!refs.has(clean(use.path)))
      problems.push({
        place: use.place,
        field: use.field,
        message: `mediabestand '${use.path}' bestaat niet: upload het opnieuw`,
        path: use.pointer,
      });
  return { refs, problems };
}

export const mediaLookup =
  (refs: Map<string, MediaRef>) =>
  (path: string): MediaRef | null =>
    refs.get(clean(path)) ?? null;

/** POST /api/media/lookup: each given path that names a stored file, with that file (path as given). */
export async function lookupMediaPaths(
  db: Kysely<Database>,
  paths: string[],
): Promise<Array<{ path: string; id: number; modified: number }>> {
  const refs = await lookupMedia(db, paths);
  return [...new Set(paths)].flatMap((path) => {
    const ref = refs.get(clean(path));
    return ref ? [{ path, ...ref }] : [];
  });
}
