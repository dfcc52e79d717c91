// Students with finished tests, written straight into the tables (no finish request per test), for
// the statistics suites: one insert for the accounts and one for their tests (and skips, starts).
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { json } from '../../../server/db/json';
import { schoolYearOf } from '../../../src/shared/management/schoolYear';

export interface StatStudent {
  schoolId: number;
  locationId: number | null;
  className: string;
  studyYear?: number;
  level?: 'vmbo' | 'havo' | 'vwo' | 'mbo';
  /** Finished test of this module; omitted: no test (participation only). */
  result?: 'good' | 'warning' | 'neutral' | 'bad';
  gender?: 'male' | 'female' | 'other';
  age?: number;
  finishedAt?: Date;
  /** Skipped the module instead (at finishedAt). */
  skipped?: boolean;
  /** Opened the module (a start at finishedAt), whatever else they did. */
  started?: boolean;
}

let serial = 0;

/** `count` copies of one student description. */
export const times = (count: number, s: StatStudent): StatStudent[] => Array.from({ length: count }, () => s);

export async function addStatStudents(
  app: FastifyInstance,
  moduleId: number,
  students: StatStudent[],
): Promise<number[]> {
  if (students.length === 0) return [];
  const rows = await app.db
    .insertInto('users')
    .values(
      students.map((s) => ({
        username: `stat${++serial}-${randomUUID().slice(0, 8)}@stats.test`,
        password_hash: null,
        enabled: true,
        roles: json(['ROLE_USER']),
        managing_schools: json([]),
        managing_locations: json([]),
        school_id: s.schoolId,
        location_id: s.locationId,
        class_name: s.className,
        study_year: s.studyYear ?? 1,
        level: s.level ?? 'havo',
        given_name: null,
        name_preposition: null,
        family_name: null,
        google_secret: null,
        last_login: null,
        totp_last_step: null,
      })),
    )
    .returning('id')
    .execute();
  const ids = rows.map((r) => r.id);
  const tests = students.flatMap((s, i) =>
    s.result && !s.skipped
      ? [
          {
            id: randomUUID(),
            user_id: ids[i]!,
            module_id: moduleId,
            answers: json([]),
            meta: json({ gender: s.gender ?? 'male', age: s.age ?? 15 }),
            computed: json({}),
            result: s.result,
            norm_results: json([{ name: 'dagen', title: 'Sportdagen per week', value: 1, result: s.result }]),
            actions: json([]),
            contact_data: false,
            finished_at: s.finishedAt ?? new Date(),
          },
        ]
      : [],
  );
  if (tests.length) await app.db.insertInto('tests').values(tests).execute();
  const skips = students.flatMap((s, i) =>
    s.skipped ? [{ user_id: ids[i]!, module_id: moduleId, skipped_at: s.finishedAt ?? new Date() }] : [],
  );
  if (skips.length) await app.db.insertInto('module_skips').values(skips).execute();
  const starts = students.flatMap((s, i) => {
    const at = s.finishedAt ?? new Date();
    return s.started ? [{ user_id: ids[i]!, module_id: moduleId, school_year: schoolYearOf(at), started_at: at }] : [];
  });
  if (starts.length) await app.db.insertInto('module_starts').values(starts).execute();
  return ids;
}
