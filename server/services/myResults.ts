// 'Mijn resultaten': every finished test of one student, newest first. The result and norm ratings
// come from the rule engine run here on the stored answers, as the PDF does, so the page, the PDF and
// the result screen agree (and a hand-made finish payload cannot colour the list).
import type { Kysely } from 'kysely' with { 'resolution-mode': 'import' };
import { hasNormTable } from '../../src/rules/normModules';
import { processModule } from '../../src/rules/engine';
import { schoolYearOf } from '../../src/rules/schoolYear';
import type { Answer, AttemptMeta } from '../../src/rules/types';
import type { MyResult } from '../../src/shared/api';
import type { Database } from '../db/schema';
import { loadModule, type StoredModule } from './module';

export async function listMyResults(db: Kysely<Database>, userId: number): Promise<MyResult[]> {
  const rows = await db
    .selectFrom('tests')
    .select(['id', 'module_id', 'module_version', 'answers', 'meta', 'finished_at'])
    .where('user_id', '=', userId)
    .orderBy('finished_at', 'desc')
    .orderBy('id')
    .execute();
  const modules = new Map<string, StoredModule | null>();
  const results: MyResult[] = [];
  for (const row of rows) {
    // Each test's result comes from the module version it was taken with.
    const key = `${row.module_id}@${row.module_version}`;
    if (!modules.has(key)) modules.set(key, await loadModule(db, row.module_id, row.module_version));
    const stored = modules.get(key);
    // A module removed since keeps its tests in the database but cannot be shown or printed.
    if (!stored) continue;
    const { module, config } = stored;
    const processed = processModule(module, config, {
      answers: row.answers as Answer[],
      meta: row.meta as AttemptMeta,
    });
    const finishedAt = new Date(row.finished_at as unknown as string | Date);
    results.push({
      id: row.id,
      moduleId: module.id,
      moduleName: module.name,
      moduleTitle: module.title,
      finishedAt: finishedAt.toISOString(),
      schoolYear: schoolYearOf(finishedAt),
      result: processed.result,
      norms: hasNormTable(module) ? processed.normResult : null,
    });
  }
  return results;
}
