// Finished tests for the raw export's suites, written straight into the database (no finish route per
// test): students with names, addresses and classes the export must not show, in groups at the edges
// of k (10 by default): Demo College's Hoofdgebouw with exactly k tests (named), Noord with k − 1
// (left blank, though the school, with 2k − 1, is named), Tweede Lyceum with 4 (school blank too).
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { json } from '../../../server/db/json';
import { loadModules } from '../../../server/services/module';
import { demoIds } from './sessionAs';

export const SECRET_NAME = 'Zwaantje';
export const SECRET_FAMILY = 'Opsporingsnaam';
export const SECRET_CLASS = 'KLASGEHEIM';
/** A typed answer that a spreadsheet would run as a formula if the CSV did not escape it. */
export const FORMULA_ANSWER = '=HYPERLINK("http://example.invalid","klik")';

export interface ExportData {
  /** Finished tests written (the seeded database has none). */
  tests: number;
  /** Each group's finished tests. */
  groups: { main: number; north: number; schoolB: number };
}

export async function addExportData(app: FastifyInstance, k = 10): Promise<ExportData> {
  const ids = await demoIds(app);
  const [first, second] = await loadModules(app.db);
  const groups = { main: k, north: k - 1, schoolB: 4 };
  const plan: Array<{ school: number; location: number; tests: number }> = [
    { school: ids.schoolA, location: ids.locationMain, tests: groups.main },
    { school: ids.schoolA, location: ids.locationNorth, tests: groups.north },
    { school: ids.schoolB, location: ids.locationB, tests: groups.schoolB },
  ];
  let n = 0;
  for (const group of plan) {
    // Two tests per student (two modules) where the group's count allows, so one student has two rows.
    for (let done = 0; done < group.tests;) {
      n++;
      const { id } = await app.db
        .insertInto('users')
        .values({
          username: `export-${n}@demo.nl`,
          password_hash: null,
          enabled: true,
          roles: json(['ROLE_USER']),
          given_name: `${SECRET_NAME}${n}`,
          name_preposition: null,
          family_name: SECRET_FAMILY,
          school_id: group.school,
          location_id: group.location,
          class_name: SECRET_CLASS,
          study_year: 3,
          level: 'havo',
          managing_schools: json([]),
          managing_locations: json([]),
          google_secret: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const modules = group.tests - done >= 2 ? [first, second] : [first];
      for (const m of modules) {
        await app.db
          .insertInto('tests')
          .values({
            id: randomUUID(),
            user_id: id,
            module_id: m.module.id,
            answers: json([{ question: 1, options: [], value: n === 1 ? FORMULA_ANSWER : `antwoord ${n}` }]),
            meta: json({ age: 15 + (n % 4), gender: n % 2 ? 'female' : 'male' }),
            computed: json({}),
            result: n % 3 ? 'good' : 'bad',
            norm_results: json([]),
            actions: json([]),
            contact_data: false,
            finished_at: new Date(Date.UTC(2025, 9, 1 + (n % 20))),
          })
          .execute();
        done++;
      }
    }
  }
  return { tests: groups.main + groups.north + groups.schoolB, groups };
}
