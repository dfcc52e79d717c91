// External-apps tokens: a school's own system calls the student import without a person. The token
// is shown once; only its SHA-256 is kept. Generating a new one revokes the old one; /clear revokes.
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely' with { 'resolution-mode': 'import' };
import type { Database } from '../db/schema';
import { type Actor, auditBy } from './auditWrite';
import { ok, type Outcome, refuse } from './outcome';
import { type Scope, schoolWhere } from './scope';

export const TOKEN_PREFIX = 'lrc_';
export const hashApiToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export async function generateApiToken(
  db: Kysely<Database>,
  actor: Actor,
  scope: Scope,
  schoolId: number,
): Promise<Outcome<{ token: string; prefix: string }>> {
  return db.transaction().execute(async (trx) => {
    const school = await trx
      .selectFrom('schools')
      .select('id')
      .where('id', '=', schoolId)
      .where(schoolWhere(scope))
      .forUpdate()
      .executeTakeFirst();
    if (!school) return refuse(404, 'school_not_found');
    const token = `${TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
    const prefix = token.slice(0, TOKEN_PREFIX.length + 6);
    await trx
      .updateTable('school_api_tokens')
      .set({ revoked_at: new Date() })
      .where('school_id', '=', schoolId)
      .where('revoked_at', 'is', null)
      .execute();
    const row = await trx
      .insertInto('school_api_tokens')
      .values({ school_id: schoolId, token_hash: hashApiToken(token), prefix, created_by: scope.userId })
      .returning('id')
      .executeTakeFirstOrThrow();
    await auditBy(trx, actor, {
      action: 'school_token_generate',
      entityType: 'school',
      entityId: schoolId,
      schoolId,
      detail: { tokenId: row.id, prefix },
    });
    return ok({ token, prefix });
  });
}

export async function clearApiToken(
  db: Kysely<Database>,
  actor: Actor,
  scope: Scope,
  schoolId: number,
): Promise<Outcome<{ success: true }>> {
  return db.transaction().execute(async (trx) => {
    const school = await trx
      .selectFrom('schools')
      .select('id')
      .where('id', '=', schoolId)
      .where(schoolWhere(scope))
      .forUpdate()
      .executeTakeFirst();
    if (!school) return refuse(404, 'school_not_found');
    const revoked = await trx
      .updateTable('school_api_tokens')
      .set({ revoked_at: new Date() })
      .where('school_id', '=', schoolId)
      .where('revoked_at', 'is', null)
      .returning('id')
      .execute();
    await auditBy(trx, actor, {
      action: 'school_token_clear',
      entityType: 'school',
      entityId: schoolId,
      schoolId,
      detail: { revoked: revoked.map((r) => r.id) },
    });
    return ok({ success: true as const });
  });
}

/**
 * The one token lookup (the student import's Bearer calls): the token and school of an active token
 * of an active school, or null. Marks the token used.
 */
export async function apiTokenOf(
  db: Kysely<Database>,
  token: string,
): Promise<{ tokenId: number; schoolId: number } | null> {
  if (!token.startsWith(TOKEN_PREFIX) || token.length > 200) return null;
  const row = await db
    .updateTable('school_api_tokens')
    .set({ last_used_at: new Date() })
    .where('token_hash', '=', hashApiToken(token))
    .where('revoked_at', 'is', null)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('schools')
          .select('schools.id')
          .whereRef('schools.id', '=', 'school_api_tokens.school_id')
          .where('schools.active', '=', true),
      ),
    )
    .returning(['id', 'school_id'])
    .executeTakeFirst();
  return row ? { tokenId: row.id, schoolId: row.school_id } : null;
}

/** The school an active token belongs to, or null. */
export async function schoolOfApiToken(db: Kysely<Database>, token: string): Promise<number | null> {
  return (await apiTokenOf(db, token))?.schoolId ?? null;
}
