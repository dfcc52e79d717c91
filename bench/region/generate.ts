// A region for the statistics bench (issue 34): schools, their locations, students, finished tests
// and module starts over three school years, written by the database itself (INSERT … SELECT over generate_series), so
// 400,000 tests take seconds on PostgreSQL and PGlite alike, with no rows crossing the wire.
// Reproducible: every "random" choice is a hash of (seed, row number, what is chosen), md5 in SQL,
// so the same seed and the same last school year give the same rows on both databases (the running
// school year's tests fall up to yesterday, so on a later day that year holds more days).
import type { Kysely } from 'kysely' with { 'resolution-mode': 'import' };
import { kysely } from '../../server/db/kysely';
import type { Database } from '../../server/db/schema';

export interface RegionSize {
  seed: number;
  schools: number;
  locationsPerSchool: number;
  students: number;
  tests: number;
  /** The last of the three school years (its start year); the tests spread over it and the two before. */
  lastSchoolYear: number;
}

export const REGION: Omit<RegionSize, 'lastSchoolYear'> = {
  seed: 34,
  schools: 50,
  locationsPerSchool: 3,
  students: 100_000,
  tests: 400_000,
};

/** SQL for a number in 0..n-1 drawn by (seed, row, tag): the first 28 bits of an md5. */
const pick = (seed: number, row: string, tag: string, n: number) =>
  `(('x' || substr(md5('${seed}:' || ${row} || ':${tag}'), 1, 7))::bit(28)::int % ${n})`;

export interface Region {
  schoolIds: number[];
  locationIds: number[];
  moduleIds: number[];
}

export async function generateRegion(db: Kysely<Database>, size: RegionSize): Promise<Region> {
  const { sql } = kysely();
  const { seed } = size;
  const run = (text: string) => sql.raw(text).execute(db);
  const modules = await db.selectFrom('modules').select('id').orderBy('id').execute();
  const moduleIds = modules.map((m) => m.id);
  if (moduleIds.length === 0) throw new Error('the region needs modules: seed content first');
  // BRIN: two digits and two letters, unique per school (10AA … 99ZZ).
  await run(`INSERT INTO schools (name, brin, active, approved)
    SELECT 'Regioschool ' || lpad(s::text, 2, '0'),
           lpad((10 + s % 90)::text, 2, '0') || chr(65 + (s / 90) % 26) || chr(65 + (s / 2340) % 26),
           true, true
    FROM generate_series(1, ${size.schools}) AS s`);
  const schools = await db
    .selectFrom('schools')
    .select('id')
    .where('name', 'like', 'Regioschool %')
    .orderBy('id')
    .execute();
  const schoolIds = schools.map((s) => s.id);
  const firstSchool = schoolIds[0];
  await run(`INSERT INTO school_locations (school_id, name, city)
    SELECT ${firstSchool} + (l - 1) / ${size.locationsPerSchool}, 'Locatie ' || l, 'Plaats ' || ((l - 1) / ${size.locationsPerSchool} + 1)
    FROM generate_series(1, ${size.schools * size.locationsPerSchool}) AS l`);
  const locations = await db
    .selectFrom('school_locations')
    .select('id')
    .where('school_id', 'in', schoolIds)
    .orderBy('id')
    .execute();
  const firstLocation = locations[0].id;
  const levels = `(ARRAY['vmbo','havo','vwo','mbo'])[1 + ${pick(seed, 'u', 'level', 4)}]`;
  const studyYear = `(1 + ${pick(seed, 'u', 'year', 6)})`;
  // Student u belongs to school (u mod schools) and one of its locations.
  await run(`INSERT INTO users (username, password_hash, enabled, roles, given_name, family_name, school_id,
      location_id, class_name, study_year, level, managing_schools, managing_locations, activated_at)
    SELECT 'regio' || u || '@bench.example.nl', NULL, true, '["ROLE_USER"]'::jsonb, 'Leerling', 'Regio ' || u,
      ${firstSchool} + u % ${size.schools},
      ${firstLocation} + (u % ${size.schools}) * ${size.locationsPerSchool} + ${pick(seed, 'u', 'loc', size.locationsPerSchool)},
      ${studyYear}::text || chr(65 + ${pick(seed, 'u', 'class', 4)}), ${studyYear}, ${levels},
      '[]'::jsonb, '[]'::jsonb, now()
    FROM generate_series(1, ${size.students}) AS u`);
  const firstStudent = (
    await db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'regio1@bench.example.nl')
      .executeTakeFirstOrThrow()
  ).id;
  // Test t: student t mod students, a module by the round (t / students) so a student's tests are of
  // different modules, a school year by the round too, a day within that school year up to today.
  // The running school year has tests only up to yesterday.
  const started = Date.UTC(size.lastSchoolYear, 7, 1);
  const daysLast = Math.max(1, Math.min(364, Math.floor((Date.now() - started) / 86_400_000) - 1));
  const year = `((t / ${size.students}) % 3)`;
  const moduleArray = `ARRAY[${moduleIds.join(',')}]`;
  const result = `(ARRAY['good','good','good','warning','warning','bad'])[1 + ${pick(seed, 't', 'result', 6)}]`;
  const rating = (tag: string) => `(ARRAY['good','warning','neutral','bad'])[1 + ${pick(seed, 't', tag, 4)}]`;
  await run(`INSERT INTO tests (id, user_id, module_id, module_version, answers, meta, computed, result, norm_results,
      actions, contact_data, finished_at)
    SELECT md5('${seed}:test:' || t)::uuid,
      ${firstStudent} + t % ${size.students},
      (${moduleArray})[1 + ((t / ${size.students}) + ${pick(seed, 't % ' + size.students, 'mod', moduleIds.length)}) % ${moduleIds.length}],
      1,
      jsonb_build_array(
        jsonb_build_object('question', 1, 'options', jsonb_build_array(${pick(seed, 't', 'a1', 5)})),
        jsonb_build_object('question', 2, 'options', jsonb_build_array(${pick(seed, 't', 'a2', 5)})),
        jsonb_build_object('question', 3, 'value', ${pick(seed, 't', 'a3', 200)})),
      jsonb_build_object('age', 12 + ${pick(seed, 't % ' + size.students, 'age', 7)},
        'gender', (ARRAY['male','female','female','male','other'])[1 + ${pick(seed, 't % ' + size.students, 'gender', 5)}]),
      '{}'::jsonb, ${result},
      jsonb_build_array(jsonb_build_object('name', 'bmi', 'result', ${rating('n1')}),
        jsonb_build_object('name', 'beweging', 'result', ${rating('n2')})),
      '[]'::jsonb, false,
      make_date(${size.lastSchoolYear - 2} + ${year}, 8, 1)
        + make_interval(days => CASE WHEN ${year} = 2 THEN ${pick(seed, 't', 'day', daysLast)} ELSE ${pick(seed, 't', 'day', 364)} END,
          hours => 8 + ${pick(seed, 't', 'hour', 8)})
    FROM generate_series(0, ${size.tests - 1}) AS t`);
  // Starts (migration 021): each finished test began 20 minutes before it (the first start per student,
  // module and school year is kept; the school year is the finish's date moved back 7 months), and a
  // quarter of the students opened a module in the running school year that they have not finished
  // (participation "started"; those that did finish it just keep their earlier start).
  await run(`INSERT INTO module_starts (user_id, module_id, school_year, started_at)
    SELECT user_id, module_id, extract(year FROM finished_at - interval '7 months')::int,
      min(finished_at) - interval '20 minutes'
    FROM tests WHERE user_id >= ${firstStudent} GROUP BY 1, 2, 3
    ON CONFLICT DO NOTHING`);
  await run(`INSERT INTO module_starts (user_id, module_id, school_year, started_at)
    SELECT ${firstStudent} + s, (${moduleArray})[1 + ${pick(seed, 's', 'startmod', moduleIds.length)}], ${size.lastSchoolYear},
      make_date(${size.lastSchoolYear}, 8, 1)
        + make_interval(days => ${pick(seed, 's', 'startday', daysLast)}, hours => 8 + ${pick(seed, 's', 'starthour', 8)})
    FROM generate_series(0, ${Math.floor(size.students / 4) - 1}) AS s
    ON CONFLICT DO NOTHING`);
  await run('ANALYZE');
  return { schoolIds, locationIds: locations.map((l) => l.id), moduleIds };
}
