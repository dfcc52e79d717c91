// Participation "started" (issue 34): a student who opened a module in the school year but neither
// finished nor skipped it counts as started; one who finished or skipped it counts as that only. The
// new category is protected like the others: at k-1 it is not shown on its own (merged with its
// neighbour), at k and k+1 it is; the school report names it.
import type { FastifyInstance } from 'fastify';
import { schoolYearOf } from '../../../src/shared/management/schoolYear';
import type { StatsTable } from '../../../src/shared/management/stats';
import { studentRow } from '../../../server/services/scope';
import { backends } from '../helpers/backends';
import { demoIds, sessionAs } from '../helpers/sessionAs';
import { addStatStudents, times, type StatStudent } from '../helpers/statsFixture';
import { useTestApp } from '../helpers/testApp';
import { pdfText } from '../pdfText';

const past = schoolYearOf(new Date()) - 1;

async function sportId(app: FastifyInstance) {
  return (await app.db.selectFrom('modules').select('id').where('name', '=', 'sport_test').executeTakeFirstOrThrow())
    .id;
}

describe.each(backends)('participation "started" on $name', (backend) => {
  const ctx = useTestApp(backend);

  async function participation(students: (at: Omit<StatStudent, 'className'>) => StatStudent[]) {
    const ids = await demoIds(ctx.app);
    const moduleId = await sportId(ctx.app);
    const at = { schoolId: ids.schoolA, locationId: ids.locationMain, finishedAt: new Date(past, 9, 1) };
    await addStatStudents(ctx.app, moduleId, students(at));
    // All schools (an admin, no filter): a school or class would be hidden as a whole (secondary
    // suppression: all schools minus it would show the few seeded students of the others).
    const admin = await sessionAs(ctx.app, 'admin@demo.nl');
    const res = await admin.get(`/api/stats/modules/${moduleId}/students?schoolYear=${past}`);
    expect(res.statusCode).toBe(200);
    return res.json() as StatsTable;
  }

  /** The seeded students (none started the module): counted as not started. */
  async function demoStudents(): Promise<number> {
    const { n } = await ctx.app.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where(studentRow())
      .where('school_id', 'is not', null)
      .where('deactivated_at', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(n);
  }

  it('counts a start without a finish or skip as started, and a finished or skipped one as that only', async () => {
    const demo = await demoStudents();
    const table = await participation((at) => [
      ...times(10, { ...at, className: '3C', result: 'good', started: true }),
      ...times(11, { ...at, className: '3C', result: 'good', skipped: true, started: true }),
      ...times(12, { ...at, className: '3C', started: true }),
      ...times(13, { ...at, className: '3C' }),
    ]);
    expect(table.categories).toEqual(['finished', 'skipped', 'started', 'notStarted']);
    expect(table.total.count).toEqual({ value: 46 + demo });
    expect(table.total.cells).toEqual([
      { category: 'finished', value: 10 },
      { category: 'skipped', value: 11 },
      { category: 'started', value: 12 },
      { category: 'notStarted', value: 13 + demo },
    ]);
  });

  it('does not count a start of another school year', async () => {
    const demo = await demoStudents();
    const table = await participation((at) => [
      ...times(10, { ...at, className: '3C', result: 'good' }),
      ...times(10, { ...at, className: '3C', finishedAt: new Date(past - 1, 9, 1), started: true }),
    ]);
    expect(table.total.cells).toEqual([
      { category: 'finished', value: 10 },
      { category: 'notStarted', value: 10 + demo },
    ]);
  });

  it.each([
    [9, (demo: number) => [{ category: 'started+notStarted', value: 19 + demo }]],
    [
      10,
      (demo: number) => [
        { category: 'started', value: 10 },
        { category: 'notStarted', value: 10 + demo },
      ],
    ],
    [
      11,
      (demo: number) => [
        { category: 'started', value: 11 },
        { category: 'notStarted', value: 10 + demo },
      ],
    ],
  ])('with k = 10, %i started students are shown on their own from k on', async (n, cells) => {
    const demo = await demoStudents();
    const table = await participation((at) => [
      ...times(10, { ...at, className: '3C', result: 'good', started: true }),
      ...times(n, { ...at, className: '3C', started: true }),
      ...times(10, { ...at, className: '3C' }),
    ]);
    expect(table.k).toBe(10);
    expect(table.total.cells).toEqual([{ category: 'finished', value: 10 }, ...cells(demo)]);
  });

  it('names the category in the school report', async () => {
    // Both schools with k in every category: then one school's figures can be shown.
    const ids = await demoIds(ctx.app);
    const other = { schoolId: ids.schoolB, locationId: ids.locationB, finishedAt: new Date(past, 9, 1) };
    await participation((at) =>
      [at, other].flatMap((where) => [
        ...times(10, { ...where, className: '3C', result: 'good', started: true }),
        ...times(10, { ...where, className: '3C', started: true }),
        ...times(10, { ...where, className: '3C' }),
      ]),
    );
    const manager = await sessionAs(ctx.app, 'manager@demo.nl');
    const res = await manager.get(`/api/stats/modules/report?schoolYear=${past}`);
    expect(res.statusCode).toBe(200);
    const text = pdfText(res.rawPayload).replace(/\s+/g, ' ');
    expect(text).toMatch(/Deelname Afgerond 10 · Begonnen 10 · Niet begonnen \d+/);
  });
});
