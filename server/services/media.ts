// Uploaded files and images (the media table), as the /file and /image routes send them.
import type { Kysely } from 'kysely' with { 'resolution-mode': 'import' };
import type { Database } from '../db/schema';

export const findMedia = (db: Kysely<Database>, id: number) =>
  db.selectFrom('media').select(['id', 'filename', 'mime', 'data', 'modified']).where('id', '=', id).executeTakeFirst();
