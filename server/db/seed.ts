// First-start data: the demo school, demo accounts, the footer menu and the module content.
// Runs in one transaction and only when the database holds no users, schools, modules or menu
// items, so it never overwrites real data (and a failed content load leaves nothing behind).
import type { Kysely } from 'kysely' with { 'resolution-mode': 'import' };
import { hashPassword } from '../services/passwords';
import { json } from './json';
import { kysely } from './kysely';
import { loadContent } from './loadContent';
import type { Database } from './schema';

export const DEMO_PASSWORD = 'Welkom-check-2026';

export interface SeedOptions {
  contentDir?: string;
  /** A precomputed argon2id hash of DEMO_PASSWORD (tests reseed often; hashing costs ~100 ms). */
  passwordHash?: string;
}

interface DemoUser {
  username: string;
  roles: string[];
  enabled: boolean;
  mfa_type?: 'none' | 'email';
  /** 2-factor required for this account: 'none' is not offered and the profile links to the settings. */
  mfa_mandatory?: boolean;
  given_name?: string;
  family_name?: string;
  manager?: boolean;
  imitate?: boolean;
  /** Index into SCHOOLS (default 0, Demo College). */
  school?: number;
  /** Name of the student's location, or of the location a location manager manages. */
  location?: string;
  locationManager?: boolean;
  student?: { class_name: string; study_year: number; level: 'vmbo' | 'havo' | 'vwo' | 'mbo' };
}

/** Two schools, so a manager of one can be shown not to see the other (issue 14). */
const SCHOOLS = [
  {
    name: 'Demo College',
    brin: '12AB',
    locations: [
      { name: 'Hoofdgebouw', city: 'Utrecht' },
      { name: 'Noord', city: 'Utrecht' },
    ],
  },
  { name: 'Tweede Lyceum', brin: '34CD', locations: [{ name: 'Centrum', city: 'Amersfoort' }] },
];
const HAVO3 = { class_name: 'H3A', study_year: 3, level: 'havo' as const };

// New accounts go at the end: tests refer to the first six by id.
// prettier-ignore
const DEMO_USERS: DemoUser[] = [
  { username: 'leerling@demo.nl', roles: ['ROLE_USER'], enabled: true, given_name: 'Sanne', family_name: 'Jansen', location: 'Hoofdgebouw', student: HAVO3 },
  { username: 'leerling2@demo.nl', roles: ['ROLE_USER'], enabled: true, given_name: 'Daan', family_name: 'de Vries', location: 'Hoofdgebouw', student: HAVO3 },
  { username: 'leerling.2fa@demo.nl', roles: ['ROLE_USER'], enabled: true, mfa_type: 'email', given_name: 'Lotte', location: 'Hoofdgebouw', student: { class_name: 'V4B', study_year: 4, level: 'vwo' } },
  { username: 'nieuw@demo.nl', roles: ['ROLE_USER'], enabled: false, location: 'Hoofdgebouw', student: HAVO3 },
  { username: 'manager@demo.nl', roles: ['ROLE_USER'], enabled: true, manager: true, given_name: 'Mark' },
  { username: 'admin@demo.nl', roles: ['ROLE_SUPER_ADMIN'], enabled: true, imitate: true, given_name: 'Anna' },
  { username: 'locatie@demo.nl', roles: ['ROLE_USER'], enabled: true, locationManager: true, location: 'Noord', given_name: 'Lisa', family_name: 'Bakker' },
  { username: 'leerling.noord@demo.nl', roles: ['ROLE_USER'], enabled: true, given_name: 'Mehmet', family_name: 'Çelik', location: 'Noord', student: { class_name: 'M2', study_year: 2, level: 'vmbo' } },
  { username: 'manager@tweede.nl', roles: ['ROLE_USER'], enabled: true, manager: true, school: 1, given_name: 'Petra', family_name: 'Smit' },
  { username: 'leerling@tweede.nl', roles: ['ROLE_USER'], enabled: true, school: 1, location: 'Centrum', given_name: 'Emma', family_name: 'Visser', student: { class_name: '5V1', study_year: 5, level: 'vwo' } },
  { username: 'leerling.verplicht@demo.nl', roles: ['ROLE_USER'], enabled: true, mfa_type: 'email', mfa_mandatory: true, given_name: 'Noor', family_name: 'Peters', location: 'Hoofdgebouw', student: { class_name: 'MB1', study_year: 1, level: 'mbo' } },
];

const MENU = [
  { label: 'Privacyverklaring', uri: '/privacy.html' },
  { label: 'Thuisarts.nl', uri: 'https://www.thuisarts.nl' },
  { label: 'Voedingscentrum', uri: 'https://www.voedingscentrum.nl' },
];

async function isEmpty(db: Kysely<Database>): Promise<boolean> {
  const { sql } = kysely();
  const { rows } = await sql<{ n: number }>`
    SELECT (SELECT count(*) FROM users) + (SELECT count(*) FROM schools)
         + (SELECT count(*) FROM modules) + (SELECT count(*) FROM menu_items) AS n`.execute(db);
  return Number(rows[0]?.n ?? 0) === 0;
}

async function seedAccounts(db: Kysely<Database>, passwordHash: string): Promise<void> {
  const schools: Array<{ id: number; locations: Map<string, number> }> = [];
  for (const s of SCHOOLS) {
    const school = await db
      .insertInto('schools')
      .values({ name: s.name, brin: s.brin, active: true, approved: true })
      .returning('id')
      .executeTakeFirstOrThrow();
    const locations = new Map<string, number>();
    for (const l of s.locations) {
      const row = await db
        .insertInto('school_locations')
        .values({ school_id: school.id, ...l })
        .returning('id')
        .executeTakeFirstOrThrow();
      locations.set(l.name, row.id);
    }
    schools.push({ id: school.id, locations });
  }
  for (const u of DEMO_USERS) {
    const school = schools[u.school ?? 0];
    const locationId = u.location ? (school.locations.get(u.location) ?? null) : null;
    await db
      .insertInto('users')
      .values({
        username: u.username,
        password_hash: passwordHash, // nieuw@demo.nl has one too, so a test shows that "not enabled" alone blocks login
        enabled: u.enabled,
        roles: json(u.roles),
        mfa_type: u.mfa_type ?? 'none',
        mfa_mandatory: u.mfa_mandatory ?? false,
        imitate: u.imitate ?? false,
        given_name: u.given_name ?? null,
        name_preposition: null,
        family_name: u.family_name ?? null,
        school_id: school.id,
        managing_schools: json(u.manager ? [school.id] : []),
        managing_locations: json(u.locationManager && locationId ? [locationId] : []),
        google_secret: null,
        location_id: u.student ? locationId : null,
        class_name: u.student?.class_name ?? null,
        study_year: u.student?.study_year ?? null,
        level: u.student?.level ?? null,
        activated_at: u.enabled ? new Date() : null,
      })
      .execute();
  }
}

/** Seeds when the database is empty; returns whether it did. Exported for tests. */
export async function seedIfEmpty(db: Kysely<Database>, options: SeedOptions = {}): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    if (!(await isEmpty(trx))) return false;
    await seedAccounts(trx, options.passwordHash ?? (await hashPassword(DEMO_PASSWORD)));
    await trx
      .insertInto('menu_items')
      .values(MENU.map((m, i) => ({ ...m, position: i + 1 })))
      .execute();
    if (options.contentDir) await loadContent(trx, options.contentDir);
    return true;
  });
}
