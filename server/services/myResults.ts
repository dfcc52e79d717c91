// 'Mijn resultaten': every finished test of one student, newest first. The result and norm ratings
// come from the rule engine run here on the stored answers, as the PDF does, so the page, the PDF and
// the result screen agree (and a hand-made finish payload cannot colour the list).
import type { Kysely } from 'kysely' with { 'resolution-mode': 'import' };
import { NORM_RESULT_MODULES } from '../../src/rules/normModules';
import { processModule } from '../../src/rules/engine';
import { schoolYearOf } from '../../src/rules/schoolYear';
import type { Answer, TestMeta } from '../../src/rules/types';
import type { MyResult } from '../../src/shared/api';
import type { Database } from '../db/schema';
import { loadModule, type StoredModule } from './modules';

export async function listMyResults(db: Kysely<Database>, userId: number): Promise<MyResult[]> {
  const rows = await db
    .selectFrom('tests')
    .select(['id', 'module_id', 'answers', 'meta', 'finished_at'])
    .where('user_id', '=', userId)
    .orderBy('finished_at', 'desc')
    .orderBy('id')
    .execute();
  const modules = new Map<number, StoredModule | null>();
  const results: MyResult[] = [];
  for (const row of rows) {
    if (!modules.has(row.module_id)) modules.set(row.module_id, await loadModule(db, row.module_id));
    const stored = modules.get(row.module_id);
    // A module removed since keeps its tests in the database but cannot be shown or printed.
    if (!stored) continue;
    const { module, config } = stored;
    const processed = processModule(module, config, { answers: row.answers as Answer[], meta: row.meta as TestMeta });
    const finishedAt = new Date(row.finished_at as unknown as string | Date);
    results.push({
      id: row.id,
      moduleId: module.id,
      moduleName: module.name,
      moduleTitle: module.title,
      finishedAt: finishedAt.toISOString(),
      schoolYear: schoolYearOf(finishedAt),
      result: processed.result,
      norms: NORM_RESULT_MODULES.includes(module.name) ? processed.normResult : null,
    });
  }
  return results;
}
