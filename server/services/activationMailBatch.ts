// Activation mails for many new accounts at once (an import), inside the caller's transaction: a
// single-use token each, the mail in the outbox, and the link between the two so the site can show
// per account whether the mail was sent or failed. The mail plugin delivers after the commit.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely' with { 'resolution-mode': 'import' };
import { ACTIVATION_VALID_DAYS } from '../../src/shared/management/activationMail';
import type { Database } from '../db/schema';
import { activationMail } from '../messages/mail';
import { chunks } from './chunks';
import { hashToken } from './tokens';

/** Tokens, outbox mails and their link to each new account, in batches (10,000 new students is 60 statements). */
export async function queueActivationMails(
  trx: Kysely<Database>,
  publicUrl: string,
  importId: number | null,
  created: Map<string, number>,
): Promise<void> {
  const expires = new Date(Date.now() + ACTIVATION_VALID_DAYS * 86_400_000);
  for (const part of chunks([...created])) {
    const tokens = part.map(([email, userId]) => ({ email, userId, token: randomBytes(32).toString('base64url') }));
    await trx
      .insertInto('tokens')
      .values(
        tokens.map((t) => ({
          token_hash: hashToken(t.token),
          user_id: t.userId,
          purpose: 'activation',
          expires_at: expires,
          used_at: null,
        })),
      )
      .execute();
    const mails = await trx
      .insertInto('mail_outbox')
      .values(
        tokens.map((t) => {
          const mail = activationMail(t.email, publicUrl, t.token, ACTIVATION_VALID_DAYS);
          return { to_address: mail.to, subject: mail.subject, text: mail.text, html: mail.html, sent_at: null };
        }),
      )
      .returning(['id', 'to_address'])
      .execute();
    const userByEmail = new Map(tokens.map((t) => [t.email, t.userId]));
    await trx
      .insertInto('activation_mails')
      .values(mails.map((m) => ({ user_id: userByEmail.get(m.to_address)!, outbox_id: m.id, import_id: importId })))
      .execute();
  }
}
