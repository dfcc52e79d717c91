// The mail outbox as /dev/mail shows it: the newest mails, and one mail in full.
import type { Kysely } from 'kysely' with { 'resolution-mode': 'import' };
import type { Database } from '../db/schema';

const SHOWN = 200;

export const listOutbox = (db: Kysely<Database>) =>
  db
    .selectFrom('mail_outbox')
    .select(['id', 'to_address', 'subject', 'created_at'])
    .orderBy('id', 'desc')
    .limit(SHOWN)
    .execute();

export const findOutboxMail = (db: Kysely<Database>, id: number) =>
  db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirst();
