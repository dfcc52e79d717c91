// Answers of the module editor's draft writes (server/services/moduleEditor/edit.ts, and the example
// saves that check the draft's revision): the new draft with its ETag, 409 stale_revision with the colleague's current draft (and its ETag), 400 with the content
// checker's problems (fields keyed by JSON pointer), or a plain refusal.
import type { FastifyReply } from 'fastify';
import type { ModuleDraft } from '../../src/shared/management/module';
import type { DraftOutcome } from '../services/moduleEditor/edit';
import { fieldsOf } from '../services/moduleEditor/problems';
import { etagOf } from './ifMatch';

export function answerDraft<T extends object = ModuleDraft>(
  reply: FastifyReply,
  outcome: DraftOutcome<T>,
): T | FastifyReply {
  if (outcome.ok) {
    // A saved example is not a draft: the draft's revision, unchanged, is the caller's own If-Match.
    if ('revision' in outcome.value) void reply.header('ETag', etagOf(outcome.value.revision as number));
    return outcome.value;
  }
  if ('current' in outcome)
    return reply
      .code(409)
      .header('ETag', etagOf(outcome.current.revision))
      .send({ error: outcome.error, current: outcome.current });
  if ('problems' in outcome)
    return reply
      .code(400)
      .send({ error: outcome.error, fields: fieldsOf(outcome.problems), problems: outcome.problems });
  return reply.code(outcome.status).send({ error: outcome.error });
}
