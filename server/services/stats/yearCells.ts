// What statistics count for one school year, for every module at once, counted by the statistics
// database (app.statsDb) itself: per combination of dimension values (STAT_DIMENSIONS) and category,
// how many students (cells, src/shared/stats/cells.ts). A region's hundreds of thousands of tests
// cross the wire as far fewer rows, and no test is turned into an object in JS.
//
// What is counted (docs/privacy.md, "What is counted"):
// - results: each student's last finished test per module in the year (live students, with their
//   school, location, class, level and year of study as their account says now), and the kept results
//   of erased students (anonymous_results: school, gender and age band only);
// - norms: the rating of each norm of those same tests;
// - participation: every current student (a student account with a school, not switched off) per
//   module: finished (a finished test in the year), skipped (a skip in the year and no finished test),
//   started (a start in the year, neither finished nor skipped in it), or not started. Gender and age
//   come from the finished test (the test asks them), the quarter from the finish, the skip or the
//   first start in the year.
// A kept year whose accounts changed reads only the schools the change touched again (schools.ts,
// withSchools): the cells are keyed by school first, so those schools' cells are replaced whole and
// the others kept; the protected tables are then built again from all of them (tables.ts).
// The age bands and quarters are worked out in SQL exactly as ageBand and periodOf do in JS
// (src/shared/stats/dimensions.ts); test/server/management/statsCells.test.ts holds the two together.
import type { Kysely } from 'kysely' with { 'resolution-mode': 'import' };
import { GENDERS } from '../../../src/rules/values';
import type { StatCells } from '../../../src/shared/stats/cells';
import { kysely } from '../../db/kysely';
import type { Database } from '../../db/schema';
import { studentRow } from '../scope';
import { Builders, NormBuilders, sameModules, type NormCells } from './cellBuilders';
import { ageBandOf, genderOf, normElements, ratingOf } from './cellSql';
import { quarterStarts, schoolYearSpan } from './dimensions';
import { inSchools, schoolKey, type SchoolSet } from './schools';

export type { NormCells } from './cellBuilders';

type ByModule<T> = Map<number, T>;

/** The account's organisation, as text: the first five dimensions. */
const ACCOUNT_DIMS = `users.school_id::text AS school, users.location_id::text AS location, users.class_name,
  users.level, users.study_year::text AS study_year`;

interface AccountRow {
  school: string | null;
  location: string | null;
  class_name: string | null;
  level: string | null;
  study_year: string | null;
}
interface PersonRow {
  gender: string | null;
  age: string | null;
  period: string | null;
}

const accountDims = (r: AccountRow) => [r.school, r.location, r.class_name, r.level, r.study_year];

interface Kinds {
  results: ByModule<StatCells>;
  norms: ByModule<NormCells[]>;
  participation: ByModule<StatCells>;
}
type Kind = keyof Kinds;
const KINDS: readonly Kind[] = ['results', 'norms', 'participation'];

/** Cells of a kind as they were before a change, the protected tables built from them, and the schools to read again. */
interface Origin<T> {
  base: Promise<T>;
  tables: Map<string, unknown>;
  schools: Set<string>;
}

/** The cells of one school year, each kind read once when first asked for (the cache keeps them). */
export class YearCells {
  readonly from: Date;
  readonly to: Date;
  private lastTests?: Promise<LastTestRow[]>;
  private moduleIds?: Promise<Map<string, number>>;
  // Per kind (typed by kind() and withSchools()): the read, once started, and where it starts from.
  private readonly reads = new Map<Kind, Promise<unknown>>();
  private readonly origins = new Map<Kind, Origin<unknown>>();
  /** Per kind read again: the tables before the change, and the modules whose cells it left as they were. */
  private readonly carried = new Map<Kind, { tables: Map<string, unknown>; modules: Set<number> }>();

  constructor(
    private readonly db: Kysely<Database>,
    readonly year: number,
    readonly cutoff: Date | null,
  ) {
    ({ from: this.from, to: this.to } = schoolYearSpan(year, cutoff));
  }

  /** Protected tables built from these cells, per kind, module and k (tables.ts). */
  readonly tables = new Map<string, unknown>();

  results(): Promise<ByModule<StatCells>> {
    return this.kind('results', (base, only) => this.readResults(base, only));
  }

  norms(): Promise<ByModule<NormCells[]>> {
    return this.kind('norms', (base, only) => this.readNorms(base, only));
  }

  participation(): Promise<ByModule<StatCells>> {
    return this.kind('participation', (base, only) => this.readParticipation(base, only));
  }

  /**
   * This school year after a change of the accounts of `schools`: a new object (a request still on
   * this one keeps its cells and tables) whose cells of each kind are this one's with those schools
   * read again when first asked for, after the change was heard; a kind never read here is read whole.
   */
  withSchools(schools: SchoolSet): YearCells {
    const next = new YearCells(this.db, this.year, this.cutoff);
    for (const kind of KINDS) {
      const read = this.reads.get(kind);
      const origin = this.origins.get(kind);
      if (read) next.origins.set(kind, { base: read, tables: this.tables, schools: new Set(schools) });
      else if (origin) next.origins.set(kind, { ...origin, schools: new Set([...origin.schools, ...schools]) });
    }
    return next;
  }

  /** A kind's cells: read once, whole or (after a change) only the changed schools again. */
  private kind<K extends Kind>(
    kind: K,
    read: (base: Kinds[K] | null, only: SchoolSet | null) => Promise<Kinds[K]>,
  ): Promise<Kinds[K]> {
    const started = this.reads.get(kind) as Promise<Kinds[K]> | undefined;
    if (started) return started;
    const origin = this.origins.get(kind) as Origin<Kinds[K]> | undefined;
    // The changed schools again; the modules whose cells stayed as they were keep their tables.
    const again = async ({ tables, schools }: Origin<Kinds[K]>, base: Kinds[K]) => {
      const after = await read(base, schools);
      this.carried.set(kind, { tables, modules: sameModules(base, after, schools) });
      return after;
    };
    // (The cells before the change could not be read: everything is.)
    const cells = origin
      ? origin.base.then(
          (base) => again(origin, base),
          () => read(null, null),
        )
      : read(null, null);
    this.reads.set(kind, cells);
    // Read: the cells before the change may go. A read that failed (a lost connection) is tried
    // again by the next request, not kept.
    cells.then(
      () => this.origins.delete(kind),
      () => {
        if (this.reads.get(kind) === cells) this.reads.delete(kind);
      },
    );
    return cells;
  }

  /**
   * The protected table `key` (tables.ts) of a module whose cells of `kind` the change left exactly as
   * they were (the same cells, counted the same): the table built before it, else undefined.
   */
  carriedTable(kind: Kind, moduleId: number, key: string): unknown {
    const carried = this.carried.get(kind);
    return carried?.modules.has(moduleId) ? carried.tables.get(key) : undefined;
  }

  private modules(): Promise<Map<string, number>> {
    if (!this.moduleIds) {
      const read = this.db
        .selectFrom('modules')
        .select(['id', 'name'])
        .execute()
        .then((rows) => new Map(rows.map((m) => [m.name, m.id])));
      read.catch(() => {
        if (this.moduleIds === read) this.moduleIds = undefined;
      });
      this.moduleIds = read;
    }
    return this.moduleIds;
  }

  private periodOf(column: string) {
    const { sql } = kysely();
    const [q2, q3, q4] = quarterStarts(this.year);
    return sql`CASE WHEN ${sql.raw(column)} < ${q2} THEN '1' WHEN ${sql.raw(column)} < ${q3} THEN '2'
      WHEN ${sql.raw(column)} < ${q4} THEN '3' ELSE '4' END`;
  }

  /**
   * Each student's last finished test per module in the span (DISTINCT ON), with `column` and the test's
   * gender, age band and quarter: the rows the results and the norms are counted from. `only`: the
   * tests of those schools' accounts (found through the accounts, not by reading the year's tests).
   */
  private lastTestOfEach(column: 'result' | 'norm_results', only: SchoolSet | null) {
    const { sql } = kysely();
    const inSpan = sql`t.finished_at >= ${this.from} AND t.finished_at < ${this.to}`;
    // A school's tests through its accounts (tests by user_id), not by scanning the year's tests: the
    // subquery with OFFSET 0 keeps the planner from turning it back into a join over the whole year.
    const tests = only
      ? sql`users u CROSS JOIN LATERAL (SELECT * FROM tests t WHERE t.user_id = u.id AND ${inSpan} OFFSET 0) t
        WHERE ${inSchools('u.school_id', only)}`
      : sql`tests t WHERE ${inSpan}`;
    return sql`(
      SELECT DISTINCT ON (t.user_id, t.module_id) t.user_id, t.module_id, ${sql.ref(`t.${column}`)},
        ${sql.raw(genderOf('t.meta'))} AS gender, ${sql.raw(ageBandOf('t.meta'))} AS age,
        ${this.periodOf('t.finished_at')} AS period
      FROM ${tests}
      ORDER BY t.user_id, t.module_id, t.finished_at DESC
    )`;
  }

  /** Each student's last finished test per module in the span (DISTINCT ON), counted per cell and result. */
  private last(only: SchoolSet | null): Promise<LastTestRow[]> {
    // A few schools again: cheap, and the results and the participation read them with their own sets.
    if (only) return this.readLast(only);
    if (!this.lastTests) {
      const read = this.readLast(null);
      // Shared by the results and the participation read at the same time, then let go: the rows
      // are large, the cells made of them are what is kept.
      const forget = () => {
        if (this.lastTests === read) this.lastTests = undefined;
      };
      read.then(forget, forget);
      this.lastTests = read;
    }
    return this.lastTests;
  }

  private readLast(only: SchoolSet | null): Promise<LastTestRow[]> {
    const { sql } = kysely();
    return sql<LastTestRow>`
      SELECT l.module_id, ${sql.raw(ACCOUNT_DIMS)}, l.gender, l.age, l.period, l.result,
        (${studentRow()} AND users.school_id IS NOT NULL AND users.deactivated_at IS NULL) AS is_current,
        count(*)::int AS n
      FROM ${this.lastTestOfEach('result', only)} l JOIN users ON users.id = l.user_id
      GROUP BY l.module_id, users.school_id, users.location_id, users.class_name, users.level, users.study_year,
        l.gender, l.age, l.period, l.result, is_current`
      .execute(this.db)
      .then((r) => r.rows);
  }

  private async readResults(base: ByModule<StatCells> | null, only: SchoolSet | null): Promise<ByModule<StatCells>> {
    const { sql } = kysely();
    const [live, kept, moduleIds] = await Promise.all([
      this.last(only),
      sql<{
        module_name: string;
        school: string | null;
        gender: string | null;
        age_band: string | null;
        result: string;
        n: number;
      }>`
        SELECT module_name, school_id::text AS school, gender, age_band, result, count(*)::int AS n
        FROM anonymous_results WHERE school_year = ${this.year} AND ${inSchools('school_id', only)}
        GROUP BY module_name, school_id, gender, age_band, result`.execute(this.db),
      this.modules(),
    ]);
    const byModule = new Builders(base, only);
    for (const r of live) byModule.of(r.module_id).add([...accountDims(r), r.gender, r.age, r.period], r.result, r.n);
    // Erased students' results know only school, gender and age band: the rest is unknown (null).
    for (const r of kept.rows) {
      const moduleId = moduleIds.get(r.module_name);
      if (moduleId === undefined) continue;
      const gender = (GENDERS as readonly string[]).includes(r.gender ?? '') ? r.gender : null;
      byModule.of(moduleId).add([r.school, null, null, null, null, gender, r.age_band, null], r.result, r.n);
    }
    return byModule.build();
  }

  private async readNorms(base: ByModule<NormCells[]> | null, only: SchoolSet | null): Promise<ByModule<NormCells[]>> {
    const { sql } = kysely();
    const [live, kept, moduleIds] = await Promise.all([
      sql<NormRow & { first_user: number | null }>`
        SELECT l.module_id, ${sql.raw(ACCOUNT_DIMS)}, l.gender, l.age, l.period,
          e->>'name' AS name, ${sql.raw(ratingOf('e'))} AS rating,
          CASE WHEN jsonb_typeof(e->'title') = 'string' THEN e->>'title' ELSE e->>'name' END AS title,
          min(l.user_id) AS first_user, count(*)::int AS n
        FROM ${this.lastTestOfEach('norm_results', only)} l JOIN users ON users.id = l.user_id
        CROSS JOIN LATERAL ${sql.raw(normElements('l.norm_results'))} AS e
        WHERE jsonb_typeof(e) = 'object' AND jsonb_typeof(e->'name') = 'string'
        GROUP BY l.module_id, users.school_id, users.location_id, users.class_name, users.level, users.study_year,
          l.gender, l.age, l.period, name, rating, title`.execute(this.db),
      sql<{
        module_name: string;
        school: string | null;
        gender: string | null;
        age_band: string | null;
        name: string;
        rating: string | null;
        n: number;
      }>`
        SELECT a.module_name, a.school_id::text AS school, a.gender, a.age_band, e->>'name' AS name,
          ${sql.raw(ratingOf('e'))} AS rating, count(*)::int AS n
        FROM anonymous_results a CROSS JOIN LATERAL ${sql.raw(normElements('a.norm_ratings'))} AS e
        WHERE a.school_year = ${this.year} AND ${inSchools('a.school_id', only)}
          AND jsonb_typeof(e) = 'object' AND jsonb_typeof(e->'name') = 'string'
        GROUP BY a.module_name, a.school_id, a.gender, a.age_band, name, rating`.execute(this.db),
      this.modules(),
    ]);
    const norms = new NormBuilders(base, only);
    for (const r of live.rows) {
      const entry = norms.of(r.module_id, r.name, r.school);
      // The title of the school's first student's test (by account) that gives one other than the name.
      const first = entry.schools.get(schoolKey(r.school));
      if (r.title !== r.name && r.first_user !== null && (!first || r.first_user < first.user))
        entry.schools.set(schoolKey(r.school), { user: r.first_user, title: r.title });
      // A norm the test could not rate is listed but counts nobody.
      if (r.rating !== null) entry.cells.add([...accountDims(r), r.gender, r.age, r.period], r.rating, r.n);
    }
    for (const r of kept.rows) {
      const moduleId = moduleIds.get(r.module_name);
      if (moduleId === undefined) continue;
      const entry = norms.of(moduleId, r.name, r.school);
      const gender = (GENDERS as readonly string[]).includes(r.gender ?? '') ? r.gender : null;
      if (r.rating !== null)
        entry.cells.add([r.school, null, null, null, null, gender, r.age_band, null], r.rating, r.n);
    }
    return norms.build();
  }

  private async readParticipation(
    base: ByModule<StatCells> | null,
    only: SchoolSet | null,
  ): Promise<ByModule<StatCells>> {
    const { sql } = kysely();
    const current = sql`(${studentRow()} AND users.school_id IS NOT NULL AND users.deactivated_at IS NULL
      AND ${inSchools('users.school_id', only)})`;
    const finishedInYear = (row: string) => sql`EXISTS (SELECT 1 FROM tests t WHERE t.user_id = ${sql.raw(row)}.user_id
      AND t.module_id = ${sql.raw(row)}.module_id AND t.finished_at >= ${this.from} AND t.finished_at < ${this.to})`;
    const skippedInYear = (
      row: string,
    ) => sql`EXISTS (SELECT 1 FROM module_skips k WHERE k.user_id = ${sql.raw(row)}.user_id
      AND k.module_id = ${sql.raw(row)}.module_id AND k.skipped_at >= ${this.from} AND k.skipped_at < ${this.to})`;
    const [live, skipped, started, students, moduleIds] = await Promise.all([
      this.last(only),
      sql<AccountRow & { module_id: number; period: string; n: number }>`
        SELECT s.module_id, ${sql.raw(ACCOUNT_DIMS)}, ${this.periodOf('s.skipped_at')} AS period, count(*)::int AS n
        FROM module_skips s JOIN users ON users.id = s.user_id
        WHERE s.skipped_at >= ${this.from} AND s.skipped_at < ${this.to} AND ${current} AND NOT ${finishedInYear('s')}
        GROUP BY s.module_id, users.school_id, users.location_id, users.class_name, users.level, users.study_year, period`.execute(
        this.db,
      ),
      // The first start in the year (one row per student, module and school year; migration 021).
      sql<AccountRow & { module_id: number; period: string; n: number }>`
        SELECT s.module_id, ${sql.raw(ACCOUNT_DIMS)}, ${this.periodOf('s.started_at')} AS period, count(*)::int AS n
        FROM module_starts s JOIN users ON users.id = s.user_id
        WHERE s.started_at >= ${this.from} AND s.started_at < ${this.to} AND ${current}
          AND NOT ${finishedInYear('s')} AND NOT ${skippedInYear('s')}
        GROUP BY s.module_id, users.school_id, users.location_id, users.class_name, users.level, users.study_year, period`.execute(
        this.db,
      ),
      sql<AccountRow & { n: number }>`
        SELECT ${sql.raw(ACCOUNT_DIMS)}, count(*)::int AS n FROM users WHERE ${current}
        GROUP BY users.school_id, users.location_id, users.class_name, users.level, users.study_year`.execute(this.db),
      this.modules(),
    ]);
    const key = (r: AccountRow) => JSON.stringify(accountDims(r));
    // Per module and account group: the students that finished, skipped or started; the others did none.
    const active = new Map<number, Map<string, number>>();
    const count = (moduleId: number, r: AccountRow, n: number) => {
      const groups = active.get(moduleId) ?? new Map<string, number>();
      active.set(moduleId, groups);
      groups.set(key(r), (groups.get(key(r)) ?? 0) + n);
    };
    const byModule = new Builders(base, only);
    for (const r of live) {
      if (!r.is_current) continue;
      byModule.of(r.module_id).add([...accountDims(r), r.gender, r.age, r.period], 'finished', r.n);
      count(r.module_id, r, r.n);
    }
    for (const r of skipped.rows) {
      byModule.of(r.module_id).add([...accountDims(r), null, null, r.period], 'skipped', r.n);
      count(r.module_id, r, r.n);
    }
    for (const r of started.rows) {
      byModule.of(r.module_id).add([...accountDims(r), null, null, r.period], 'started', r.n);
      count(r.module_id, r, r.n);
    }
    for (const moduleId of moduleIds.values()) {
      const groups = active.get(moduleId);
      for (const r of students.rows) {
        const n = r.n - (groups?.get(key(r)) ?? 0);
        byModule.of(moduleId).add([...accountDims(r), null, null, null], 'notStarted', n);
      }
    }
    return byModule.build();
  }
}

interface LastTestRow extends AccountRow, PersonRow {
  module_id: number;
  result: string;
  is_current: boolean;
  n: number;
}

interface NormRow extends AccountRow, PersonRow {
  module_id: number;
  name: string;
  rating: string | null;
  title: string;
  n: number;
}
