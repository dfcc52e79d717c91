// The one call that erases a student whose erasure request was confirmed. Today it is the
// management delete (services/management/students.ts: the account and what cascades with it); when
// the erasure that reaches everywhere lands (services/erasure, issue 21), only this line changes.
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely' with { 'resolution-mode': 'import' };
import type { Database } from '../../db/schema';
import { deleteStudent } from '../management/students';
import type { Outcome } from '../management/result';
import type { Scope } from '../management/scope';

export async function eraseStudentAccount(
  db: Kysely<Database>,
  request: FastifyRequest,
  scope: Scope,
  studentId: number,
): Promise<Outcome<null>> {
  return deleteStudent(db, request, scope, studentId);
}
