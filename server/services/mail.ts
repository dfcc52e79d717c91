// Mail goes through a transactional outbox: every mail is first a row in mail_outbox (written in
// the same transaction as the token it carries), then delivered over SMTP when SMTP_URL is set.
// Without SMTP the outbox is the delivery: people read it at /dev/mail.
import type { Kysely } from 'kysely' with { 'resolution-mode': 'import' };
import { kysely } from '../db/kysely';
import type { Database } from '../db/schema';
import type { MailMessage } from '../messages/mail';

/** What a service needs of the mail plugin (app.mail): queue a mail, then deliver once the transaction committed. */
export interface Mailer {
  /** Puts the mail in the outbox (inside `db` when given, e.g. a transaction); the outbox id. */
  send(message: MailMessage, db?: Kysely<Database>): Promise<number>;
  /** Delivers what is waiting (after a transaction that queued mail commits). */
  deliver(): void;
}

/** The database and the mailer: what a service that writes and mails takes, not the whole app (a route may pass `app`, which has both). */
export interface MailDeps {
  db: Kysely<Database>;
  mail: Mailer;
}

/** One mail of a kind per address per window (app.limits), for the services that mail on request. */
export interface MailClaims {
  /** True when a mail of this kind may go to this address now (claims the window). */
  claimMail(kind: 'reset' | 'activation', email: string): Promise<boolean>;
  /** Seconds until the next mail of this kind may go to this address. */
  mailRetryAfter(kind: 'reset' | 'activation', email: string): Promise<number>;
}

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
    WHERE id = (SELECT id FROM mail_outbox WHERE sent_at IS NULL AND failed_at IS NULL
                ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED)
    RETURNING id, to_address, subject, text, html`.execute(db);
  return rows[0] ?? null;
}

/** After this many failed attempts (one a minute while the server retries) a mail counts as failed. */
export const MAX_ATTEMPTS = 5;

/** An SMTP reply 5xx for this message (unknown mailbox, refused): trying again will not help. */
const isPermanent = (err: unknown): boolean => {
  const code = (err as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
};

export interface FlushOptions {
  /** Pause between two mails, so a batch (an import's activation mails) does not flood the SMTP server. */
  intervalMs?: number;
  /** Checked between mails: the server is shutting down. */
  stopped?: () => boolean;
  /** Called once for a mail given up on (refused for good, or failed MAX_ATTEMPTS times). */
  gaveUp?: (row: OutboxRow, reason: string) => Promise<void>;
}

const pause = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends unsent mails one by one. A mail refused for good is marked failed and the next one goes; any
 * other failure releases the mail for a later retry (failed after MAX_ATTEMPTS) and stops this run.
 */
export async function flushOutbox(db: Kysely<Database>, send: SendFn, options: FlushOptions = {}): Promise<number> {
  let sent = 0;
  for (let row = await claimNext(db); row; row = options.stopped?.() ? null : await claimNext(db)) {
    try {
      await send(row);
      sent++;
    } catch (err) {
      const { sql } = kysely();
      const permanent = isPermanent(err);
      // nodemailer puts the server's own reply in `response` ("550 5.1.1 <…>: Recipient address
      // rejected"); its message wraps that in "Can't send mail - all recipients were rejected: ".
      const e = err as { response?: unknown; message?: unknown } | null;
      const message = String(typeof e?.response === 'string' ? e.response : (e?.message ?? err)).slice(0, 500);
      const { rows } = await sql<{ failed: boolean }>`
        UPDATE mail_outbox SET sent_at = NULL, attempts = attempts + 1, last_error = ${message},
          failed_at = CASE WHEN ${permanent} OR attempts + 1 >= ${MAX_ATTEMPTS} THEN now() END
        WHERE id = ${row.id}
        RETURNING failed_at IS NOT NULL AS failed`.execute(db);
      if (rows[0]?.failed) await options.gaveUp?.(row, message);
      if (!permanent) throw err;
    }
    if (options.intervalMs) await pause(options.intervalMs);
  }
  return sent;
}
