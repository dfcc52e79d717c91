// Oorcheck sessions of the built-in provider: start → pending, the test page opens → started, the
// run on the server (run.ts) ends it complete with its own threshold and result, or refused. Tokens are
// 256-bit random; the table keeps only their SHA-256. Every lookup is scoped to the owner, so a
// token of another student behaves like an unknown one (404), and expired sessions are forgotten.
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely' with { 'resolution-mode': 'import' };
import type { OorcheckStatusResponse } from '../../../src/shared/api';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
export const TOKEN_PATTERN = '^[A-Za-z0-9_-]{43}$';

export async function createSession(db: Db, userId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('oorcheck_sessions')
    .values({
      token_hash: hashToken(token),
      user_id: userId,
      status: 'pending',
      result: null,
      threshold_db: null,
      trials: null,
      run: null,
      mode: null,
      completed_at: null,
    })
    .execute();
  return token;
}

/** An external provider's token, recorded with its owner so only that student can poll it. */
export async function recordExternalSession(db: Db, userId: number, token: string): Promise<void> {
  await db
    .insertInto('oorcheck_sessions')
    .values({
      token_hash: hashToken(token),
      user_id: userId,
      status: 'pending',
      result: null,
      threshold_db: null,
      trials: null,
      run: null,
      mode: null,
      completed_at: null,
    })
    .execute();
}

async function findSession(db: Db, userId: number, token: string, maxAgeHours: number) {
  const since = new Date(Date.now() - maxAgeHours * 3_600_000);
  return db
    .selectFrom('oorcheck_sessions')
    .select(['token_hash', 'status', 'result', 'threshold_db'])
    .where('token_hash', '=', hashToken(token))
    .where('user_id', '=', userId)
    .where('created_at', '>', since)
    .executeTakeFirst();
}

export async function sessionStatus(
  db: Db,
  userId: number,
  token: string,
  maxAgeHours: number,
): Promise<OorcheckStatusResponse | null> {
  const row = await findSession(db, userId, token, maxAgeHours);
  return row ? { status: row.status, result: row.result } : null;
}

/** The test page opened: pending → started (a complete session stays complete). */
export async function markStarted(
  db: Db,
  userId: number,
  token: string,
  maxAgeHours: number,
): Promise<OorcheckStatusResponse | null> {
  const row = await findSession(db, userId, token, maxAgeHours);
  if (!row) return null;
  if (row.status === 'pending') {
    await db
      .updateTable('oorcheck_sessions')
      .set({ status: 'started' })
      .where('token_hash', '=', row.token_hash)
      .execute();
    return { status: 'started', result: null };
  }
  return { status: row.status, result: row.result };
}

/** The result of the student's most recent completed session, if it completed within `maxAgeDays`. */
export async function latestCompletedResult(
  db: Db,
  userId: number,
  maxAgeDays: number,
): Promise<'good' | 'bad' | null> {
  const since = new Date(Date.now() - maxAgeDays * 86_400_000);
  const row = await db
    .selectFrom('oorcheck_sessions')
    .select('result')
    .where('user_id', '=', userId)
    .where('status', '=', 'complete')
    .where('result', 'is not', null)
    .where('completed_at', '>', since)
    .orderBy('completed_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.result ?? null;
}

/** An external provider reported 'complete': remember the result here, where a finish looks for it. */
export async function recordExternalResult(
  db: Db,
  userId: number,
  token: string,
  result: string | null,
): Promise<void> {
  await db
    .updateTable('oorcheck_sessions')
    .set({ status: 'complete', result: result === 'bad' ? 'bad' : 'good', completed_at: new Date() })
    .where('token_hash', '=', hashToken(token))
    .where('user_id', '=', userId)
    .where('status', '!=', 'complete')
    .execute();
}
