// Statistics (issue 34) at their edges: k-1, k and k+1 students; the floor of 5 no setting or
// parameter lowers; a school year still running (figures only once the group has k students, and
// no student counted before the next day); the school report PDF (same suppression, audited); and
// the filter options within the caller's scope.
import type { FastifyInstance } from 'fastify';
import { json } from '../../../server/db/json';
import { schoolYearOf } from '../../../src/shared/management/schoolYear';
import type { StatsFilterData, StatsTable } from '../../../src/shared/management/stats';
import { backends } from '../helpers/backends';
import { demoIds, sessionAs } from '../helpers/sessionAs';
import { addStatStudents, times } from '../helpers/statsFixture';
import { useTestApp } from '../helpers/testApp';
import { pdfPageCount, pdfText } from '../pdfText';

const current = schoolYearOf(new Date());
const past = current - 1;

async function sportId(app: FastifyInstance) {
  return (await app.db.selectFrom('modules').select('id').where('name', '=', 'sport_test').executeTakeFirstOrThrow())
    .id;
}

async function setK(app: FastifyInstance, value: unknown) {
  await app.db
    .insertInto('settings')
    .values({ key: 'statsMinGroupSize', value: json(value), updated_by: null })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: json(value) }))
    .execute();
}

describe.each(backends)('statistics edges on $name', (backend) => {
  const ctx = useTestApp(backend);

  const goodStudents = async (n: number, finishedAt: Date) => {
    const ids = await demoIds(ctx.app);
    await addStatStudents(
      ctx.app,
      await sportId(ctx.app),
      times(n, { schoolId: ids.schoolA, locationId: ids.locationMain, className: '3C', result: 'good', finishedAt }),
    );
  };
  const total = async (schoolYear: number, k?: string) => {
    const manager = await sessionAs(ctx.app, 'manager@demo.nl');
    const extra = k === undefined ? '' : `&k=${k}`;
    const res = await manager.get(`/api/stats/modules/${await sportId(ctx.app)}/year?schoolYear=${schoolYear}${extra}`);
    return res;
  };

  it.each([
    [9, { value: null, hidden: 'below_k' }],
    [10, { value: 10 }],
    [11, { value: 11 }],
  ])('with k = 10, %i students show %j', async (n, figure) => {
    await goodStudents(n, new Date(past, 9, 1));
    const table = (await total(past)).json() as StatsTable;
    expect(table.k).toBe(10);
    expect(table.total.count).toEqual(figure);
    expect(table.total.cells).toEqual([{ category: 'good', ...figure }]);
  });

  it('keeps the floor of 5 whatever the setting holds, and no parameter lowers it', async () => {
    await goodStudents(4, new Date(past, 9, 1));
    await setK(ctx.app, 5);
    expect((await total(past)).json().total.count).toEqual({ value: null, hidden: 'below_k' });
    // Written past the settings form's checks: still 5.
    await setK(ctx.app, 2);
    const table = (await total(past)).json() as StatsTable;
    expect(table.k).toBe(5);
    expect(table.total.count).toEqual({ value: null, hidden: 'below_k' });
    // A parameter for it does not exist: the request is refused, not obeyed.
    expect((await total(past, '1')).statusCode).toBe(400);
    await goodStudents(1, new Date(past, 9, 1));
    expect((await total(past)).json().total.count).toEqual({ value: 5 });
  });

  it('shows a running school year only once the group has k students, counting up to yesterday', async () => {
    const startOfYear = new Date(current, 7, 1, 12);
    const today = new Date();
    if (today.getTime() - startOfYear.getTime() < 86_400_000) return; // 1 August: the year has no yesterday yet
    await goodStudents(9, startOfYear);
    let table = (await total(current)).json() as StatsTable;
    expect(table.windowOpen).toBe(true);
    expect(table.total.count).toEqual({ value: null, hidden: 'below_k' });
    // The tenth finishes today: not counted before tomorrow, so no figure ticks up under anyone's eyes.
    await goodStudents(1, today);
    table = (await total(current)).json() as StatsTable;
    expect(table.total.count).toEqual({ value: null, hidden: 'below_k' });
    await goodStudents(1, startOfYear);
    table = (await total(current)).json() as StatsTable;
    expect(table.total.count).toEqual({ value: 10 });
    expect((await total(past)).json().windowOpen).toBe(false);
  });

  it('gives the school report as a PDF of one or two pages with the same suppression, and audits the download', async () => {
    const ids = await demoIds(ctx.app);
    const moduleId = await sportId(ctx.app);
    const autumn = new Date(past, 9, 15);
    const at = { schoolId: ids.schoolA, locationId: ids.locationMain, finishedAt: autumn };
    await addStatStudents(ctx.app, moduleId, [
      ...times(11, { ...at, className: '1A', result: 'good', gender: 'male' }),
      { ...at, className: '1A', result: 'bad', gender: 'female' },
      ...times(20, { ...at, className: '1B', result: 'good' }),
      ...times(20, { ...at, className: '1B', result: 'bad' }),
    ]);
    const manager = await sessionAs(ctx.app, 'manager@demo.nl');
    const res = await manager.get(`/api/stats/modules/report?schoolYear=${past}&class=1A`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="schoolrapport-${ids.schoolA}-${past}.pdf"`);
    const text = pdfText(res.rawPayload).replace(/\s+/g, ' ');
    expect(text).toContain('Schoolrapport Demo College');
    expect(text).toContain(`Schooljaar ${past}-${past + 1}`);
    expect(text).toContain('klas 1A');
    expect(text).toContain('Sport (testmodule)');
    expect(text).toMatch(/Resultaten (minder dan 10|verborgen)/);
    expect(text).not.toMatch(/Onvoldoende 1\b/);
    expect([1, 2]).toContain(pdfPageCount(res.rawPayload));
    const whole = pdfText((await manager.get(`/api/stats/modules/report?schoolYear=${past}`)).rawPayload).replace(
      /\s+/g,
      ' ',
    );
    expect(whole).toContain('Goed 31 · Onvoldoende 21');
    const audit = await ctx.app.db
      .selectFrom('audit_log')
      .select(['action', 'entity_type', 'entity_id', 'school_id', 'actor_id'])
      .where('action', '=', 'stats_report_download')
      .execute();
    const entry = {
      action: 'stats_report_download',
      entity_type: 'stats_report',
      entity_id: ids.schoolA,
      school_id: ids.schoolA,
      actor_id: ids.managerA,
    };
    expect(audit).toEqual([entry, entry]);
    // An admin must say which school (a manager of one school need not).
    const admin = await sessionAs(ctx.app, 'admin@demo.nl');
    expect((await admin.get('/api/stats/modules/report')).json()).toEqual({ error: 'stats_school_required' });
  });

  it("offers filter options within the caller's scope only", async () => {
    const ids = await demoIds(ctx.app);
    const manager = await sessionAs(ctx.app, 'manager@demo.nl');
    const data = (await manager.get('/api/stats/dashboard/filter-data')).json() as StatsFilterData;
    expect(data.k).toBe(10);
    expect(data.currentSchoolYear).toBe(current);
    expect(data.schools).toEqual([{ value: String(ids.schoolA), label: 'Demo College' }]);
    expect(data.locations.map((l) => l.schoolId)).toEqual([ids.schoolA, ids.schoolA]);
    expect(data.classes.map((c) => c.value)).not.toContain('5V1');
    expect(data.genders.map((g) => g.value)).toEqual(['male', 'female', 'other']);
    expect(data.periods).toHaveLength(4);
    expect(data.modules.map((m) => m.name)).toContain('sport_test');
    const teacher = await sessionAs(ctx.app, 'locatie@demo.nl');
    const north = (await teacher.get('/api/stats/dashboard/filter-data')).json() as StatsFilterData;
    expect(north.schools).toEqual([]);
    expect(north.locations.map((l) => l.value)).toEqual([String(ids.locationNorth)]);
    expect(north.classes.map((c) => c.value)).toEqual(['M2']);
  });
});
