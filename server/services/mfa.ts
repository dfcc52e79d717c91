// Email 2-factor codes: six random digits, stored only as an argon2 hash with an expiry, single
// use, and void after a few wrong tries (so guessing a million codes is not an option).
import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely' with { 'resolution-mode': 'import' };
import type { Database, UserRow } from '../db/schema';
import { hashPassword, verifyPassword } from './passwords';
import { consumeTotp } from './totp';

export const MFA_CODE_MINUTES = 10;
export const MFA_CODE_MAX_FAILURES = 5;

/** Makes a new code (revoking the user's earlier ones) and returns it for the mail. */
export async function issueEmailCode(db: Kysely<Database>, userId: number): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const codeHash = await hashPassword(code);
  await db.deleteFrom('mfa_codes').where('user_id', '=', userId).execute();
  await db
    .insertInto('mfa_codes')
    .values({
      user_id: userId,
      code_hash: codeHash,
      expires_at: new Date(Date.now() + MFA_CODE_MINUTES * 60_000),
      used_at: null,
    })
    .execute();
  return code;
}

export async function verifyEmailCode(db: Kysely<Database>, userId: number, code: string): Promise<boolean> {
  const row = await db
    .selectFrom('mfa_codes')
    .select(['id', 'code_hash', 'failed_attempts'])
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date())
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!row || row.failed_attempts >= MFA_CODE_MAX_FAILURES || !/^\d{6}$/.test(code)) {
    if (row)
      await db
        .updateTable('mfa_codes')
        .set({ failed_attempts: row.failed_attempts + 1 })
        .where('id', '=', row.id)
        .execute();
    return false;
  }
  if (!(await verifyPassword(row.code_hash, code))) {
    await db
      .updateTable('mfa_codes')
      .set((eb) => ({ failed_attempts: eb('failed_attempts', '+', 1) }))
      .where('id', '=', row.id)
      .execute();
    return false;
  }
  // The conditional update makes the code single-use even for two requests at the same moment.
  const used = await db
    .updateTable('mfa_codes')
    .set({ used_at: new Date() })
    .where('id', '=', row.id)
    .where('used_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return used !== undefined;
}

/** The login's second factor: the authenticator's code when the user has one, else the e-mailed code. */
export async function verifySecondFactor(db: Kysely<Database>, user: UserRow, typed: string): Promise<boolean> {
  const code = typed.replace(/\s+/g, '');
  return user.mfa_type === 'google' && user.google_secret
    ? consumeTotp(db, user, code)
    : verifyEmailCode(db, user.id, code);
}
