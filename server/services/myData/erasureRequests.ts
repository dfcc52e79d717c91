// A student's request to have their data erased (issue 21). The student files it; a manager of the
// student's school or location confirms it (the account is erased, the request goes with it) or
// rejects it (services/erasureRequest.ts). The row and the audit entries hold who, when
// and the status only. While the request is open, the school's managers see an alert.
import type { Kysely } from 'kysely' with { 'resolution-mode': 'import' };
import type { ErasureRequest } from '../../../src/shared/myData';
import { json } from '../../db/json';
import type { Database } from '../../db/schema';
import { ERASURE_ALERT } from '../../messages/erasure';
import { raiseAlert } from '../alert';
import { isUniqueViolation } from '../outcome';

type Db = Kysely<Database>;

const toRequest = (r: {
  id: number;
  status: 'pending' | 'rejected';
  requested_at: Date | string;
  decided_at: Date | string | null;
}): ErasureRequest => ({
  id: r.id,
  status: r.status,
  requestedAt: new Date(r.requested_at).toISOString(),
  decidedAt: r.decided_at ? new Date(r.decided_at).toISOString() : null,
});

const requestsOf = (db: Db, userId: number) =>
  db
    .selectFrom('erasure_requests')
    .select(['id', 'status', 'requested_at', 'decided_at'])
    .where('user_id', '=', userId)
    .orderBy('requested_at', 'desc')
    .orderBy('id', 'desc');

export async function listErasureRequests(db: Db, userId: number): Promise<ErasureRequest[]> {
  return (await requestsOf(db, userId).execute()).map(toRequest);
}

/** The newest request (pending, or the last rejected one), or null. */
export async function latestErasureRequest(db: Db, userId: number): Promise<ErasureRequest | null> {
  const row = await requestsOf(db, userId).executeTakeFirst();
  return row ? toRequest(row) : null;
}

/** The alert of one request: raised when it is filed, removed when it is decided or erased. */
export const erasureAlertKey = (requestId: number): string => `erasure-request:${requestId}`;

/**
 * Files the request, or answers the one already open (asking twice is not two requests). The alert
 * goes to the managers of the student's location (and so of its school), or of the school when the
 * student has no location. The audit entry names the student by id only: when the account is erased,
 * the id turns null and what stays is that a request was made at that school.
 */
export async function fileErasureRequest(db: Db, userId: number): Promise<ErasureRequest> {
  const open = async () => requestsOf(db, userId).where('status', '=', 'pending').executeTakeFirst();
  const existing = await open();
  if (existing) return toRequest(existing);
  try {
    return await db.transaction().execute(async (trx) => {
      const user = await trx
        .selectFrom('users')
        .select(['school_id', 'location_id'])
        .where('id', '=', userId)
        .executeTakeFirstOrThrow();
      const row = await trx
        .insertInto('erasure_requests')
        .values({ user_id: userId })
        .returning(['id', 'status', 'requested_at', 'decided_at'])
        .executeTakeFirstOrThrow();
      await raiseAlert(trx, {
        type: 'erasure_request',
        schoolId: user.school_id,
        locationId: user.location_id,
        header: ERASURE_ALERT.header,
        text: ERASURE_ALERT.text,
        link: `/beheer/leerlingen/${userId}`,
        dedupeKey: erasureAlertKey(row.id),
      });
      await trx
        .insertInto('audit_log')
        .values({
          action: 'erasure_request',
          actor_id: userId,
          entity_type: 'erasure_request',
          entity_id: row.id,
          school_id: user.school_id,
          detail: json({}),
        })
        .execute();
      return toRequest(row);
    });
  } catch (err) {
    // Two taps at once: the other one filed it.
    if (isUniqueViolation(err)) {
      const other = await open();
      if (other) return toRequest(other);
    }
    throw err;
  }
}
