// The one call that erases a student whose erasure request was confirmed: the management delete,
// which checks the caller's scope, erases everywhere (services/erasure, issue 21: the account and
// every row that names or links to it, the request included) and audits that a student was deleted
// without naming them. Kept as its own function so a confirmed request has one place to change.
import type { Kysely } from 'kysely' with { 'resolution-mode': 'import' };
import type { Database } from '../../db/schema';
import type { Actor } from '../auditWrite';
import { deleteStudent } from '../student';
import type { Outcome } from '../outcome';
import type { Scope } from '../scope';

export async function eraseStudentAccount(
  db: Kysely<Database>,
  actor: Actor,
  scope: Scope,
  studentId: number,
): Promise<Outcome<null>> {
  return deleteStudent(db, actor, scope, studentId);
}
