// What the student and the staff import routes share: the multipart upload (read in the handler,
// so Fastify's body validation is skipped for it alone), their rate limit, and how a bad file, an
// import without a valid row or a concurrent change becomes a 400 or 409 with Dutch text.
import type { FastifyReply, FastifyRequest, FastifySchemaCompiler } from 'fastify';
import type { TSchema } from '@sinclair/typebox';
import type { Kysely } from 'kysely' with { 'resolution-mode': 'import' };
import { ImportFileError } from '../../src/shared/studentImport';
import { USER_FIELDS, type UserMapping } from '../../src/shared/userImport';
import type { Database } from '../db/schema';
import { scopeFrom } from '../plugins/app/access';
import { importErrors } from '../schemas/studentImport';
import { bearerToken } from '../services/studentImport/apiToken';
import { type ImportScope, importScope } from '../services/studentImport/importScope';
import { NoValidRowsError } from '../services/studentImport/studentImport';
import { BadUploadError, type Upload, readUpload } from '../services/studentImport/upload';
import { ERROR_MESSAGES } from '../../src/shared/errors/messages';

/**
 * The upload's body schema documents the form; Fastify must not check it, as the file is streamed in
 * the handler after validation has run (readUpload checks every part). Any other part of such a route
 * would need the real compiler: refuse to start rather than let it pass unchecked.
 */
export const uploadValidator: FastifySchemaCompiler<unknown> = ({ httpPart, url }) => {
  if (httpPart !== 'body') throw new Error(`${url}: only the multipart body may skip validation`);
  return () => true;
};

export const uploadSchema = <B extends TSchema, S extends TSchema>(summary: string, body: B, success: S) => ({
  summary,
  consumes: ['multipart/form-data'],
  body,
  response: { 200: success, ...importErrors(400, 401, 403, 404, 409, 429) },
});

/** Per token (a school's system) or per address: an import of 10,000 rows takes seconds, not a loop. */
export const IMPORT_RATE_LIMIT = {
  max: 20,
  timeWindow: '1 minute',
  keyGenerator: (request: FastifyRequest) => {
    const token = bearerToken(request.headers.authorization);
    return token ? `import-token:${token.slice(0, 16)}` : `import-ip:${request.ip}`;
  },
};

const SCHOOL_REQUIRED = {
  students: 'Kies de school waarvoor je leerlingen inleest.',
  staff: 'Kies de school waarvoor je medewerkers inleest.',
} as const;

/** The upload, or a 400 already sent (a bad file with its Dutch reason, or a malformed form). */
async function uploadOr400<M>(
  request: FastifyRequest,
  reply: FastifyReply,
  mappingFields?: readonly string[],
): Promise<Upload<M> | null> {
  try {
    return await readUpload<M>(request, mappingFields);
  } catch (err) {
    if (err instanceof ImportFileError) await reply.code(400).send({ error: err.code, message: err.message });
    else if (err instanceof BadUploadError) await reply.code(400).send({ error: 'invalid_request' });
    else throw err;
    return null;
  }
}

/**
 * The upload and the school it goes into (narrowed by the caller's scope), or null with the answer
 * already sent: a bad file or form (400), no school chosen where one must be (400), or a school out
 * of reach (404, as if it did not exist).
 */
export async function uploadInScope<M>(
  db: Kysely<Database>,
  request: FastifyRequest,
  reply: FastifyReply,
  kind: keyof typeof SCHOOL_REQUIRED,
  mappingFields?: readonly string[],
): Promise<{ upload: Upload<M>; scope: ImportScope } | null> {
  const upload = await uploadOr400<M>(request, reply, mappingFields);
  if (!upload) return null;
  const scope = await importScope(db, scopeFrom(request), upload.schoolId);
  if (!('error' in scope)) return { upload, scope };
  if (scope.error === 'school_required')
    await reply.code(400).send({ error: 'school_required', message: SCHOOL_REQUIRED[kind] });
  else await reply.code(404).send({ error: 'school_not_found' });
  return null;
}

/**
 * The user import's upload (preview and import alike) and what it imports into: the school in the
 * caller's scope, its locations, and the caller, whose rights bound the roles a row may give.
 */
export async function userImportUpload(db: Kysely<Database>, request: FastifyRequest, reply: FastifyReply) {
  const ready = await uploadInScope<UserMapping>(db, request, reply, 'staff', USER_FIELDS);
  if (!ready) return null;
  const { upload, scope } = ready;
  return { upload, target: { schoolId: scope.schoolId, locations: scope.locations, callerId: request.user!.id } };
}

/** Runs a preview or import; a bad file, nothing to import, or a concurrent insert answers 400/409. */
export async function fileErrors<T>(reply: FastifyReply, work: () => Promise<T>): Promise<T | FastifyReply> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof ImportFileError) return reply.code(400).send({ error: err.code, message: err.message });
    if (err instanceof NoValidRowsError)
      return reply.code(400).send({ error: 'no_valid_rows', message: ERROR_MESSAGES.no_valid_rows });
    if ((err as { code?: string }).code === '23505')
      return reply.code(409).send({ error: 'import_conflict', message: ERROR_MESSAGES.import_conflict });
    throw err;
  }
}
