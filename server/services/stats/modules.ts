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
import { statsContext } from './filters';
import { scoped, statRow } from './rows';
import { YearTables } from './tables';
import { participationUnits, resultUnits } from './units';

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
  dbs: { db: Kysely<Database>; statsDb: Kysely<Database> },
  scope: Scope,
  moduleId: number,
  kind: ModuleTableKind,
  query: StatsFilterQuery,
  now: Date,
): Promise<Outcome<StatsTable>> {
  const module = await statsModule(dbs.db, moduleId);
  if (!module) return refuse(404, 'stats_module_not_found');
  const found = await statsContext(dbs.db, scope, query, now);
  if (!found.ok) return found;
  const ctx = found.value;
  const base = { k: ctx.k, filters: ctx.filters, windowOpen: ctx.windowOpen, module, kind };
  if (kind === 'students') {
    const [units, classes] = await Promise.all([
      participationUnits(dbs.statsDb, ctx.year, ctx.cutoff, module),
      classesInScope(dbs.db, scope, ctx.filters),
    ]);
    const table = scoped(new YearTables(ctx.k, [], units).participationTable(module.id), ctx.inGroup);
    return ok({
      ...base,
      categories: [...table.table.categories],
      total: statRow('total', STAT_LABELS.total, table, ctx.inGroup),
      rows: classes.map((c) => statRow(c, c, table, ctx.and('class', c))),
    });
  }
  const tables = new YearTables(ctx.k, await resultUnits(dbs.statsDb, ctx.year, ctx.cutoff, module), []);
  const results = scoped(tables.resultTable(module.id), ctx.inGroup);
  const total = statRow('total', STAT_LABELS.total, results, ctx.inGroup);
  const rowsBy = (dim: 'studyYear' | 'gender' | 'age', values: readonly string[], label: (v: string) => string) =>
    values.map((v) => statRow(v, label(v), results, ctx.and(dim, v)));
  const rows =
    kind === 'year'
      ? rowsBy('studyYear', STUDY_YEARS, (v) => `Leerjaar ${v}`)
      : kind === 'gender'
        ? rowsBy('gender', GENDERS, (v) => STAT_LABELS[v as (typeof GENDERS)[number]])
        : kind === 'age'
          ? rowsBy('age', AGE_BANDS, (v) => `${v} jaar`)
          : tables
              .normTables(module.id)
              .map((n) => statRow(n.name, n.title, scoped(n.table, ctx.inGroup), ctx.inGroup));
  return ok({ ...base, categories: [...results.table.categories], total, rows });
}
