// Single-use, expiring tokens for links in mails (activation, password reset). Only the SHA-256 of
// a token is stored, so a leaked table cannot be turned into working links.
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely' with { 'resolution-mode': 'import' };
import type { Database } from '../db/schema';

export type TokenPurpose = 'activation' | 'reset';

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** Tokens are 256-bit base64url strings; anything else is rejected before touching the database. */
export const looksLikeToken = (token: string): boolean => /^[A-Za-z0-9_-]{43}$/.test(token);

/** Creates a token, revoking the user's earlier unused tokens of the same purpose (one valid link at a time). */
export async function createToken(
  db: Kysely<Database>,
  userId: number,
  purpose: TokenPurpose,
  validMs: number,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .deleteFrom('tokens')
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute();
  await db
    .insertInto('tokens')
    .values({
      token_hash: hashToken(token),
      user_id: userId,
      purpose,
      expires_at: new Date(Date.now() + validMs),
      used_at: null,
    })
    .execute();
  return token;
}

export interface ValidToken {
  id: number;
  userId: number;
  purpose: TokenPurpose;
}

/** The unused, unexpired token, without using it up (the caller validates the rest first). */
export async function findValidToken(db: Kysely<Database>, token: string): Promise<ValidToken | null> {
  if (!looksLikeToken(token)) return null;
  const row = await db
    .selectFrom('tokens')
    .select(['id', 'user_id', 'purpose'])
    .where('token_hash', '=', hashToken(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date())
    .executeTakeFirst();
  if (!row || (row.purpose !== 'activation' && row.purpose !== 'reset')) return null;
  return { id: row.id, userId: row.user_id, purpose: row.purpose };
}

/** Marks the token used; false when another request used it first (the update is the race guard). */
export async function consumeToken(db: Kysely<Database>, id: number): Promise<boolean> {
  const row = await db
    .updateTable('tokens')
    .set({ used_at: new Date() })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** When the user's most recent token of this purpose was made (for the reset limit). */
export async function lastTokenCreatedAt(
  db: Kysely<Database>,
  userId: number,
  purpose: TokenPurpose,
): Promise<Date | null> {
  const row = await db
    .selectFrom('tokens')
    .select('created_at')
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? new Date(row.created_at) : null;
}
