// Mail goes through a transactional outbox: every mail is first a row in mail_outbox (written in
// the same transaction as the token it carries), then delivered over SMTP when SMTP_URL is set.
// Without SMTP the outbox is the delivery: people read it at /dev/mail.
import type { Kysely } from 'kysely' with { 'resolution-mode': 'import' };
import { kysely } from '../db/kysely';
import type { Database } from '../db/schema';
import type { MailMessage } from './mailMessages';

export interface OutboxRow {
  id: number;
  to_address: string;
  subject: string;
  text: string;
  html: string | null;
}

export type SendFn = (row: OutboxRow) => Promise<void>;

export async function queueMail(db: Kysely<Database>, message: MailMessage): Promise<number> {
  const row = await db
    .insertInto('mail_outbox')
    .values({ to_address: message.to, subject: message.subject, text: message.text, html: message.html, sent_at: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Claims one unsent mail by stamping sent_at (SKIP LOCKED: two instances never claim the same row)
 * without holding a transaction open while SMTP talks, which would block PGlite's one connection.
 */
async function claimNext(db: Kysely<Database>): Promise<OutboxRow | null> {
  const { sql } = kysely();
  const { rows } = await sql<OutboxRow>`
    UPDATE mail_outbox SET sent_at = now()
    WHERE id = (SELECT id FROM mail_outbox WHERE sent_at IS NULL ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED)
    RETURNING id, to_address, subject, text, html`.execute(db);
  return rows[0] ?? null;
}

/** Sends unsent mails one by one; stops at the first failure (that row is released for a later retry). */
export async function flushOutbox(db: Kysely<Database>, send: SendFn): Promise<number> {
  let sent = 0;
  for (let row = await claimNext(db); row; row = await claimNext(db)) {
    try {
      await send(row);
      sent++;
    } catch (err) {
      await db.updateTable('mail_outbox').set({ sent_at: null }).where('id', '=', row.id).execute();
      throw err;
    }
  }
  return sent;
}
