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
import { classesInScope } from './classes';
import { statsContext, type Subject } from './filters';
import { STUDY_YEARS } from './modules';
import { scoped, statRow } from './rows';
import { YearTables } from './tables';
import { participationUnits, resultUnits } from './units';

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
  dbs: { db: Kysely<Database>; statsDb: Kysely<Database> },
  scope: Scope,
  subject: DashboardSubject,
  query: StatsFilterQuery,
  now: Date,
): Promise<Outcome<Dashboard>> {
  const who = await subjectOf(dbs.db, scope, subject);
  if (!who.ok) return who;
  const found = await statsContext(dbs.db, scope, query, now, who.value.narrow);
  if (!found.ok) return found;
  const ctx = found.value;
  const years = Array.from({ length: TREND_YEARS }, (_, i) => ctx.year - TREND_YEARS + 1 + i);
  const [modules, classes, participation, ...results] = await Promise.all([
    dashboardModules(dbs.db),
    classesInScope(dbs.db, scope, { ...ctx.filters, ...who.value.narrow }),
    participationUnits(dbs.statsDb, ctx.year, ctx.cutoff),
    ...years.map((y) => resultUnits(dbs.statsDb, y, y === ctx.year ? ctx.cutoff : null)),
  ]);
  const byYear = years.map((y, i) => ({ year: y, tables: new YearTables(ctx.k, results[i]!, []) }));
  const now_ = new YearTables(ctx.k, results[results.length - 1]!, participation);
  const total = STAT_LABELS.total;
  return ok({
    k: ctx.k,
    filters: ctx.filters,
    windowOpen: ctx.windowOpen,
    subject: { kind: subject.kind, id: subject.kind === 'admin' ? null : subject.id, name: who.value.name },
    resultCategories: [...NORM_RATINGS],
    participationCategories: [...PARTICIPATION_CATEGORIES],
    modules: modules.map((module) => {
      const part = scoped(now_.participationTable(module.id), ctx.inGroup);
      const res = scoped(now_.resultTable(module.id), ctx.inGroup);
      return {
        module,
        participation: statRow('total', total, part, ctx.inGroup),
        participationByStudyYear: STUDY_YEARS.map((v) => statRow(v, `Leerjaar ${v}`, part, ctx.and('studyYear', v))),
        participationByClass: classes.map((c) => statRow(c, c, part, ctx.and('class', c))),
        results: statRow('total', total, res, ctx.inGroup),
        norms: now_
          .normTables(module.id)
          .map((n) => statRow(n.name, n.title, scoped(n.table, ctx.inGroup), ctx.inGroup)),
        trend: byYear.map(({ year, tables }) =>
          statRow(String(year), schoolYearLabel(year), scoped(tables.resultTable(module.id), ctx.inGroup), ctx.inGroup),
        ),
      };
    }),
  });
}
