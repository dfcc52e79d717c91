// Statistics (issue 34) under attack: a class of 12 in which one girl, the only one of her gender,
// scored 'onvoldoende' and the eleven boys 'goed'; two more classes of 12 whose lone girl only
// started the module ("Begonnen", in another quarter than the rest) or skipped it; a class with
// students of every participation category. No route, filter or combination of answers may reveal
// the girls' results or participation, or a small class's figures (docs/privacy.md, "Disclosure
// control"). Every figure any route shows is collected as a vector over the finest cells (class ×
// year of study × gender × age × quarter × participation × result) and no secret may lie in their
// span: no sum or difference of shown figures, within one answer or across calls, gives it.
import type { FastifyInstance } from 'fastify';
import { schoolYearOf } from '../../../src/shared/management/schoolYear';
import { ageBand, periodOf } from '../../../src/shared/stats/dimensions';
import { studentRow } from '../../../server/services/scope';
import {
  PARTICIPATION_CATEGORIES,
  type Dashboard,
  type StatRow,
  type StatsTable,
} from '../../../src/shared/management/stats';
import { Span } from '../../rules/stats/linearAttack';
import type { Agent } from '../helpers/agent';
import { backends } from '../helpers/backends';
import { demoIds, sessionAs } from '../helpers/sessionAs';
import { addStatStudents, type StatStudent, times } from '../helpers/statsFixture';
import { useTestApp } from '../helpers/testApp';

const year = schoolYearOf(new Date()) - 1;
const autumn = new Date(year, 9, 15);
/** Another quarter ('2'): a filter on the quarter singles out whoever did something then. */
const winter = new Date(year, 11, 10);

async function sportId(app: FastifyInstance) {
  return (await app.db.selectFrom('modules').select('id').where('name', '=', 'sport_test').executeTakeFirstOrThrow())
    .id;
}

describe.each(backends)('statistics attacks on $name', (backend) => {
  const ctx = useTestApp(backend);
  let ids: Awaited<ReturnType<typeof demoIds>>;
  let moduleId: number;
  let manager: Agent;

  beforeEach(async () => {
    ids = await demoIds(ctx.app);
    moduleId = await sportId(ctx.app);
    const at = { schoolId: ids.schoolA, locationId: ids.locationMain, finishedAt: autumn };
    const s = (o: Partial<StatStudent>): StatStudent => ({ ...at, className: '1A', ...o });
    await addStatStudents(ctx.app, moduleId, [
      ...times(11, s({ className: '1A', result: 'good', gender: 'male', age: 15 })),
      s({ className: '1A', result: 'bad', gender: 'female', age: 17 }),
      ...times(10, s({ className: '1B', result: 'good', gender: 'male' })),
      ...times(10, s({ className: '1B', result: 'bad', gender: 'male' })),
      ...times(10, s({ className: '1B', result: 'good', gender: 'female' })),
      ...times(10, s({ className: '1B', result: 'bad', gender: 'female' })),
      // Participation of every kind, each with k students: the categories are shown on their own.
      ...times(10, s({ className: '1B', started: true })),
      ...times(10, s({ className: '1B', skipped: true, started: true })),
      ...times(10, s({ className: '1B' })),
      // The lone girl of 1C only started the module, in winter; the lone girl of 1D skipped it.
      ...times(11, s({ className: '1C', result: 'good', gender: 'male', started: true })),
      s({ className: '1C', started: true, finishedAt: winter }),
      ...times(11, s({ className: '1D', result: 'good', gender: 'male' })),
      s({ className: '1D', skipped: true }),
      ...times(15, s({ className: '2A', studyYear: 2, result: 'good', gender: 'female' })),
      ...times(15, s({ className: '2A', studyYear: 2, result: 'bad', gender: 'female' })),
      ...times(20, {
        schoolId: ids.schoolB,
        locationId: ids.locationB,
        className: '5V1',
        result: 'good',
        finishedAt: autumn,
      }),
      ...times(20, {
        schoolId: ids.schoolB,
        locationId: ids.locationB,
        className: '5V1',
        result: 'bad',
        finishedAt: autumn,
      }),
    ]);
    manager = await sessionAs(ctx.app, 'manager@demo.nl');
  });

  // The finest cells an intruder could solve for: every student's school, class, year of study,
  // gender and age band (from a finished test), quarter (of the finish, skip or start), participation
  // ('finished', 'skipped', 'started', 'notStarted') and result ('none' unless finished).
  interface Cell {
    school: string;
    class: string;
    studyYear: string;
    gender: string | null;
    age: string | null;
    period: string | null;
    status: string;
    result: string;
  }
  type Filter = Partial<Record<'school' | 'location' | 'class' | 'studyYear' | 'gender' | 'age' | 'period', string>>;

  async function finestCells(): Promise<{ cells: Cell[]; location: Map<string, string> }> {
    const from = new Date(year, 7, 1);
    const to = new Date(year + 1, 7, 1);
    const of = <T extends { user_id: number }>(rows: T[]) => new Map(rows.map((r) => [r.user_id, r]));
    const [students, tests, skips, starts] = await Promise.all([
      ctx.app.db
        .selectFrom('users')
        .select(['id', 'school_id', 'location_id', 'class_name', 'study_year'])
        .where(studentRow())
        .where('school_id', 'is not', null)
        .where('class_name', 'is not', null)
        .where('deactivated_at', 'is', null)
        .execute(),
      ctx.app.db
        .selectFrom('tests')
        .select(['user_id', 'meta', 'result', 'finished_at'])
        .where('module_id', '=', moduleId)
        .where('finished_at', '>=', from)
        .where('finished_at', '<', to)
        .execute()
        .then(of),
      ctx.app.db
        .selectFrom('module_skips')
        .select(['user_id', 'skipped_at'])
        .where('module_id', '=', moduleId)
        .where('skipped_at', '>=', from)
        .where('skipped_at', '<', to)
        .execute()
        .then(of),
      ctx.app.db
        .selectFrom('module_starts')
        .select(['user_id', 'started_at'])
        .where('module_id', '=', moduleId)
        .where('school_year', '=', year)
        .execute()
        .then(of),
    ]);
    const keys = new Map<string, Cell>();
    const location = new Map<string, string>();
    for (const u of students) {
      const test = tests.get(u.id);
      const meta = (test?.meta ?? {}) as { gender?: string; age?: number };
      const skip = skips.get(u.id);
      const start = starts.get(u.id);
      const [status, at] = test
        ? ['finished', test.finished_at]
        : skip
          ? ['skipped', skip.skipped_at]
          : start
            ? ['started', start.started_at]
            : ['notStarted', null];
      const cell: Cell = {
        school: String(u.school_id),
        class: u.class_name!,
        studyYear: String(u.study_year),
        gender: meta.gender ?? null,
        age: ageBand(meta.age),
        period: at ? periodOf(new Date(at)) : null,
        status,
        result: test?.result ?? 'none',
      };
      keys.set(JSON.stringify(cell), cell);
      location.set(`${cell.school}/${cell.class}`, String(u.location_id));
    }
    return { cells: [...keys.values()], location };
  }

  /** Every shown figure of a row as a vector over the cells; hidden ones must be null, never 0. */
  function addRow(span: Span, cells: Cell[], where: (c: Cell) => boolean, row: StatRow, participation: boolean) {
    if (row.count.value === null) {
      expect(row.count.hidden).toBeDefined();
      for (const c of row.cells) expect(c).toMatchObject({ value: null, hidden: row.count.hidden });
      return 0;
    }
    const pop = (c: Cell) => where(c) && (participation || c.status === 'finished');
    span.add(cells.map((c) => (pop(c) ? 1 : 0)));
    for (const cell of row.cells) {
      expect(cell.value).toBeGreaterThanOrEqual(10);
      const parts = cell.category.split('+');
      const category = (c: Cell) => (participation ? c.status : c.result);
      span.add(cells.map((c) => (pop(c) && parts.includes(category(c)) ? 1 : 0)));
    }
    return 1;
  }

  const matches = (f: Filter, location: Map<string, string>) => (c: Cell) =>
    (f.school === undefined || c.school === f.school) &&
    (f.location === undefined || location.get(`${c.school}/${c.class}`) === f.location) &&
    (f.class === undefined || c.class === f.class) &&
    (f.studyYear === undefined || c.studyYear === f.studyYear) &&
    (f.gender === undefined || c.gender === f.gender) &&
    (f.age === undefined || c.age === f.age) &&
    (f.period === undefined || c.period === f.period);

  const query = (f: Filter) => new URLSearchParams({ schoolYear: String(year), ...f }).toString();

  it("no combination of routes and filters reveals a lone girl's result or participation, or a small class's figures", async () => {
    const { cells, location } = await finestCells();
    const span = new Span();
    const main = String(ids.locationMain);
    const filters: Filter[] = [];
    for (const cls of [undefined, '1A', '1B', '1C', '1D', '2A'])
      for (const gender of [undefined, 'male', 'female'])
        filters.push({ ...(cls && { class: cls }), ...(gender && { gender }) });
    filters.push({ age: '15-16' }, { age: '17-18' }, { class: '1A', age: '17-18' }, { class: '1A', age: '15-16' });
    filters.push({ studyYear: '1' }, { studyYear: '2' }, { studyYear: '1', gender: 'female' }, { location: main });
    filters.push({ studyYear: '1', gender: 'male' }, { location: main, gender: 'female' });
    // The quarter: only 1C's girl did anything in winter, so 'all' minus 'autumn' would be her.
    for (const period of ['1', '2']) {
      filters.push({ period }, { period, studyYear: '1' }, { period, location: main });
      for (const cls of ['1B', '1C', '1D']) filters.push({ period, class: cls });
    }
    filters.push({ class: '1C', age: '15-16' }, { class: '1D', age: '15-16' }, { studyYear: '1', age: '15-16' });
    let shown = 0;
    const admin = await sessionAs(ctx.app, 'admin@demo.nl');
    for (const f of filters) {
      const where = matches(f, location);
      for (const kind of ['year', 'gender', 'age', 'norm', 'students'] as const) {
        const res = await manager.get(`/api/stats/modules/${moduleId}/${kind}?${query(f)}`);
        expect(res.statusCode).toBe(200);
        const table = res.json() as StatsTable;
        const inScope = (c: Cell) => where(c) && c.school === String(ids.schoolA);
        shown += addRow(span, cells, inScope, table.total, kind === 'students');
        for (const row of table.rows) {
          const narrowed =
            kind === 'year'
              ? (c: Cell) => inScope(c) && c.studyYear === row.key
              : kind === 'gender'
                ? (c: Cell) => inScope(c) && c.gender === row.key
                : kind === 'age'
                  ? (c: Cell) => inScope(c) && c.age === row.key
                  : kind === 'students'
                    ? (c: Cell) => inScope(c) && c.class === row.key
                    : inScope;
          shown += addRow(span, cells, narrowed, row, kind === 'students');
        }
      }
      // The same filters on the school and location dashboards, and on the admin's (all schools).
      for (const [who, url, scope] of [
        [manager, `/api/stats/dashboard/school/${ids.schoolA}`, (c: Cell) => c.school === String(ids.schoolA)],
        [
          manager,
          `/api/stats/dashboard/location/${main}`,
          (c: Cell) => location.get(`${c.school}/${c.class}`) === main,
        ],
        [admin, '/api/stats/dashboard/admin', () => true],
      ] as const) {
        const res = await who.get(`${url}?${query(f)}`);
        expect(res.statusCode).toBe(200);
        const board = res.json() as Dashboard;
        const inScope = (c: Cell) => where(c) && scope(c);
        for (const m of board.modules.filter((x) => x.module.id === moduleId)) {
          shown += addRow(span, cells, inScope, m.results, false);
          shown += addRow(span, cells, inScope, m.participation, true);
          for (const n of m.norms) shown += addRow(span, cells, inScope, n, false);
          for (const row of m.participationByClass)
            shown += addRow(span, cells, (c) => inScope(c) && c.class === row.key, row, true);
          for (const row of m.participationByStudyYear)
            shown += addRow(span, cells, (c) => inScope(c) && c.studyYear === row.key, row, true);
          const trendRow = m.trend.find((t) => t.key === String(year))!;
          shown += addRow(span, cells, inScope, trendRow, false);
        }
      }
    }
    // Plenty is shown (the attack has material to work with)…
    expect(shown).toBeGreaterThan(50);
    const vector = (f: (c: Cell) => boolean) => cells.map((c) => (f(c) ? 1 : 0));
    const inClass = (name: string) => (c: Cell) => c.school === String(ids.schoolA) && c.class === name;
    const secrets: [string, (c: Cell) => boolean][] = [
      // 1A's girl: her result, that she has one, and the class's results.
      ['1A girl bad', (c) => inClass('1A')(c) && c.gender === 'female' && c.result === 'bad'],
      ['1A girl finished', (c) => inClass('1A')(c) && c.gender === 'female' && c.status === 'finished'],
      // 1C's girl only started (the only start in winter), 1D's girl only skipped.
      ['1C winter', (c) => inClass('1C')(c) && c.period === '2'],
      ['1C not finished', (c) => inClass('1C')(c) && c.status !== 'finished'],
      ['1D not finished', (c) => inClass('1D')(c) && c.status !== 'finished'],
      ['started in winter', (c) => c.status === 'started' && c.period === '2'],
    ];
    // Every count of each small class by participation and by result: none may be worked out.
    for (const name of ['1A', '1C', '1D']) {
      for (const status of PARTICIPATION_CATEGORIES)
        secrets.push([`${name} ${status}`, (c) => inClass(name)(c) && c.status === status]);
      for (const result of ['good', 'bad'])
        secrets.push([`${name} ${result}`, (c) => inClass(name)(c) && c.result === result]);
    }
    const recovered = secrets
      .filter(([, f]) => cells.some(f))
      .filter(([, f]) => span.contains(vector(f)))
      .map(([name]) => name);
    // …but nothing of the lone girls, and no count of a small class, can be worked out.
    expect(recovered).toEqual([]);
    // The check has teeth: participation in every category is shown for all schools together (one
    // school alone is hidden: all minus it would give the other's few), and 1B's results (40 students,
    // at least k of each) are shown.
    for (const status of PARTICIPATION_CATEGORIES)
      expect({ status, shown: span.contains(vector((c) => c.status === status)) }).toEqual({ status, shown: true });
    expect(span.contains(vector((c) => inClass('1B')(c) && c.result === 'bad'))).toBe(true);
  });

  it('answers a filter that narrows the group below k with the group hidden, never a smaller number', async () => {
    const res = await manager.get(`/api/stats/modules/${moduleId}/gender?${query({ class: '1A', gender: 'female' })}`);
    const table = res.json() as StatsTable;
    expect(table.total).toEqual({
      key: 'total',
      label: 'Totaal',
      count: { value: null, hidden: 'below_k' },
      cells: table.categories.map((category) => ({ category, value: null, hidden: 'below_k' })),
    });
    // The class as a whole (12) has at least k students but would give the girl away: hidden too.
    const whole = (await manager.get(`/api/stats/modules/${moduleId}/gender?${query({ class: '1A' })}`)).json();
    expect(whole.total.count).toEqual({ value: null, hidden: 'secondary' });
    expect(whole.rows.map((r: StatRow) => r.count.value)).toEqual([null, null, null]);
  });

  it('gives the same figures for the same group whichever route or filter path reaches it', async () => {
    const viaGender = (await manager.get(`/api/stats/modules/${moduleId}/gender?${query({ class: '1B' })}`)).json();
    const viaYear = (
      await manager.get(`/api/stats/modules/${moduleId}/year?${query({ class: '1B', gender: 'female' })}`)
    ).json();
    const board = (
      await manager.get(`/api/stats/dashboard/location/${ids.locationMain}?${query({ class: '1B', gender: 'female' })}`)
    ).json() as Dashboard;
    const girls = viaGender.rows.find((r: StatRow) => r.key === 'female');
    expect(girls.count).toEqual({ value: 20 });
    expect(viaYear.total.cells).toEqual(girls.cells);
    expect(board.modules.find((m) => m.module.id === moduleId)!.results.cells).toEqual(girls.cells);
    expect(girls.cells).toEqual([
      { category: 'good', value: 10 },
      { category: 'bad', value: 10 },
    ]);
  });

  it("answers another school's or location's figures with 404, and students with 403", async () => {
    const other = [
      `/api/stats/dashboard/school/${ids.schoolB}`,
      `/api/stats/dashboard/location/${ids.locationB}`,
      `/api/stats/modules/${moduleId}/gender?school=${ids.schoolB}`,
      `/api/stats/modules/${moduleId}/students?location=${ids.locationB}`,
      `/api/stats/modules/report?school=${ids.schoolB}`,
    ];
    for (const url of other) {
      const res = await manager.get(url);
      expect({ url, status: res.statusCode }).toEqual({ url, status: 404 });
      expect(['school_not_found', 'location_not_found']).toContain(res.json().error);
    }
    // Unknown ids answer the same.
    expect((await manager.get('/api/stats/dashboard/school/999999')).json()).toEqual({ error: 'school_not_found' });
    expect((await manager.get('/api/stats/modules/999999/year')).json()).toEqual({ error: 'stats_module_not_found' });
    // A location manager has no whole school: the school's dashboard is another's.
    const teacher = await sessionAs(ctx.app, 'locatie@demo.nl');
    expect((await teacher.get(`/api/stats/dashboard/school/${ids.schoolA}`)).statusCode).toBe(404);
    expect((await teacher.get(`/api/stats/dashboard/location/${ids.locationMain}`)).statusCode).toBe(404);
    expect((await teacher.get(`/api/stats/dashboard/location/${ids.locationNorth}`)).statusCode).toBe(200);
    expect((await teacher.get('/api/stats/dashboard/admin')).statusCode).toBe(403);
    expect((await manager.get('/api/stats/dashboard/admin')).statusCode).toBe(403);
    // Without a filter a manager's figures are their own school's only (school B's 40 are not in them):
    // 12 + 40 + 11 + 11 + 30 finished tests.
    const mine = (await manager.get(`/api/stats/modules/${moduleId}/year?schoolYear=${year}`)).json();
    expect(mine.total.count).toEqual({ value: 104 });
    // School B's class name as a filter finds nobody in school A: hidden, not school B's 40.
    const theirs = (await manager.get(`/api/stats/modules/${moduleId}/year?schoolYear=${year}&class=5V1`)).json();
    expect(theirs.total.count).toEqual({ value: null, hidden: 'below_k' });
    const student = await sessionAs(ctx.app, 'leerling@demo.nl');
    for (const url of [`/api/stats/modules/${moduleId}/year`, '/api/stats/dashboard/filter-data'])
      expect((await student.get(url)).statusCode).toBe(403);
  });
});
