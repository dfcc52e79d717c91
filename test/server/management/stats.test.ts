// Statistics (issue 34) under attack: a class of 12 in which one girl, the only one of her gender,
// scored 'onvoldoende' and the eleven boys 'goed'. No route, filter or combination of answers may
// reveal her result (docs/privacy.md, "Disclosure control"). Every figure any route shows is
// collected as a vector over the finest cells (class × gender × age × result) and her cell must not
// lie in their span: no sum or difference of shown figures, within one answer or across calls, gives it.
import type { FastifyInstance } from 'fastify';
import { schoolYearOf } from '../../../src/shared/management/schoolYear';
import type { Dashboard, StatRow, StatsTable } from '../../../src/shared/management/stats';
import { Span } from '../../rules/stats/linearAttack';
import type { Agent } from '../helpers/agent';
import { backends } from '../helpers/backends';
import { demoIds, sessionAs } from '../helpers/sessionAs';
import { addStatStudents, type StatStudent, times } from '../helpers/statsFixture';
import { useTestApp } from '../helpers/testApp';

const year = schoolYearOf(new Date()) - 1;
const autumn = new Date(year, 9, 15);

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
  // gender, age band and result ('none': a student without a test, counted by participation only).
  interface Cell {
    school: string;
    class: string;
    studyYear: string;
    gender: string | null;
    age: string | null;
    result: string;
  }
  type Filter = Partial<Record<'school' | 'location' | 'class' | 'studyYear' | 'gender' | 'age', string>>;

  async function finestCells(): Promise<{ cells: Cell[]; location: Map<string, string> }> {
    const rows = await ctx.app.db
      .selectFrom('users')
      .leftJoin('tests', 'tests.user_id', 'users.id')
      .select([
        'users.school_id',
        'users.location_id',
        'users.class_name',
        'users.study_year',
        'tests.meta',
        'tests.result',
      ])
      .where('users.school_id', 'is not', null)
      .where('users.class_name', 'is not', null)
      .execute();
    const keys = new Map<string, Cell>();
    const location = new Map<string, string>();
    for (const r of rows) {
      const meta = (r.meta ?? {}) as { gender?: string; age?: number };
      const cell: Cell = {
        school: String(r.school_id),
        class: r.class_name!,
        studyYear: String(r.study_year),
        gender: meta.gender ?? null,
        age: meta.age === undefined ? null : meta.age <= 16 ? '15-16' : '17-18',
        result: r.result ?? 'none',
      };
      keys.set(JSON.stringify(cell), cell);
      location.set(`${cell.school}/${cell.class}`, String(r.location_id));
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
    const pop = (c: Cell) => where(c) && (participation || c.result !== 'none');
    span.add(cells.map((c) => (pop(c) ? 1 : 0)));
    for (const cell of row.cells) {
      expect(cell.value).toBeGreaterThanOrEqual(10);
      if (participation) continue; // one category ('finished+notStarted'): the count itself
      const parts = cell.category.split('+');
      span.add(cells.map((c) => (pop(c) && parts.includes(c.result) ? 1 : 0)));
    }
    return 1;
  }

  const matches = (f: Filter, location: Map<string, string>) => (c: Cell) =>
    (f.school === undefined || c.school === f.school) &&
    (f.location === undefined || location.get(`${c.school}/${c.class}`) === f.location) &&
    (f.class === undefined || c.class === f.class) &&
    (f.studyYear === undefined || c.studyYear === f.studyYear) &&
    (f.gender === undefined || c.gender === f.gender) &&
    (f.age === undefined || c.age === f.age);

  const query = (f: Filter) => new URLSearchParams({ schoolYear: String(year), ...f }).toString();

  it("no combination of routes and filters reveals the girl of 1A, her result, or 1A's results", async () => {
    const { cells, location } = await finestCells();
    const span = new Span();
    const main = String(ids.locationMain);
    const filters: Filter[] = [];
    for (const cls of [undefined, '1A', '1B', '2A'])
      for (const gender of [undefined, 'male', 'female'])
        filters.push({ ...(cls && { class: cls }), ...(gender && { gender }) });
    filters.push({ age: '15-16' }, { age: '17-18' }, { class: '1A', age: '17-18' }, { class: '1A', age: '15-16' });
    filters.push({ studyYear: '1' }, { studyYear: '2' }, { studyYear: '1', gender: 'female' }, { location: main });
    filters.push({ studyYear: '1', gender: 'male' }, { location: main, gender: 'female' });
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
    // …but neither her result, nor the girls of 1A, nor 1A's 'onvoldoende' can be worked out.
    const vector = (f: (c: Cell) => boolean) => cells.map((c) => (f(c) ? 1 : 0));
    const in1A = (c: Cell) => c.school === String(ids.schoolA) && c.class === '1A';
    expect(span.contains(vector((c) => in1A(c) && c.gender === 'female' && c.result === 'bad'))).toBe(false);
    expect(span.contains(vector((c) => in1A(c) && c.gender === 'female' && c.result !== 'none'))).toBe(false);
    expect(span.contains(vector((c) => in1A(c) && c.result === 'bad'))).toBe(false);
    expect(span.contains(vector((c) => in1A(c) && c.result === 'good'))).toBe(false);
    // The check has teeth: 1B's figures, which are shown, are in the span.
    expect(
      span.contains(vector((c) => c.school === String(ids.schoolA) && c.class === '1B' && c.result === 'bad')),
    ).toBe(true);
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
    // Without a filter a manager's figures are their own school's only (school B's 40 are not in them).
    const mine = (await manager.get(`/api/stats/modules/${moduleId}/year?schoolYear=${year}`)).json();
    expect(mine.total.count).toEqual({ value: 82 });
    // School B's class name as a filter finds nobody in school A: hidden, not school B's 40.
    const theirs = (await manager.get(`/api/stats/modules/${moduleId}/year?schoolYear=${year}&class=5V1`)).json();
    expect(theirs.total.count).toEqual({ value: null, hidden: 'below_k' });
    const student = await sessionAs(ctx.app, 'leerling@demo.nl');
    for (const url of [`/api/stats/modules/${moduleId}/year`, '/api/stats/dashboard/filter-data'])
      expect((await student.get(url)).statusCode).toBe(403);
  });
});
