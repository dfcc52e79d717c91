// The contact form (issue 20): who the caller's own school coordinators are, and sending a question
// to the operator's support address with a confirmation to the sender (both in one transaction, so
// either both mails are queued or neither is).
import type { Kysely } from 'kysely' with { 'resolution-mode': 'import' };
import type { ContactMessage, ContactPage, Coordinator } from '../../src/shared/management/contact';
import { kysely } from '../db/kysely';
import type { Database, UserRow } from '../db/schema';
import { contactConfirmationMail, supportMail } from '../messages/contact';
import { type Actor, auditBy } from './auditWrite';
import type { MailDeps } from './mail';
import type { Scope } from './scope';

const fullName = (row: { given_name: string | null; name_preposition: string | null; family_name: string | null }) =>
  [row.given_name, row.name_preposition, row.family_name].filter((part) => part && part.trim() !== '').join(' ');

/** The schools the caller belongs to: managed ones, or those of the managed locations. Admins: none. */
async function ownSchoolIds(db: Kysely<Database>, scope: Scope): Promise<number[]> {
  if (scope.kind === 'schoolManager') return scope.schoolIds;
  if (scope.kind !== 'locationManager' || scope.locationIds.length === 0) return [];
  const rows = await db
    .selectFrom('school_locations')
    .select('school_id')
    .distinct()
    .where('id', 'in', scope.locationIds)
    .execute();
  return rows.map((row) => row.school_id);
}

/** The enabled school managers of those schools, except the caller, by school then name. */
async function coordinatorsOf(db: Kysely<Database>, schoolIds: number[], self: number): Promise<Coordinator[]> {
  if (schoolIds.length === 0) return [];
  const { sql } = kysely();
  const ids = sql.join(schoolIds.map((id) => sql.lit(Math.trunc(id))));
  const rows = await db
    .selectFrom('users')
    .innerJoin('schools', (join) => join.on(sql<boolean>`users.managing_schools @> jsonb_build_array(schools.id)`))
    .select([
      'users.username',
      'users.given_name',
      'users.name_preposition',
      'users.family_name',
      'schools.name as school',
    ])
    .where(sql<boolean>`schools.id IN (${ids})`)
    .where('users.enabled', '=', true)
    .where('users.id', '!=', self)
    .orderBy('schools.name')
    .orderBy('users.family_name')
    .orderBy('users.username')
    .execute();
  return rows.map((row) => ({ name: fullName(row) || row.username, email: row.username, school: row.school }));
}

export async function contactPage(db: Kysely<Database>, scope: Scope, user: UserRow): Promise<ContactPage> {
  const schoolIds = await ownSchoolIds(db, scope);
  const schools =
    schoolIds.length === 0
      ? []
      : await db.selectFrom('schools').select('name').where('id', 'in', schoolIds).orderBy('name').execute();
  return {
    senderName: fullName(user),
    senderEmail: user.username,
    school: schools.map((s) => s.name).join(', '),
    coordinators: await coordinatorsOf(db, schoolIds, user.id),
  };
}

/** Queues the question for support and the confirmation for the sender, and records it in the audit log. */
export async function sendContactMessage(
  { db, mail }: MailDeps,
  actor: Actor,
  message: ContactMessage,
  supportEmail: string,
): Promise<void> {
  const account = actor.user!.username;
  await db.transaction().execute(async (trx) => {
    await mail.send(supportMail(supportEmail, message, account), trx);
    await mail.send(contactConfirmationMail(message), trx);
    // The question itself stays in the mails: the audit log records that one was asked, not what.
    await auditBy(trx, actor, {
      action: 'contact_message',
      entityType: 'contact',
      entityId: null,
      detail: { school: message.school.trim() },
    });
  });
  mail.deliver();
}
