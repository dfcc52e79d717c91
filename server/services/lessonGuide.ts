// Lesmateriaal (issue 20): the lesson guides of the enabled modules, for every staff role. A disabled
// or unknown module answers null (404), like a record outside one's scope.
import type { Kysely } from 'kysely' with { 'resolution-mode': 'import' };
import type { LessonGuide } from '../../src/rules/lessonGuide';
import type { LessonGuidePage, LessonModule } from '../../src/shared/management/lessonGuide';
import type { Database } from '../db/schema';

const enabledModules = (db: Kysely<Database>) =>
  db
    .selectFrom('modules')
    .innerJoin('topics', 'topics.id', 'modules.topic_id')
    .where('topics.status', '!=', 'disabled')
    .orderBy('topics.position')
    .orderBy('modules.position')
    .orderBy('modules.id');

export async function listLessonModules(db: Kysely<Database>): Promise<LessonModule[]> {
  const rows = await enabledModules(db).select(['modules.id', 'modules.title', 'modules.lesson_guide']).execute();
  return rows.map((row) => ({ id: row.id, title: row.title, hasGuide: row.lesson_guide !== null }));
}

export async function lessonGuidePage(db: Kysely<Database>, id: number): Promise<LessonGuidePage | null> {
  const row = await enabledModules(db)
    .select(['modules.id', 'modules.title', 'modules.lesson_guide'])
    .where('modules.id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  return { id: row.id, title: row.title, guide: (row.lesson_guide as LessonGuide | null) ?? null };
}
