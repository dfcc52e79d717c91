// A school's own system calls the import with its external-apps token (Authorization: Bearer …).
// Only the SHA-256 is stored (school_api_tokens, created and revoked by /api/school/{id}/generate
// and /clear); a revoked token or a school that is not active finds nothing.
import type { Kysely } from 'kysely' with { 'resolution-mode': 'import' };
import type { Database } from '../../db/schema';
import { hashToken } from '../tokens';

/** The token text from the header, or null when the request does not use one. */
export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer ([A-Za-z0-9._~+/=-]{20,200})$/.exec(header ?? '');
  return match ? match[1] : null;
}

export async function schoolForToken(
  db: Kysely<Database>,
  token: string,
): Promise<{ tokenId: number; schoolId: number } | null> {
  const row = await db
    .selectFrom('school_api_tokens as t')
    .innerJoin('schools as s', 's.id', 't.school_id')
    .select(['t.id', 't.school_id'])
    .where('t.token_hash', '=', hashToken(token))
    .where('t.revoked_at', 'is', null)
    .where('s.active', '=', true)
    .executeTakeFirst();
  if (!row) return null;
  await db.updateTable('school_api_tokens').set({ last_used_at: new Date() }).where('id', '=', row.id).execute();
  return { tokenId: row.id, schoolId: row.school_id };
}
