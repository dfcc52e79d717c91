// An activation mail the mail server refused for good (or that failed too often) raises an alert for
// the managers of the account's school or location: until the address is corrected and the mail sent
// again, that student or colleague cannot log in. Sending a new activation mail, or the account being
// activated, resolves it. Other mails (a reset link, a 2FA code) were asked for by the person; they
// see for themselves that nothing arrived.
import type { Kysely } from 'kysely' with { 'resolution-mode': 'import' };
import type { Database } from '../db/schema';
import { shortReason } from './activationMailState';
import { raiseAlert, resolveAlert } from './alert';
import { isStaff } from './roles';

const dedupeKey = (userId: number) => `mail-failed:${userId}`;

export async function alertFailedActivationMail(db: Kysely<Database>, outboxId: number, reason: string): Promise<void> {
  const user = await db
    .selectFrom('activation_mails as a')
    .innerJoin('users as u', 'u.id', 'a.user_id')
    .select([
      'u.id',
      'u.username',
      'u.roles',
      'u.school_id',
      'u.location_id',
      'u.managing_schools',
      'u.managing_locations',
      'u.activated_at',
    ])
    .where('a.outbox_id', '=', outboxId)
    .executeTakeFirst();
  if (!user || user.activated_at !== null) return;
  // Staff (an admin too: their alert has no school, so admins see it) are managed on Medewerkers.
  const staff = isStaff(user);
  await raiseAlert(db, {
    type: 'mail_failed',
    schoolId: staff ? await staffSchool(db, user.managing_schools, user.managing_locations) : user.school_id,
    locationId: staff ? null : user.location_id,
    header: 'Activatiemail niet bezorgd',
    text:
      `De activatiemail aan ${user.username} kon niet worden bezorgd (de mailserver meldde: ${shortReason(reason)}). ` +
      'Controleer het e-mailadres en stuur de activatiemail opnieuw.',
    link: staff ? `/beheer/medewerkers/${user.id}` : `/beheer/leerlingen/${user.id}`,
    dedupeKey: dedupeKey(user.id),
  });
}

/** A new activation mail is on its way, or the account is active: the alert has done its work. */
export async function resolveFailedActivationMail(db: Kysely<Database>, userId: number): Promise<void> {
  await resolveAlert(db, dedupeKey(userId));
}

/** Staff are managed per school: the alert goes to their (first) school's managers; an admin's to admins. */
async function staffSchool(db: Kysely<Database>, schools: number[], locations: number[]): Promise<number | null> {
  if (schools.length > 0) return schools[0];
  if (locations.length === 0) return null;
  const location = await db
    .selectFrom('school_locations')
    .select('school_id')
    .where('id', '=', locations[0])
    .executeTakeFirst();
  return location?.school_id ?? null;
}
