// The activation mail for an account that exists but is not yet enabled: a single-use token
// (earlier unused activation tokens of the user are revoked, so one link is valid at a time) and
// the mail, written in one transaction and then handed to the mail plugin for delivery. The mail is
// linked to the account, so the site shows whether the latest one was sent or failed, and a
// manager's alert about an earlier failed one is resolved.
import { ACTIVATION_VALID_DAYS } from '../../src/shared/management/activationMail';
import { activationMail } from '../messages/mail';
import type { MailDeps } from './mail';
import { resolveFailedActivationMail } from './mailFailedAlert';
import { createToken } from './tokens';

export { hashToken } from './tokens';

export const ACTIVATION_PURPOSE = 'activation';

export async function queueActivationMail(
  { db, mail }: MailDeps,
  publicUrl: string,
  user: { id: number; username: string },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const token = await createToken(trx, user.id, ACTIVATION_PURPOSE, ACTIVATION_VALID_DAYS * 86_400_000);
    const outboxId = await mail.send(activationMail(user.username, publicUrl, token, ACTIVATION_VALID_DAYS), trx);
    await trx
      .insertInto('activation_mails')
      .values({ user_id: user.id, outbox_id: outboxId, import_id: null })
      .execute();
    await resolveFailedActivationMail(trx, user.id);
  });
  mail.deliver();
}
