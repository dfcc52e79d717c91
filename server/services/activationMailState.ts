// What became of an account's latest activation mail, for its page in the management site: a
// coordinator whose student "never got the mail" sees whether it is still waiting, went out, was
// refused by the mail server (and why: usually a typo in the address), or has a link that expired.
import type { Kysely } from 'kysely' with { 'resolution-mode': 'import' };
import { ACTIVATION_VALID_DAYS, type ActivationMailState } from '../../src/shared/management/activationMail';
import type { Database } from '../db/schema';
import { iso } from './listing';

const REASON_MAX = 160;

export const shortReason = (reason: string): string =>
  reason.length > REASON_MAX ? `${reason.slice(0, REASON_MAX - 1)}…` : reason;

export async function latestActivationMail(db: Kysely<Database>, userId: number): Promise<ActivationMailState | null> {
  const row = await db
    .selectFrom('activation_mails as a')
    .leftJoin('mail_outbox as m', 'm.id', 'a.outbox_id')
    .select(['a.created_at', 'm.sent_at', 'm.failed_at', 'm.last_error'])
    .where('a.user_id', '=', userId)
    .orderBy('a.id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row) return null;
  if (row.failed_at)
    return { status: 'failed', at: iso(row.failed_at)!, reason: row.last_error ? shortReason(row.last_error) : null };
  // A refused mail stays "failed" (the address needs fixing); any other is expired once its link is.
  if (Date.now() - new Date(row.created_at).getTime() > ACTIVATION_VALID_DAYS * 86_400_000)
    return { status: 'expired', at: iso(row.created_at)!, reason: null };
  if (row.sent_at) return { status: 'sent', at: iso(row.sent_at)!, reason: null };
  return { status: 'queued', at: iso(row.created_at)!, reason: null };
}
