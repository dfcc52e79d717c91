// The answer to an `oorcheck` question is never what the client says it is: a finished test
// (POST /api/test/finish or FINISH_TEST in the offline queue) gets the result of that student's
// own most recent completed hearing-test session. Without one, a claimed result is stored as
// 'not done' (skipped), so a forged 0/1 never reaches the stored test or the statistics.
// Kept in its own function so the finish path only has to call it.
import type { Kysely } from 'kysely' with { 'resolution-mode': 'import' };
import type { Answer, Module } from '../../../src/rules/types';
import { oorcheckAnswerValue } from '../../../src/rules/values';
import type { Database } from '../../db/schema';
import { latestCompletedResult } from './session';

/** A session result older than this does not count for a new finish (a new school year, a new test). */
export const RESULT_VALID_DAYS = 30;

export async function oorcheckAnswersFromSessions(
  db: Kysely<Database>,
  userId: number,
  module: Module,
  answers: Answer[],
): Promise<Answer[]> {
  const questions = new Set(module.slides.filter((s) => s.type === 'oorcheck').map((s) => s.id));
  if (!answers.some((a) => questions.has(a.question) && !a.skip)) return answers;
  const result = await latestCompletedResult(db, userId, RESULT_VALID_DAYS);
  return answers.map((a) => {
    if (!questions.has(a.question) || a.skip) return a; // an honest 'not done' stays 'not done'
    return result ? { ...a, value: oorcheckAnswerValue(result) } : { ...a, skip: true, value: null };
  });
}
