// After an account changes, the statistics cache reads only the schools the change touched again
// (migration 022, cache.ts, YearCells.withSchools), not the whole school year: and the very next
// request's figures are those of a whole fresh count, for every kind of change (a class, a location,
// a level and year of study, another school, switched off and on, no longer a student, a new student,
// an erasure, kept results of erased students), on every route and every school year a dashboard reads.
// A test's own answers (its gender, its age) are changed by an update of the test: that still counts
// the year again whole.
import type { FastifyInstance } from 'fastify';
import { json } from '../../../server/db/json';
import { kysely } from '../../../server/db/kysely';
import { eraseStudent } from '../../../server/services/erasure/eraseAccounts';
import { statsCacheOf } from '../../../server/services/stats/changes';
import { schoolYearOf } from '../../../src/shared/management/schoolYear';
import type { Agent } from '../helpers/agent';
import { backends } from '../helpers/backends';
import { demoIds, sessionAs } from '../helpers/sessionAs';
import { addStatStudents, type StatStudent, times } from '../helpers/statsFixture';
import { useTestApp } from '../helpers/testApp';

const past = schoolYearOf(new Date()) - 1;

async function sportId(app: FastifyInstance) {
  return (await app.db.selectFrom('modules').select('id').where('name', '=', 'sport_test').executeTakeFirstOrThrow())
    .id;
}

describe.each(backends)('statistics after an account change on $name', (backend) => {
  const ctx = useTestApp(backend);
  let ids: Awaited<ReturnType<typeof demoIds>>;
  let moduleId: number;
  let admin: Agent;
  let manager: Agent;
  /** Students by class, in the order added. */
  const added = new Map<string, number[]>();

  const cache = () => statsCacheOf(ctx.app.statsDb)!;

  beforeEach(async () => {
    ids = await demoIds(ctx.app);
    moduleId = await sportId(ctx.app);
    admin = await sessionAs(ctx.app, 'admin@demo.nl');
    manager = await sessionAs(ctx.app, 'manager@demo.nl');
    added.clear();
    // Per class: k of each result and each participation, this year and (the trend) the year before.
    const classOf = (schoolId: number, locationId: number, className: string, studyYear: number) => {
      const at = (year: number): StatStudent[] => {
        const s = { schoolId, locationId, className, studyYear, finishedAt: new Date(year, 9, 1) };
        return [
          ...times(10, { ...s, result: 'good', gender: 'female', age: 15, started: true }),
          ...times(10, { ...s, result: 'bad', gender: 'male', age: 17 }),
          ...times(10, { ...s, started: true }),
          ...times(10, { ...s, skipped: true }),
          ...times(10, s),
        ];
      };
      return [...at(past), ...at(past - 1)];
    };
    for (const [schoolId, locationId, className, studyYear] of [
      [ids.schoolA, ids.locationMain, '3C', 3],
      [ids.schoolA, ids.locationMain, '3D', 3],
      [ids.schoolA, ids.locationNorth, '4E', 4],
      [ids.schoolB, ids.locationB, '5V2', 5],
    ] as const)
      added.set(
        className,
        await addStatStudents(ctx.app, moduleId, classOf(schoolId, locationId, className, studyYear)),
      );
  });

  /** Every figure the routes show for the school year and its trend, as the admin and a manager see them. */
  async function figures(): Promise<unknown[]> {
    const q = `schoolYear=${past}`;
    const urls: [Agent, string][] = [
      [admin, `/api/stats/dashboard/admin?${q}`],
      [admin, `/api/stats/dashboard/admin?${q}&class=3C`],
      [manager, `/api/stats/dashboard/school/${ids.schoolA}?${q}`],
      [manager, `/api/stats/dashboard/location/${ids.locationNorth}?${q}`],
      ...['students', 'year', 'gender', 'age', 'norm'].map((kind): [Agent, string] => [
        admin,
        `/api/stats/modules/${moduleId}/${kind}?${q}`,
      ]),
      [admin, `/api/stats/modules/${moduleId}/students?schoolYear=${past - 1}`],
    ];
    const answers: unknown[] = [];
    for (const [who, url] of urls) {
      const res = await who.get(url);
      expect({ url, status: res.statusCode }).toEqual({ url, status: 200 });
      answers.push(res.json());
    }
    return answers;
  }

  const student = (className: string, i = 0) => added.get(className)![i]!;

  const changes: [string, () => Promise<unknown>][] = [
    [
      'a level and year of study (a whole class moves up)',
      () =>
        ctx.app.db
          .updateTable('users')
          .set({ level: 'vwo', study_year: 4 })
          .where('id', 'in', added.get('3D')!)
          .execute(),
    ],
    [
      'a class',
      () => ctx.app.db.updateTable('users').set({ class_name: '3D' }).where('id', '=', student('3C')).execute(),
    ],
    [
      'a location',
      () =>
        ctx.app.db
          .updateTable('users')
          .set({ location_id: ids.locationNorth })
          .where('id', '=', student('3C', 1))
          .execute(),
    ],
    [
      'another school',
      () =>
        ctx.app.db
          .updateTable('users')
          .set({ school_id: ids.schoolB, location_id: ids.locationB, class_name: '5V2' })
          .where('id', '=', student('4E', 30))
          .execute(),
    ],
    [
      'switched off',
      () =>
        ctx.app.db
          .updateTable('users')
          .set({ deactivated_at: new Date() })
          .where('id', '=', student('3C', 2))
          .execute(),
    ],
    [
      'switched on again',
      () => ctx.app.db.updateTable('users').set({ deactivated_at: null }).where('id', '=', student('3C', 2)).execute(),
    ],
    [
      'no longer a student (a location manager)',
      () =>
        ctx.app.db
          .updateTable('users')
          .set({ managing_locations: json([ids.locationNorth]) })
          .where('id', '=', student('4E', 40))
          .execute(),
    ],
    [
      'a new student',
      () =>
        addStatStudents(ctx.app, moduleId, [
          { schoolId: ids.schoolB, locationId: ids.locationB, className: '5V2', studyYear: 5 },
        ]),
    ],
    ['erased (kept as an anonymous result)', () => eraseStudent(ctx.app.db, student('3D', 11))],
    ['erased, with a start and a skip', () => eraseStudent(ctx.app.db, student('3D', 35))],
    [
      "erased students' kept results removed",
      () => ctx.app.db.deleteFrom('anonymous_results').where('school_id', '=', ids.schoolA).execute(),
    ],
  ];

  it('reads only the touched schools again, and the next figures are those of a fresh count', async () => {
    let before = await figures();
    for (const [what, change] of changes) {
      const { read, refreshed } = cache().counts;
      await change();
      const next = await figures();
      // Not one year read whole (the dashboards read three): the touched schools only.
      expect({ what, read: cache().counts.read - read }).toEqual({ what, read: 0 });
      expect({ what, refreshed: cache().counts.refreshed > refreshed }).toEqual({ what, refreshed: true });
      // The figures are exactly those of counting everything afresh…
      cache().lost();
      expect({ what, figures: next }).toEqual({ what, figures: await figures() });
      // …and differ from those before the change (the change shows).
      expect({ what, changed: JSON.stringify(next) !== JSON.stringify(before) }).toEqual({ what, changed: true });
      before = next;
    }
  });

  it('answers the next request with the changes made while the years were being read', async () => {
    // First a whole read is under way when a change lands, then each time a read of the schools the
    // previous change touched; the answer after the last is that of a fresh count.
    let underWay = figures();
    for (const [, change] of changes.slice(0, 7)) {
      await change();
      await underWay;
      underWay = figures();
    }
    await underWay;
    const next = await figures();
    cache().lost();
    expect(next).toEqual(await figures());
  });

  it('keeps the protected tables of a module whose cells the change left as they were', async () => {
    const other = (
      await ctx.app.db
        .selectFrom('modules')
        .select('id')
        .where('id', '!=', moduleId)
        .orderBy('id')
        .executeTakeFirstOrThrow()
    ).id;
    const [withOther] = await addStatStudents(
      ctx.app,
      other,
      times(20, {
        schoolId: ids.schoolA,
        locationId: ids.locationMain,
        className: '3F',
        result: 'good',
        finishedAt: new Date(past, 9, 1),
      }),
    );
    await figures();
    const table = (kind: string, id: number) => cache().year(past, null, true).tables.get(`${kind}:${id}:10`);
    const before = { other: table('results', other), sport: table('results', moduleId) };
    expect(before.other).toBeDefined();
    // A student without a test of the other module: its results stay, its participation does not.
    await ctx.app.db.updateTable('users').set({ class_name: '3D' }).where('id', '=', student('3C')).execute();
    let next = await figures();
    expect(table('results', other)).toBe(before.other);
    expect(table('results', moduleId)).not.toBe(before.sport);
    cache().lost();
    expect(next).toEqual(await figures());
    // One with a test of it: built again.
    await figures();
    const kept = table('results', other);
    await ctx.app.db.updateTable('users').set({ class_name: '3G' }).where('id', '=', withOther!).execute();
    next = await figures();
    expect(table('results', other)).not.toBe(kept);
    cache().lost();
    expect(next).toEqual(await figures());
  });

  it('reads a year whole after a statement that touches more schools than a notice names', async () => {
    await figures();
    const { sql } = kysely();
    await sql`INSERT INTO schools (name, brin, active, approved)
      SELECT 'Telschool ' || s, lpad((10 + s % 90)::text, 2, '0') || chr(65 + (s / 90) % 26) || 'Z', true, true
      FROM generate_series(1, 101) AS s`.execute(ctx.app.db);
    const many = await ctx.app.db.selectFrom('schools').select('id').where('name', 'like', 'Telschool %').execute();
    const { read } = cache().counts;
    // One statement, 101 schools: '*'.
    await addStatStudents(
      ctx.app,
      moduleId,
      many.map((school) => ({ schoolId: school.id, locationId: null, className: '1A' })),
    );
    const next = await figures();
    expect(cache().counts.read).toBeGreaterThan(read);
    cache().lost();
    expect(next).toEqual(await figures());
  });

  it('reads nothing again for a login, and a year whole for a change of a test', async () => {
    await figures();
    const { read, refreshed } = cache().counts;
    await ctx.app.db.updateTable('users').set({ last_login: new Date() }).where('id', '=', student('3C')).execute();
    await figures();
    expect(cache().counts).toMatchObject({ read, refreshed });
    // A corrected gender is the test's: every kept year it may fall in is counted again.
    await ctx.app.db
      .updateTable('tests')
      .set({ meta: json({ gender: 'male', age: 15 }) })
      .where('user_id', '=', student('3C'))
      .execute();
    const next = await figures();
    expect(cache().counts.read).toBeGreaterThan(read);
    cache().lost();
    expect(next).toEqual(await figures());
  });
});
