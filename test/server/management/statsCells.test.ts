// The database counts what statistics count (server/services/stats/yearCells.ts) exactly as the JS
// loaders did before (statsReference.ts): for a school year of varied data (repeated tests, skips,
// switched-off students, staff, students without a school, kept results of erased students, starts, odd
// meta, odd norms, every quarter and age band, the running year up to today), the students per
// module, dimension values and category are the same, as are the norms' names and titles. With
// test/rules/stats/cells.test.ts (cells give the figures the same students give one by one) this is
// the proof that counting in SQL changed no figure.
import type { FastifyInstance } from 'fastify';
import type { Insertable } from 'kysely' with { 'resolution-mode': 'import' };
import { randomUUID } from 'node:crypto';
import { json } from '../../../server/db/json';
import type { TestsTable } from '../../../server/db/schema';
import { startOfDay } from '../../../server/services/stats/filters';
import { YearCells } from '../../../server/services/stats/yearCells';
import { schoolYearOf } from '../../../src/shared/management/schoolYear';
import { dimsOf, type StatCells } from '../../../src/shared/stats/cells';
import { backends } from '../helpers/backends';
import { demoIds } from '../helpers/sessionAs';
import { useTestApp } from '../helpers/testApp';
import { participationUnits, resultUnits } from './statsReference';

const current = schoolYearOf(new Date());

/** A small deterministic generator (the same data on every run and both databases). */
function lcg(seed: number) {
  let s = seed;
  return {
    next: () => (s = (s * 1103515245 + 12345) % 2147483648) / 2147483648,
    pick<T>(list: readonly T[]): T {
      return list[Math.floor(this.next() * list.length)]!;
    },
  };
}

async function fill(app: FastifyInstance): Promise<void> {
  const r = lcg(34);
  const ids = await demoIds(app);
  const modules = await app.db.selectFrom('modules').select(['id', 'name']).orderBy('id').execute();
  const places: [number | null, number | null][] = [
    [ids.schoolA, ids.locationMain],
    [ids.schoolA, ids.locationNorth],
    [ids.schoolA, null],
    [ids.schoolB, ids.locationB],
    [null, null],
  ];
  const users = await app.db
    .insertInto('users')
    .values(
      Array.from({ length: 160 }, (_, i) => {
        const [school, location] = r.pick(places);
        const staff = i % 53 === 0;
        return {
          username: `cells${i}-${randomUUID().slice(0, 6)}@stats.test`,
          password_hash: null,
          enabled: true,
          roles: json(staff ? ['ROLE_ADMIN'] : ['ROLE_USER']),
          managing_schools: json([]),
          managing_locations: json([]),
          school_id: school,
          location_id: location,
          class_name: r.pick(['1A', '1B', '2A', 'H3', null]),
          study_year: r.pick([1, 2, 3, null]),
          level: r.pick(['havo', 'vwo', 'vmbo', null]),
          deactivated_at: i % 17 === 0 ? new Date() : null,
          given_name: null,
          name_preposition: null,
          family_name: null,
          google_secret: null,
          last_login: null,
          totp_last_step: null,
        };
      }),
    )
    .returning('id')
    .execute();
  const metas = [
    { gender: 'male', age: 15 },
    { gender: 'female', age: 16 },
    { gender: 'female', age: 16.5 },
    { gender: 'other', age: 18 },
    { gender: 'male', age: 19 },
    { gender: 'female', age: 20 },
    { gender: 'male', age: 21 },
    { gender: 'male', age: 30 },
    { gender: 'x', age: '17' },
    { age: 17 },
    {},
    [],
  ];
  const norms = [
    [
      { name: 'bmi', title: 'BMI', value: 1, result: 'good' },
      { name: 'dagen', title: 'Sportdagen', result: 'bad' },
    ],
    [{ name: 'bmi', result: 'warning' }, { name: 'dagen' }],
    [{ name: 'bmi', title: 'Body mass index', result: 'neutral' }, 'kapot', { title: 'zonder naam' }],
    [{ name: 'dagen', title: 'Sportdagen', result: 'nee' }],
    {},
  ];
  // Dates over the school year before, the last one (every quarter) and the running one.
  const start = new Date(current - 2, 7, 1).getTime();
  const end = Date.now() - 60_000;
  const when = () => new Date(start + r.next() * (end - start));
  const tests: Insertable<TestsTable>[] = [];
  const skips: { user_id: number; module_id: number; skipped_at: Date }[] = [];
  // Starts: the first one per student, module and school year (migration 021); some with a finish or
  // a skip in the same year (not counted as started), some alone, some in another year than those.
  const starts = new Map<string, { user_id: number; module_id: number; school_year: number; started_at: Date }>();
  for (const { id } of users)
    for (const m of modules) {
      for (let n = 0; n < 2; n++) {
        if (r.next() < 0.45) continue;
        const at = when();
        const startKey = `${id}:${m.id}:${schoolYearOf(at)}`;
        if (!starts.has(startKey))
          starts.set(startKey, { user_id: id, module_id: m.id, school_year: schoolYearOf(at), started_at: at });
      }
      const what = r.next();
      if (what < 0.2) continue;
      if (what < 0.35) skips.push({ user_id: id, module_id: m.id, skipped_at: when() });
      const count = what < 0.3 ? 0 : 1 + Math.floor(r.next() * 3);
      for (let t = 0; t < count; t++)
        tests.push({
          id: randomUUID(),
          user_id: id,
          module_id: m.id,
          answers: json([]),
          meta: json(r.pick(metas)),
          computed: json({}),
          result: r.pick(['good', 'good', 'warning', 'bad', 'neutral', 'odd']),
          norm_results: json(r.pick(norms)),
          actions: json([]),
          contact_data: false,
          finished_at: when(),
        });
    }
  await app.db.insertInto('tests').values(tests).execute();
  await app.db.insertInto('module_skips').values(skips).execute();
  await app.db
    .insertInto('module_starts')
    .values([...starts.values()])
    .execute();
  const kept = Array.from({ length: 80 }, () => ({
    school_id: r.pick([ids.schoolA, ids.schoolB, null]),
    school_year: r.pick([current - 1, current]),
    module_name: r.pick([...modules.map((m) => m.name), 'weg_module']),
    module_version: 1,
    age_band: r.pick(['15-16', '17-18', '21+', null]),
    gender: r.pick(['male', 'female', 'x', null]),
    result: r.pick(['good', 'bad', 'warning']),
    norm_ratings: json(r.pick([[{ name: 'bmi', result: 'good' }], [{ name: 'dagen', result: null }], [], 'x'])),
  }));
  await app.db.insertInto('anonymous_results').values(kept).execute();
}

const key = (moduleId: number, dims: readonly (string | null)[], category: string) =>
  JSON.stringify([moduleId, ...dims, category]);

function add(counts: Map<string, number>, k: string, n: number) {
  counts.set(k, (counts.get(k) ?? 0) + n);
}

function countCells(counts: Map<string, number>, moduleId: number, cells: StatCells) {
  for (let i = 0; i < cells.length; i++)
    add(counts, key(moduleId, dimsOf(cells, i), cells.categories[cells.category[i]!]!), cells.weight[i]!);
}

describe.each(backends)('counting cells in the database on $name', (backend) => {
  const ctx = useTestApp(backend);

  it.each([
    ['the school year before last', current - 2, false],
    ['last school year', current - 1, false],
    ['the running school year, up to today', current, true],
  ])('counts %s as the JS loaders did', async (_, year, running) => {
    await fill(ctx.app);
    const cutoff = running ? startOfDay(new Date()) : null;
    const db = ctx.app.statsDb;
    const [units, participation] = await Promise.all([
      resultUnits(db, year, cutoff),
      participationUnits(db, year, cutoff),
    ]);
    const cells = new YearCells(db, year, cutoff);
    const [results, norms, joined] = await Promise.all([cells.results(), cells.norms(), cells.participation()]);

    const before = { results: new Map<string, number>(), norms: new Map<string, number>(), part: new Map() };
    const titles = new Map<string, string>();
    for (const u of units) {
      add(before.results, key(u.moduleId, u.dims, u.result), 1);
      for (const n of u.norms) {
        // The title a norm table had: the first one other than its name, in the order of the units.
        const t = `${u.moduleId}/${n.name}`;
        if (!titles.has(t) || (titles.get(t) === n.name && n.title !== n.name)) titles.set(t, n.title);
        if (n.result !== null) add(before.norms, key(u.moduleId, u.dims, `${n.name}:${n.result}`), 1);
      }
    }
    for (const u of participation) add(before.part, key(u.moduleId, u.dims, u.status), 1);

    const after = { results: new Map<string, number>(), norms: new Map<string, number>(), part: new Map() };
    const afterTitles = new Map<string, string>();
    for (const [moduleId, c] of results) countCells(after.results, moduleId, c);
    for (const [moduleId, c] of joined) countCells(after.part, moduleId, c);
    for (const [moduleId, list] of norms)
      for (const n of list) {
        afterTitles.set(`${moduleId}/${n.name}`, n.title);
        for (let i = 0; i < n.cells.length; i++)
          add(
            after.norms,
            key(moduleId, dimsOf(n.cells, i), `${n.name}:${n.cells.categories[n.cells.category[i]!]}`),
            n.cells.weight[i]!,
          );
      }

    // Not vacuous: every kind holds students of several cells.
    expect(before.results.size).toBeGreaterThan(20);
    expect(before.norms.size).toBeGreaterThan(20);
    expect(before.part.size).toBeGreaterThan(20);
    const statuses = new Set(participation.map((u) => u.status));
    expect([...statuses].sort()).toEqual(['finished', 'notStarted', 'skipped', 'started']);
    expect(new Map([...after.results].sort())).toEqual(new Map([...before.results].sort()));
    expect(new Map([...after.norms].sort())).toEqual(new Map([...before.norms].sort()));
    expect(new Map([...after.part].sort())).toEqual(new Map([...before.part].sort()));
    expect(new Map([...afterTitles].sort())).toEqual(new Map([...titles].sort()));
  });
});
