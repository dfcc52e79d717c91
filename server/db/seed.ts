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
  given_name?: string;
  family_name?: string;
  manager?: boolean;
  imitate?: boolean;
}

const DEMO_USERS: DemoUser[] = [
  { username: 'leerling@demo.nl', roles: ['ROLE_USER'], enabled: true, given_name: 'Sanne', family_name: 'Jansen' },
  { username: 'leerling2@demo.nl', roles: ['ROLE_USER'], enabled: true, given_name: 'Daan', family_name: 'de Vries' },
  { username: 'leerling.2fa@demo.nl', roles: ['ROLE_USER'], enabled: true, mfa_type: 'email', given_name: 'Lotte' },
  { username: 'nieuw@demo.nl', roles: ['ROLE_USER'], enabled: false },
  { username: 'manager@demo.nl', roles: ['ROLE_USER'], enabled: true, manager: true, given_name: 'Mark' },
  { username: 'admin@demo.nl', roles: ['ROLE_SUPER_ADMIN'], enabled: true, imitate: true, given_name: 'Anna' },
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
  const school = await db
    .insertInto('schools')
    .values({ name: 'Demo College' })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const u of DEMO_USERS) {
    await db
      .insertInto('users')
      .values({
        username: u.username,
        password_hash: passwordHash, // nieuw@demo.nl has one too, so a test shows that "not enabled" alone blocks login
        enabled: u.enabled,
        roles: json(u.roles),
        mfa_type: u.mfa_type ?? 'none',
        imitate: u.imitate ?? false,
        given_name: u.given_name ?? null,
        name_preposition: null,
        family_name: u.family_name ?? null,
        school_id: school.id,
        managing_schools: json(u.manager ? [school.id] : []),
        managing_locations: json([]),
        google_secret: null,
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
