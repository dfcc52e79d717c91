// Reads the statistics records: every finished test still held with its student (turned anonymous
// on the way out by toStatRecord) and the kept results of erased students (anonymous_results).
import type { Kysely } from 'kysely' with { 'resolution-mode': 'import' };
import type { Database } from '../../db/schema';
import { fromAnonymousRow, lastPerStudent, type AttemptRow, type StatRecord, toStatRecord } from './records';

/** Finished tests of these accounts (all accounts when omitted), as the rows toStatRecord takes. */
export async function attemptRows(db: Kysely<Database>, userIds?: number[]): Promise<AttemptRow[]> {
  if (userIds && userIds.length === 0) return [];
  let q = db
    .selectFrom('tests')
    .innerJoin('users', 'users.id', 'tests.user_id')
    .innerJoin('modules', 'modules.id', 'tests.module_id')
    .select([
      'tests.user_id',
      'users.school_id',
      'tests.finished_at',
      'modules.name',
      'tests.module_version',
      'tests.meta',
      'tests.result',
      'tests.norm_results',
    ]);
  if (userIds) q = q.where('tests.user_id', 'in', userIds);
  const rows = await q.execute();
  return rows.map((r) => ({
    userId: r.user_id,
    schoolId: r.school_id,
    finishedAt: r.finished_at,
    moduleName: r.name,
    moduleVersion: r.module_version,
    meta: r.meta,
    result: r.result,
    normResults: r.norm_results,
  }));
}

export async function loadStatRecords(db: Kysely<Database>): Promise<StatRecord[]> {
  const [live, kept] = await Promise.all([attemptRows(db), db.selectFrom('anonymous_results').selectAll().execute()]);
  return [...lastPerStudent(live).map(toStatRecord), ...kept.map(fromAnonymousRow)];
}
