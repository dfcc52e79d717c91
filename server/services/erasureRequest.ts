// A student's open erasure request, for the managers of that student (issue 21): read it, confirm it
// (the student is erased; the request row goes with the account) or reject it. Scoped like every
// student read: a student outside the caller's scope answers 404. The audit entries name the request,
// the school and the manager, not the student.
import type { Kysely } from 'kysely' with { 'resolution-mode': 'import' };
import type { PendingErasureRequest } from '../../src/shared/management/erasureRequest';
import type { Database } from '../db/schema';
import { eraseStudentAccount } from './myData/eraseAccount';
import { erasureAlertKey } from './myData/erasureRequests';
import { resolveAlert } from './alert';
import { type Actor, auditBy } from './auditWrite';
import { iso } from './listing';
import { ok, type Outcome, refuse } from './outcome';
import { type Scope, studentRow, studentWhere } from './scope';

type Db = Kysely<Database>;

async function pendingOf(db: Db, scope: Scope, studentId: number) {
  const student = await db
    .selectFrom('users')
    .select(['id', 'school_id'])
    .where('id', '=', studentId)
    .where(studentRow())
    .where(studentWhere(scope))
    .executeTakeFirst();
  if (!student) return null;
  const request = await db
    .selectFrom('erasure_requests')
    .select(['id', 'requested_at'])
    .where('user_id', '=', studentId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return { student, request };
}

export async function getPendingErasureRequest(
  db: Db,
  scope: Scope,
  studentId: number,
): Promise<Outcome<PendingErasureRequest>> {
  const found = await pendingOf(db, scope, studentId);
  if (!found) return refuse(404, 'student_not_found');
  const { request } = found;
  return ok({ request: request ? { id: request.id, requestedAt: iso(request.requested_at)! } : null });
}

/** Erases the student (that call audits the delete), then closes the alert and audits the confirmation. */
export async function confirmErasureRequest(
  db: Db,
  actor: Actor,
  scope: Scope,
  studentId: number,
): Promise<Outcome<null>> {
  const found = await pendingOf(db, scope, studentId);
  if (!found) return refuse(404, 'student_not_found');
  if (!found.request) return refuse(404, 'erasure_request_not_found');
  const requestId = found.request.id;
  const erased = await eraseStudentAccount(db, actor, scope, studentId);
  if (!erased.ok) return erased;
  await db.transaction().execute(async (trx) => {
    await resolveAlert(trx, erasureAlertKey(requestId));
    await auditBy(trx, actor, {
      action: 'erasure_request_confirm',
      entityType: 'erasure_request',
      entityId: requestId,
      schoolId: found.student.school_id,
    });
  });
  return ok(null);
}

export async function rejectErasureRequest(
  db: Db,
  actor: Actor,
  scope: Scope,
  studentId: number,
): Promise<Outcome<null>> {
  const found = await pendingOf(db, scope, studentId);
  if (!found) return refuse(404, 'student_not_found');
  if (!found.request) return refuse(404, 'erasure_request_not_found');
  const requestId = found.request.id;
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('erasure_requests')
      .set({ status: 'rejected', decided_at: new Date() })
      .where('id', '=', requestId)
      .execute();
    await resolveAlert(trx, erasureAlertKey(requestId));
    await auditBy(trx, actor, {
      action: 'erasure_request_reject',
      entityType: 'erasure_request',
      entityId: requestId,
      schoolId: found.student.school_id,
    });
  });
  return ok(null);
}
