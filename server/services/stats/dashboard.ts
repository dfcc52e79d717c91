// The dashboards (GET /api/stats/dashboard/admin | school/{id} | location/{id}): per module the
// participation (also per year of study and per class), the results, the norm ratings and the trend
// over three school years, for the subject's group narrowed by the filters. Same protection as the
// module statistics: every row is a protected group (rows.ts).
import type { Kysely } from 'kysely' with { 'resolution-mode': 'import' };
import { NORM_RATINGS } from '../../../src/rules/values';
import { schoolYearLabel } from '../../../src/shared/management/schoolYear';
import {
  PARTICIPATION_CATEGORIES,
  STAT_LABELS,
  type Dashboard,
  type StatsFilterQuery,
  type StatsModuleRef,
} from '../../../src/shared/management/stats';
import type { Database } from '../../db/schema';
import { ok, refuse, type Outcome } from '../outcome';
import { locationInScope, schoolInScope, type Scope } from '../scope';
import type { StatsCache } from './cache';
import { classesInScope } from './classes';
import { statsContext, type Subject } from './filters';
import { STUDY_YEARS } from './modules';
import { scoped, tableRows, totalRow } from './rows';
import { YearTables } from './tables';

/** Where statistics read: the main database (names, scope), the statistics one, and the cache. */
export interface StatsSource {
  db: Kysely<Database>;
  statsDb: Kysely<Database>;
  cache: StatsCache;
}

export type DashboardSubject = { kind: 'admin' } | { kind: 'school'; id: number } | { kind: 'location'; id: number };

/** Years in the trend: the one asked for and the two before it. */
export const TREND_YEARS = 3;

async function subjectOf(db: Kysely<Database>, scope: Scope, subject: DashboardSubject) {
  if (subject.kind === 'admin') return ok({ name: 'Alle scholen', narrow: {} as Subject });
  if (subject.kind === 'school') {
    if (!(await schoolInScope(db, scope, subject.id))) return refuse(404, 'school_not_found');
    const row = await db.selectFrom('schools').select('name').where('id', '=', subject.id).executeTakeFirstOrThrow();
    return ok({ name: row.name, narrow: { school: subject.id } });
  }
  if (!(await locationInScope(db, scope, subject.id))) return refuse(404, 'location_not_found');
  const row = await db
    .selectFrom('school_locations')
    .select('name')
    .where('id', '=', subject.id)
    .executeTakeFirstOrThrow();
  return ok({ name: row.name, narrow: { location: subject.id } });
}

export async function dashboardModules(db: Kysely<Database>): Promise<StatsModuleRef[]> {
  const rows = await db
    .selectFrom('modules')
    .innerJoin('topics', 'topics.id', 'modules.topic_id')
    .select(['modules.id', 'modules.name', 'modules.title', 'modules.show_norm_table'])
    .where('topics.status', '!=', 'disabled')
    .orderBy('topics.position')
    .orderBy('modules.position')
    .orderBy('modules.id')
    .execute();
  return rows.map((r) => ({ id: r.id, name: r.name, title: r.title, showNormTable: r.show_norm_table }));
}

export async function dashboard(
  source: StatsSource,
  scope: Scope,
  subject: DashboardSubject,
  query: StatsFilterQuery,
  now: Date,
): Promise<Outcome<Dashboard>> {
  const who = await subjectOf(source.db, scope, subject);
  if (!who.ok) return who;
  const found = await statsContext(source.db, scope, query, now, who.value.narrow);
  if (!found.ok) return found;
  const ctx = found.value;
  const fresh = await source.cache.fresh();
  const years = Array.from({ length: TREND_YEARS }, (_, i) => ctx.year - TREND_YEARS + 1 + i);
  const [modules, classes, now_, ...trend] = await Promise.all([
    dashboardModules(source.db),
    source.cache.classes(fresh).then((all) => classesInScope(all, scope, { ...ctx.filters, ...who.value.narrow })),
    YearTables.of(source.cache.year(ctx.year, ctx.cutoff, fresh), ctx.k, ['results', 'norms', 'participation']),
    ...years.map((y) => (y === ctx.year ? null : YearTables.of(source.cache.year(y, null, fresh), ctx.k, ['results']))),
  ]);
  const byYear = years.map((year, i) => ({ year, tables: trend[i] ?? now_ }));
  const total = { key: 'total', label: STAT_LABELS.total };
  const group = ctx.group;
  return ok({
    k: ctx.k,
    filters: ctx.filters,
    windowOpen: ctx.windowOpen,
    subject: { kind: subject.kind, id: subject.kind === 'admin' ? null : subject.id, name: who.value.name },
    resultCategories: [...NORM_RATINGS],
    participationCategories: [...PARTICIPATION_CATEGORIES],
    modules: modules.map((module) => {
      const part = tableRows(scoped(now_.participationTable(module.id), group), total, [
        { dim: 'studyYear', rows: STUDY_YEARS.map((v) => ({ key: v, label: `Leerjaar ${v}` })) },
        { dim: 'class', rows: classes.map((c) => ({ key: c, label: c })) },
      ]);
      const res = scoped(now_.resultTable(module.id), group);
      return {
        module,
        participation: part.total,
        participationByStudyYear: part.by[0]!,
        participationByClass: part.by[1]!,
        results: totalRow(res, total),
        norms: now_.normTables(module.id).map((n) => totalRow(scoped(n.table, group), { key: n.name, label: n.title })),
        trend: byYear.map(({ year, tables }) =>
          totalRow(scoped(tables.resultTable(module.id), group), { key: String(year), label: schoolYearLabel(year) }),
        ),
      };
    }),
  });
}
