// The activation mail for an account that exists but is not yet enabled. It creates a single-use
// token (only its SHA-256 is stored; earlier unused activation tokens of the user are revoked so
// one link is valid at a time) and puts the mail in mail_outbox; the mail issue sends the outbox.
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely' with { 'resolution-mode': 'import' };
import type { Database } from '../db/schema';

export const ACTIVATION_PURPOSE = 'activation';
const VALID_DAYS = 7;

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export async function queueActivationMail(
  db: Kysely<Database>,
  publicUrl: string,
  user: { id: number; username: string },
): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  const link = `${publicUrl}/register/confirm/${token}`;
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('tokens').where('user_id', '=', user.id).where('purpose', '=', ACTIVATION_PURPOSE).where('used_at', 'is', null).execute();
    await trx
      .insertInto('tokens')
      .values({
        token_hash: hashToken(token),
        user_id: user.id,
        purpose: ACTIVATION_PURPOSE,
        expires_at: new Date(Date.now() + VALID_DAYS * 86_400_000),
        used_at: null,
      })
      .execute();
    await trx
      .insertInto('mail_outbox')
      .values({
        to_address: user.username,
        subject: 'Activeer je account voor Lifestyle Reality Check',
        text: [
          'Hallo,',
          '',
          'Je school heeft een account voor je aangemaakt bij Lifestyle Reality Check.',
          `Kies via deze link een wachtwoord om je account te activeren (de link is ${VALID_DAYS} dagen geldig):`,
          '',
          link,
          '',
          'Heb je dit niet aangevraagd? Dan kun je deze e-mail negeren.',
        ].join('\n'),
        html:
          '<p>Hallo,</p><p>Je school heeft een account voor je aangemaakt bij Lifestyle Reality Check.</p>' +
          `<p><a href="${link}">Kies een wachtwoord en activeer je account</a> (de link is ${VALID_DAYS} dagen geldig).</p>` +
          '<p>Heb je dit niet aangevraagd? Dan kun je deze e-mail negeren.</p>',
        sent_at: null,
      })
      .execute();
  });
}
