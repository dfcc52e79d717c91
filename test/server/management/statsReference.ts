// The statistics loaders as they were before counted cells (issue 34, commit 4721cfb:
// server/services/stats/units.ts): every finished test and every current student read into JS one by
// one. Kept verbatim (imports adjusted; participation has since learnt "started") as the reference the SQL that counts cells
// (server/services/stats/yearCells.ts) must match exactly (statsCells.test.ts).
import type { Kysely } from 'kysely' with { 'resolution-mode': 'import' };
import { kysely } from '../../../server/db/kysely';
import type { Database } from '../../../server/db/schema';
import { studentRow } from '../../../server/services/scope';
import { ageBand, periodOf } from '../../../src/shared/stats/dimensions';
import { GENDERS } from '../../../src/rules/values';
import { normRatingsOf } from '../../../server/services/stats/records';

/** The order protected groups are split in (partition.ts): organisation first, then the person. */
export const STAT_DIMENSIONS = [
  'school',
  'location',
  'class',
  'level',
  'studyYear',
  'gender',
  'age',
  'period',
] as const;
export type StatDimension = (typeof STAT_DIMENSIONS)[number];
export type Dims = (string | null)[];

export interface ResultUnit {
  moduleId: number;
  dims: Dims;
  result: string;
  norms: { name: string; title: string; result: string | null }[];
}

export interface ParticipationUnit {
  moduleId: number;
  dims: Dims;
  status: 'finished' | 'skipped' | 'started' | 'notStarted';
}

/** The local-time span of a school year, ending at `cutoff` when that is earlier (the open window). */
export function schoolYearSpan(year: number, cutoff: Date | null): { from: Date; to: Date } {
  const end = new Date(year + 1, 7, 1);
  return { from: new Date(year, 7, 1), to: cutoff && cutoff < end ? cutoff : end };
}

const str = (v: unknown): string | null => (v === null || v === undefined ? null : String(v));
const genderOf = (v: unknown): string | null => ((GENDERS as readonly unknown[]).includes(v) ? String(v) : null);
const metaOf = (meta: unknown) => (typeof meta === 'object' && meta !== null ? meta : {}) as Record<string, unknown>;

function titlesOf(normResults: unknown): Map<string, string> {
  const titles = new Map<string, string>();
  if (Array.isArray(normResults))
    for (const n of normResults as { name?: unknown; title?: unknown }[])
      if (typeof n?.name === 'string') titles.set(n.name, typeof n.title === 'string' ? n.title : n.name);
  return titles;
}

/** `module`: one module only (id and name); omitted: every module. */
export type ModuleChoice = { id: number; name: string } | undefined;

export async function resultUnits(
  db: Kysely<Database>,
  year: number,
  cutoff: Date | null,
  module?: ModuleChoice,
): Promise<ResultUnit[]> {
  const { from, to } = schoolYearSpan(year, cutoff);
  const { sql } = kysely();
  const oneModule = module ? sql`AND t.module_id = ${module.id}` : sql``;
  const [live, kept, modules] = await Promise.all([
    sql<{
      module_id: number;
      school_id: number | null;
      location_id: number | null;
      class_name: string | null;
      level: string | null;
      study_year: number | null;
      meta: unknown;
      finished_at: Date | string;
      result: string;
      norm_results: unknown;
    }>`SELECT DISTINCT ON (t.user_id, t.module_id) t.module_id, u.school_id, u.location_id, u.class_name,
          u.level, u.study_year, t.meta, t.finished_at, t.result, t.norm_results
        FROM tests t JOIN users u ON u.id = t.user_id
        WHERE t.finished_at >= ${from} AND t.finished_at < ${to} ${oneModule}
        ORDER BY t.user_id, t.module_id, t.finished_at DESC`.execute(db),
    db
      .selectFrom('anonymous_results')
      .select(['module_name', 'school_id', 'age_band', 'gender', 'result', 'norm_ratings'])
      .where('school_year', '=', year)
      .$if(module !== undefined, (q) => q.where('module_name', '=', module!.name))
      .execute(),
    db.selectFrom('modules').select(['id', 'name']).execute(),
  ]);
  const moduleIdOf = new Map(modules.map((m) => [m.name, m.id]));
  const units: ResultUnit[] = live.rows.map((r) => {
    const meta = metaOf(r.meta);
    const titles = titlesOf(r.norm_results);
    return {
      moduleId: r.module_id,
      dims: [
        str(r.school_id),
        str(r.location_id),
        r.class_name,
        r.level,
        str(r.study_year),
        genderOf(meta.gender),
        ageBand(meta.age),
        periodOf(new Date(r.finished_at)),
      ],
      result: r.result,
      norms: normRatingsOf(r.norm_results).map((n) => ({ ...n, title: titles.get(n.name) ?? n.name })),
    };
  });
  // Erased students' results know only school, gender and age band: the rest is unknown (null).
  for (const r of kept) {
    const moduleId = moduleIdOf.get(r.module_name);
    if (moduleId === undefined) continue;
    units.push({
      moduleId,
      dims: [str(r.school_id), null, null, null, null, genderOf(r.gender), r.age_band, null],
      result: r.result,
      norms: normRatingsOf(r.norm_ratings).map((n) => ({ ...n, title: n.name })),
    });
  }
  return units;
}

/**
 * Every current student (not switched off) of a school, per module: finished (a finished test this
 * school year), skipped (a skip and no finished test), started (a start, neither finished nor
 * skipped), or none. Gender and age are known only from the student's finished test (the test asks
 * them), the period from the finish, the skip or the start.
 */
export async function participationUnits(
  db: Kysely<Database>,
  year: number,
  cutoff: Date | null,
  module?: ModuleChoice,
): Promise<ParticipationUnit[]> {
  const { from, to } = schoolYearSpan(year, cutoff);
  const { sql } = kysely();
  const oneModule = module ? sql`AND module_id = ${module.id}` : sql``;
  const [students, finished, skipped, started, modules] = await Promise.all([
    db
      .selectFrom('users')
      .select(['id', 'school_id', 'location_id', 'class_name', 'level', 'study_year'])
      .where(studentRow())
      .where('school_id', 'is not', null)
      .where('deactivated_at', 'is', null)
      .execute(),
    sql<{ user_id: number; module_id: number; meta: unknown; finished_at: Date | string }>`
      SELECT DISTINCT ON (user_id, module_id) user_id, module_id, meta, finished_at FROM tests
      WHERE finished_at >= ${from} AND finished_at < ${to} ${oneModule}
      ORDER BY user_id, module_id, finished_at DESC`.execute(db),
    db
      .selectFrom('module_skips')
      .select(['user_id', 'module_id', 'skipped_at'])
      .where('skipped_at', '>=', from)
      .where('skipped_at', '<', to)
      .$if(module !== undefined, (q) => q.where('module_id', '=', module!.id))
      .execute(),
    db
      .selectFrom('module_starts')
      .select(['user_id', 'module_id', 'started_at'])
      .where('started_at', '>=', from)
      .where('started_at', '<', to)
      .$if(module !== undefined, (q) => q.where('module_id', '=', module!.id))
      .execute(),
    db
      .selectFrom('modules')
      .select('id')
      .$if(module !== undefined, (q) => q.where('id', '=', module!.id))
      .execute(),
  ]);
  const key = (user: number, module: number) => `${user}:${module}`;
  const done = new Map(finished.rows.map((r) => [key(r.user_id, r.module_id), r]));
  const skips = new Map(skipped.map((r) => [key(r.user_id, r.module_id), r]));
  const starts = new Map(started.map((r) => [key(r.user_id, r.module_id), r]));
  const units: ParticipationUnit[] = [];
  for (const m of modules)
    for (const s of students) {
      const fin = done.get(key(s.id, m.id));
      const skip = fin ? undefined : skips.get(key(s.id, m.id));
      const start = fin || skip ? undefined : starts.get(key(s.id, m.id));
      const meta = metaOf(fin?.meta);
      const when = fin?.finished_at ?? skip?.skipped_at ?? start?.started_at;
      units.push({
        moduleId: m.id,
        dims: [
          str(s.school_id),
          str(s.location_id),
          s.class_name,
          s.level,
          str(s.study_year),
          genderOf(meta.gender),
          ageBand(meta.age),
          when ? periodOf(new Date(when)) : null,
        ],
        status: fin ? 'finished' : skip ? 'skipped' : start ? 'started' : 'notStarted',
      });
    }
  return units;
}
