// What the content routes do with an element's fields before the pure edit runs (outside the draft's
// row lock): html sanitised to what the student app renders, and every image path checked against the
// stored media (an upload's `uploads/…` path, or a shipped file's), so a draft never names a missing file.
import type { Kysely } from 'kysely' with { 'resolution-mode': 'import' };
import type { Database } from '../../db/schema';
import { ok, type Outcome, refuse } from '../outcome';

const clean = (path: string): string => path.replace(/^\.?\/+/, '');
const basename = (path: string): string => path.split('/').pop() ?? path;

/** 400 media_not_found unless every given image path names a stored image (by its path, else its file name). */
export async function checkImages(
  db: Kysely<Database>,
  paths: Array<string | null | undefined>,
): Promise<Outcome<null>> {
  const given = [...new Set(paths.filter((p): p is string => typeof p === 'string').map(clean))];
  if (given.length === 0) return ok(null);
  const rows = await db
    .selectFrom('media')
    .select(['filename', 'path'])
    .where('mime', 'like', 'image/%')
    .where((eb) => eb.or([eb('path', 'in', given), eb('filename', 'in', given.map(basename))]))
    .execute();
  const found = (p: string) => rows.some((r) => r.path === p || r.filename === basename(p));
  return given.every(found) ? ok(null) : refuse(400, 'media_not_found');
}
