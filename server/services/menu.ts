// The footer menu and the readiness probe's database check.
import type { Kysely } from 'kysely' with { 'resolution-mode': 'import' };
import type { MenuItem } from '../../src/shared/api';
import { kysely } from '../db/kysely';
import type { Database } from '../db/schema';

export const listMenu = (db: Kysely<Database>): Promise<MenuItem[]> =>
  db.selectFrom('menu_items').select(['label', 'uri']).orderBy('position').orderBy('id').execute();

/** Resolves when the database answers a query within the time; rejects otherwise. */
export async function databaseAnswers(db: Kysely<Database>, timeoutMs: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      kysely().sql`SELECT 1`.execute(db),
      new Promise((_resolve, reject) => {
        timer = setTimeout(() => reject(new Error('database did not answer in time')), timeoutMs);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}
