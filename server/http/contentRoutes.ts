// What the module editor's content route files share (issue 33, spec §7: slide, info-slide, info-text,
// question, sub-question, question-option, result-text): who may call them, reading one element of a
// draft with the draft's revision as ETag, and a write through the draft primitive (If-Match first).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorCode } from '../../src/shared/errorCodes';
import type { ModuleDraft } from '../../src/shared/management/module';
import type { Refused } from '../../src/shared/moduleDraft/edit';
import { ADMINS } from '../plugins/app/access';
import { CONTENT_WRITE_ERRORS, MODULE_READ_ERRORS } from '../schemas/module';
import {
  type ContentWrite,
  type ModuleContent,
  readContent,
  writeContent,
} from '../services/moduleContent/draftContent';
import type { Outcome } from '../services/outcome';
import { actorOf } from './actor';
import { answerDraft } from './draftReply';
import { etagOf, requireIfMatch } from './ifMatch';

/** Admins only (super admin, admin): managers and students 403. */
export const contentAccess = { access: { scope: ADMINS } } as const;
export { MODULE_READ_ERRORS as CONTENT_READ_ERRORS, CONTENT_WRITE_ERRORS };

const isRefused = (value: unknown): value is Refused =>
  typeof value === 'object' && value !== null && (value as { ok?: unknown }).ok === false;

/** Reads the draft of `moduleId` and answers what `pick` takes from it, with the revision as ETag. */
export async function answerContentRead<T>(
  app: FastifyInstance,
  reply: FastifyReply,
  moduleId: number,
  missing: ErrorCode,
  pick: (content: ModuleContent) => T | Refused,
): Promise<T | FastifyReply> {
  const read = await readContent(app.db, moduleId);
  if (!read) return reply.code(404).send({ error: missing });
  const value = pick(read.content);
  if (isRefused(value)) return reply.code(value.status).send({ error: value.error });
  void reply.header('ETag', etagOf(read.revision));
  return value;
}

/**
 * A write: If-Match (428/400 when missing or malformed), then `prepare` (sanitising, image checks; a
 * refusal answers as it is), then the edit through the draft primitive; answers the new draft + ETag.
 */
export async function answerContentWrite(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  write: Omit<ContentWrite, 'revision'>,
  prepare?: () => Promise<Outcome<null>>,
): Promise<ModuleDraft | FastifyReply> {
  const revision = requireIfMatch(request, reply);
  if (revision === null) return reply;
  if (prepare) {
    const ready = await prepare();
    if (!ready.ok) return reply.code(ready.status).send({ error: ready.error });
  }
  return answerDraft(reply, await writeContent(app.db, actorOf(request), { ...write, revision }));
}
