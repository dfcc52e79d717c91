// The module statistics (GET /api/stats/modules/{id}/students|year|gender|age|norm): one module, one
// group (scope ∩ filters), split by one dimension. Every row is the same protected group whichever
// route or filter reaches it (rows.ts, src/shared/stats).
import type { Kysely } from 'kysely' with { 'resolution-mode': 'import' };
import { GENDERS } from '../../../src/rules/values';
import { LIMITS } from '../../../src/shared/management/limits';
import {
  STAT_LABELS,
  type StatsFilterQuery,
  type StatsModuleRef,
  type StatsTable,
} from '../../../src/shared/management/stats';
import { AGE_BANDS } from '../../../src/shared/stats/dimensions';
import type { Database } from '../../db/schema';
import { ok, refuse, type Outcome } from '../outcome';
import type { Scope } from '../scope';
import { classesInScope } from './classes';
import type { StatsSource } from './dashboard';
import { statsContext } from './filters';
import { rowsBy, scoped, totalRow } from './rows';
import { YearTables } from './tables';

export type ModuleTableKind = StatsTable['kind'];

export async function statsModule(db: Kysely<Database>, id: number): Promise<StatsModuleRef | undefined> {
  const row = await db
    .selectFrom('modules')
    .select(['id', 'name', 'title', 'show_norm_table'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row && { id: row.id, name: row.name, title: row.title, showNormTable: row.show_norm_table };
}

export const STUDY_YEARS = Array.from({ length: LIMITS.maxStudyYear - LIMITS.minStudyYear + 1 }, (_, i) =>
  String(LIMITS.minStudyYear + i),
);

export async function moduleTable(
  source: StatsSource,
  scope: Scope,
  moduleId: number,
  kind: ModuleTableKind,
  query: StatsFilterQuery,
  now: Date,
): Promise<Outcome<StatsTable>> {
  const module = await statsModule(source.db, moduleId);
  if (!module) return refuse(404, 'stats_module_not_found');
  const found = await statsContext(source.db, scope, query, now);
  if (!found.ok) return found;
  const ctx = found.value;
  const base = { k: ctx.k, filters: ctx.filters, windowOpen: ctx.windowOpen, module, kind };
  const fresh = await source.cache.fresh();
  const year = source.cache.year(ctx.year, ctx.cutoff, fresh);
  if (kind === 'students') {
    const [tables, classes] = await Promise.all([
      YearTables.of(year, ctx.k, ['participation']),
      source.cache.classes(fresh).then((all) => classesInScope(all, scope, ctx.filters)),
    ]);
    const table = scoped(tables.participationTable(module.id), ctx.group);
    return ok({
      ...base,
      categories: [...table.table.categories],
      total: totalRow(table),
      rows: rowsBy(
        table,
        'class',
        classes.map((c) => ({ key: c, label: c })),
      ),
    });
  }
  const tables = await YearTables.of(year, ctx.k, kind === 'norm' ? ['results', 'norms'] : ['results']);
  const results = scoped(tables.resultTable(module.id), ctx.group);
  const total = totalRow(results);
  const rows =
    kind === 'year'
      ? rowsBy(
          results,
          'studyYear',
          STUDY_YEARS.map((v) => ({ key: v, label: `Leerjaar ${v}` })),
        )
      : kind === 'gender'
        ? rowsBy(
            results,
            'gender',
            GENDERS.map((v) => ({ key: v, label: STAT_LABELS[v] })),
          )
        : kind === 'age'
          ? rowsBy(
              results,
              'age',
              AGE_BANDS.map((v) => ({ key: v, label: `${v} jaar` })),
            )
          : tables
              .normTables(module.id)
              .map((n) => totalRow(scoped(n.table, ctx.group), { key: n.name, label: n.title }));
  return ok({ ...base, categories: [...results.table.categories], total, rows });
}
