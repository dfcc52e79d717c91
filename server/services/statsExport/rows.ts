// What one line of the raw export holds, read from the database in batches (keyset on the tests'
// primary key: one batch in memory at a time, never the whole table). Pseudonymised
// (docs/privacy.md, "The raw export"): the student is a random code that is new in every export
// and the same for one student within it; no name, e-mail, class or account id; a school or
// location with fewer than k finished tests is left blank; the date only to the month.
import { createHmac, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely' with { 'resolution-mode': 'import' };
import type { Database } from '../../db/schema';
import { schoolYearOf } from '../../../src/shared/management/schoolYear';
import { readSetting } from '../config';

/** The floor no setting lowers (issue 34): k is statsMinGroupSize, never below 5. */
export const MIN_K = 5;

export async function exportK(db: Kysely<Database>): Promise<number> {
  return Math.max(await readSetting(db, 'statsMinGroupSize'), MIN_K);
}

export interface RawRow {
  id: string;
  user_id: number;
  school_id: number | null;
  location_id: number | null;
  school: string | null;
  location: string | null;
  study_year: number | null;
  level: string | null;
  module: string;
  module_version: number;
  finished_at: Date | string;
  meta: unknown;
  result: string;
  norm_results: unknown;
  answers: unknown;
}

export type Cell = string | number | null;

/** The schools and locations with at least k finished tests: only those are named. */
export async function namedGroups(db: Kysely<Database>, k: number) {
  const bySchool = await db
    .selectFrom('tests')
    .innerJoin('users', 'users.id', 'tests.user_id')
    .select(['users.school_id as id', (eb) => eb.fn.countAll<string | number>().as('n')])
    .where('users.school_id', 'is not', null)
    .groupBy('users.school_id')
    .execute();
  const byLocation = await db
    .selectFrom('tests')
    .innerJoin('users', 'users.id', 'tests.user_id')
    .select(['users.location_id as id', (eb) => eb.fn.countAll<string | number>().as('n')])
    .where('users.location_id', 'is not', null)
    .groupBy('users.location_id')
    .execute();
  const atLeastK = (rows: Array<{ id: number | null; n: string | number }>) =>
    new Set(rows.filter((r) => Number(r.n) >= k).map((r) => r.id as number));
  return { schools: atLeastK(bySchool), locations: atLeastK(byLocation) };
}

export async function countFinished(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('tests')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Finished tests in primary-key order, `size` at a time. */
export async function* batches(db: Kysely<Database>, size: number): AsyncGenerator<RawRow[]> {
  let after: string | null = null;
  for (;;) {
    let q = db
      .selectFrom('tests')
      .innerJoin('users', 'users.id', 'tests.user_id')
      .innerJoin('modules', 'modules.id', 'tests.module_id')
      .leftJoin('schools', 'schools.id', 'users.school_id')
      .leftJoin('school_locations', 'school_locations.id', 'users.location_id')
      .select([
        'tests.id',
        'tests.user_id',
        'users.school_id',
        'users.location_id',
        'schools.name as school',
        'school_locations.name as location',
        'users.study_year',
        'users.level',
        'modules.name as module',
        'tests.module_version',
        'tests.finished_at',
        'tests.meta',
        'tests.result',
        'tests.norm_results',
        'tests.answers',
      ])
      .orderBy('tests.id')
      .limit(size);
    if (after !== null) q = q.where('tests.id', '>', after);
    const rows = (await q.execute()) as RawRow[];
    if (rows.length === 0) return;
    yield rows;
    if (rows.length < size) return;
    after = rows[rows.length - 1].id;
  }
}

/**
 * A code per student, new in every export: an HMAC under a key that lives only as long as the job
 * (64 bits: no two of a region's 100,000 students share one in practice). Hex, so a code never
 * starts with a character a spreadsheet reads as a formula.
 */
export function pseudonymizer(): (userId: number) => string {
  const key = randomBytes(32);
  return (userId) => createHmac('sha256', key).update(String(userId)).digest('hex').slice(0, 16);
}

const schoolYearText = (start: number) => `${start}-${start + 1}`;

/** One line of the file, in the order of EXPORT_COLUMNS. */
export function toCells(
  row: RawRow,
  pseudonym: (userId: number) => string,
  named: { schools: Set<number>; locations: Set<number> },
): Cell[] {
  const finished = new Date(row.finished_at);
  const meta = (typeof row.meta === 'object' && row.meta !== null ? row.meta : {}) as Record<string, unknown>;
  const schoolShown = row.school_id !== null && named.schools.has(row.school_id);
  const locationShown = schoolShown && row.location_id !== null && named.locations.has(row.location_id);
  return [
    pseudonym(row.user_id),
    row.module,
    row.module_version,
    schoolYearText(schoolYearOf(finished)),
    finished.toISOString().slice(0, 7),
    schoolShown ? row.school : null,
    locationShown ? row.location : null,
    row.study_year,
    row.level,
    typeof meta.age === 'number' ? meta.age : null,
    typeof meta.gender === 'string' ? meta.gender : null,
    row.result,
    JSON.stringify(row.norm_results ?? []),
    JSON.stringify(row.answers ?? []),
  ];
}
