// Stores finished tests (and skipped and started modules), for their own endpoints and the offline action
// queue alike, so both apply the same rules. The finish result is recomputed here with the rule
// engine; the client's result is not trusted.
import type { Kysely } from 'kysely' with { 'resolution-mode': 'import' };
import { findAnswerProblem } from '../../src/rules/answerCheck';
import { processModule } from '../../src/rules/engine';
import type { Answer } from '../../src/rules/types';
import type { ErrorCode } from '../../src/shared/errorCodes';
import type { Database } from '../db/schema';
import { schoolYearOf } from '../../src/shared/management/schoolYear';
import type {
  FinishPayload as FinishBody,
  SkipPayload as SkipBody,
  StartPayload as StartBody,
} from '../../src/shared/test';
import { loadModule, type StoredModule } from './module';
import { currentModule } from './moduleContentCache';
import { oorcheckAnswersFromSessions } from './oorcheck/answer';
import { insertTest } from './testInserts';

/** The outcome as an HTTP status and body, so the queue can report it per item. */
export type ActionOutcome =
  { status: 200; body: { success: true } } | { status: 400 | 403; body: { error: ErrorCode } };

const ok: ActionOutcome = { status: 200, body: { success: true } };
const fail = (status: 400 | 403, error: ErrorCode): ActionOutcome => ({ status, body: { error } });

/** Why a skip or start of this module is refused (unknown, or its topic switched off); null: allowed. */
/** From the content cache (no query while its changes are heard), as GET /api/test/data shows it. */
async function moduleRefusal(db: Kysely<Database>, module: number): Promise<ActionOutcome | null> {
  const found = await currentModule(db, module);
  if (!found) return fail(400, 'unknown_module');
  if (found.module.topic.status === 'disabled') return fail(400, 'module_disabled');
  return null;
}

export async function skipModule(db: Kysely<Database>, userId: number, { module }: SkipBody): Promise<ActionOutcome> {
  const refused = await moduleRefusal(db, module);
  if (refused) return refused;
  // A repeated skip (e.g. replayed from the offline queue) is stored once.
  await db
    .insertInto('module_skips')
    .values({ user_id: userId, module_id: module })
    .onConflict((oc) => oc.columns(['user_id', 'module_id']).doNothing())
    .execute();
  return ok;
}

/**
 * The student opened the module (its first slide). Only the first start of a school year is kept
 * (migration 021): opening it again, or the same start replayed from the offline queue, stores nothing.
 * It is stored after a finish or a skip too; statistics count a start only without either.
 */
export async function startModule(
  db: Kysely<Database>,
  userId: number,
  { module }: StartBody,
  now: Date = new Date(),
): Promise<ActionOutcome> {
  const refused = await moduleRefusal(db, module);
  if (refused) return refused;
  await db
    .insertInto('module_starts')
    .values({ user_id: userId, module_id: module, school_year: schoolYearOf(now), started_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'module_id', 'school_year']).doNothing())
    .execute();
  return ok;
}

/** A finish stored before under this id: its owner's replay is answered as the first time (200), anyone else's 403. */
async function storedBefore(db: Kysely<Database>, id: string, userId: number): Promise<ActionOutcome | null> {
  const existing = await db.selectFrom('tests').select('user_id').where('id', '=', id).executeTakeFirst();
  if (!existing) return null;
  return existing.user_id === userId ? ok : fail(403, 'forbidden');
}

/** The module the finish was taken on, or why the finish cannot be stored. */
async function finishModule(db: Kysely<Database>, body: FinishBody): Promise<StoredModule | ActionOutcome> {
  // Version pinning (issue 33): an attempt is finished with the version it started on, also when a newer
  // one was published meanwhile; an older client that sends none gets the newest.
  const stored =
    (await currentModule(db, body.module, body.module_version)) ??
    (await loadModule(db, body.module, body.module_version));
  if (!stored) return fail(400, 'unknown_module');
  const { module, config } = stored;
  // A disabled module is not offered, so no finish of it can be new (a replay is answered as stored).
  if (module.topic.status === 'disabled') return fail(400, 'module_disabled');
  if (findAnswerProblem(module, body.answers as unknown as Answer[])) return fail(400, 'invalid_answer');
  const actionNames = new Set(config.actions.map((a) => a.name));
  if (body.actions.some((a) => !actionNames.has(a))) return fail(400, 'unknown_action');
  return stored;
}

export async function finishAttempt(db: Kysely<Database>, userId: number, body: FinishBody): Promise<ActionOutcome> {
  const id = body.id.toLowerCase();
  const stored = await finishModule(db, body);
  // A finish stored before is answered as it was whatever its body says now (the offline queue replays
  // what it sent, perhaps after the module was switched off): the stored row is looked for only here,
  // and when the insert below finds the id taken, not on every finish.
  if ('status' in stored) return (await storedBefore(db, id, userId)) ?? stored;
  const { module, config } = stored;

  // The hearing-test answer comes from the student's own completed session (issue 22).
  const answers = await oorcheckAnswersFromSessions(db, userId, module, body.answers as unknown as Answer[]);
  const processed = processModule(module, config, { answers, meta: body.meta });
  const skipped = new Set(processed.skipQuestionIds);
  const inserted = await insertTest(db, {
    id,
    user_id: userId,
    module_id: module.id,
    module_version: stored.version,
    answers: JSON.stringify(answers.filter((a) => !skipped.has(a.question))),
    meta: JSON.stringify(body.meta),
    computed: JSON.stringify(processed.computedResult),
    result: processed.result,
    norm_results: JSON.stringify(processed.normResult),
    actions: JSON.stringify(body.actions),
    contact_data: body.contact_data,
  });
  if (inserted) return ok;
  // Taken: a replay, or two concurrent finishes of the same test (the second stores nothing).
  return (await storedBefore(db, id, userId)) ?? ok;
}
