// The student import (issue 14): preview a class list (nothing written), import it (all valid rows
// in one transaction), list imports left with rows in error, show one, mark one seen. The preview and
// the import also take a school's external-apps token (Authorization: Bearer …) instead of a session.
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest, FastifySchemaCompiler } from 'fastify';
import { ImportFileError } from '../../src/shared/studentImport';
import { IdParam } from '../schemas/common';
import {
  ImportDetail,
  ImportPreview,
  ImportResult,
  ImportSummaryList,
  SeenBody,
  UploadBody,
  importErrors,
} from '../schemas/studentImport';
import { requireScope, requireScopeOrSchoolToken, scopeFrom } from '../plugins/managementScope';
import { bearerToken } from '../services/studentImport/apiToken';
import {
  importDetail,
  importVisibility,
  incompleteImports,
  markImportSeen,
} from '../services/studentImport/importBatches';
import { importScope } from '../services/studentImport/importScope';
import { type Importer, NoValidRowsError, previewImport, runImport } from '../services/studentImport/studentImport';
import { BadUploadError, MULTIPART_LIMITS, type Upload, readUpload } from '../services/studentImport/upload';

/**
 * The upload's body schema documents the form; Fastify must not check it, as the file is streamed in
 * the handler after validation has run (readUpload checks every part). Any other part of such a route
 * would need the real compiler: refuse to start rather than let it pass unchecked.
 */
const uploadValidator: FastifySchemaCompiler<unknown> = ({ httpPart, url }) => {
  if (httpPart !== 'body') throw new Error(`${url}: only the multipart body may skip validation`);
  return () => true;
};

const uploadSchema = <S extends object>(summary: string, success: S) => ({
  summary,
  consumes: ['multipart/form-data'],
  body: UploadBody,
  response: { 200: success, ...importErrors(400, 401, 403, 404, 409, 429) },
});

const viewerErrors = importErrors(400, 401, 403, 404);

const NO_VALID_ROWS =
  'Geen enkele regel kan worden ingelezen. Bekijk de fouten in het voorbeeld en pas het bestand aan.';
const CONFLICT =
  'Tijdens het inlezen is een van deze leerlingen door iemand anders toegevoegd. Bekijk het voorbeeld opnieuw.';
const SCHOOL_REQUIRED = 'Kies de school waarvoor u leerlingen inleest.';

/** Per token (a school's system) or per address: an import of 10,000 rows takes seconds, not a loop. */
const IMPORT_RATE_LIMIT = {
  max: 20,
  timeWindow: '1 minute',
  keyGenerator: (request: FastifyRequest) => {
    const token = bearerToken(request.headers.authorization);
    return token ? `import-token:${token.slice(0, 16)}` : `import-ip:${request.ip}`;
  },
};

/** Who the import is recorded as: the person (and the real one while imitating) or the school's system. */
function importerOf(request: FastifyRequest): Importer {
  if (request.apiToken) return { user: null, apiTokenId: request.apiToken.tokenId, ip: request.ip };
  const user = request.user!;
  return {
    user: { id: user.id, username: user.username },
    imitator: request.imitator ? { id: request.imitator.id, username: request.imitator.username } : null,
    apiTokenId: null,
    ip: request.ip,
  };
}

const studentImportRoutes: FastifyPluginAsyncTypebox<{ publicUrl: string }> = async (app, opts) => {
  app.decorateRequest('scope', null);
  app.decorateRequest('apiToken', null);
  await app.register(fastifyMultipart, { limits: MULTIPART_LIMITS });
  // Who may import, and into which school, is decided by the management scope (plugins/managementScope.ts).
  const uploader = requireScopeOrSchoolToken();
  const viewer = requireScope();

  /** Parses the upload and finds the school; every bad file ends here as 400 with a code and Dutch text. */
  async function prepare(request: FastifyRequest, reply: FastifyReply) {
    let upload: Upload;
    try {
      upload = await readUpload(request);
    } catch (err) {
      if (err instanceof ImportFileError) return reply.code(400).send({ error: err.code, message: err.message });
      if (err instanceof BadUploadError) return reply.code(400).send({ error: 'invalid_request' });
      throw err;
    }
    const scope = await importScope(app.db, scopeFrom(request), upload.schoolId);
    if ('error' in scope) {
      if (scope.error === 'school_required')
        return reply.code(400).send({ error: 'school_required', message: SCHOOL_REQUIRED });
      return reply.code(404).send({ error: 'school_not_found' });
    }
    return { upload, scope };
  }

  async function fileErrors<T>(reply: FastifyReply, work: () => Promise<T>): Promise<T | FastifyReply> {
    try {
      return await work();
    } catch (err) {
      if (err instanceof ImportFileError) return reply.code(400).send({ error: err.code, message: err.message });
      if (err instanceof NoValidRowsError)
        return reply.code(400).send({ error: 'no_valid_rows', message: NO_VALID_ROWS });
      if ((err as { code?: string }).code === '23505')
        return reply.code(409).send({ error: 'import_conflict', message: CONFLICT });
      throw err;
    }
  }

  app.post(
    '/api/student/preview-import',
    {
      preHandler: uploader,
      config: { rateLimit: IMPORT_RATE_LIMIT },
      validatorCompiler: uploadValidator,
      schema: uploadSchema('Check a class list; nothing is written', ImportPreview),
    },
    async (request, reply) => {
      const ready = await prepare(request, reply);
      if (!ready || reply.sent) return reply;
      return fileErrors(reply, () => previewImport(app.db, ready.scope, ready.upload.file, ready.upload.mapping));
    },
  );

  app.post(
    '/api/student/import',
    {
      preHandler: uploader,
      config: { rateLimit: IMPORT_RATE_LIMIT },
      validatorCompiler: uploadValidator,
      schema: uploadSchema('Import the valid rows of a class list in one transaction', ImportResult),
    },
    async (request, reply) => {
      const ready = await prepare(request, reply);
      if (!ready || reply.sent) return reply;
      const { upload, scope } = ready;
      const result = await fileErrors(reply, () =>
        runImport(app.db, opts.publicUrl, scope, importerOf(request), upload.file, upload.mapping),
      );
      if (!reply.sent) app.mail.deliver();
      return result;
    },
  );

  // Imports are for people, not for a school's system: these take the session only.
  app.get(
    '/api/student/imports/incomplete',
    { preHandler: viewer, schema: { response: { 200: ImportSummaryList, ...importErrors(401, 403) } } },
    async (request) => ({ items: await incompleteImports(app.db, importVisibility(scopeFrom(request))) }),
  );

  app.get(
    '/api/student/imports/:id',
    { preHandler: viewer, schema: { params: IdParam, response: { 200: ImportDetail, ...viewerErrors } } },
    async (request, reply) => {
      const detail = await importDetail(app.db, importVisibility(scopeFrom(request)), Number(request.params.id));
      return detail ?? reply.code(404).send({ error: 'import_not_found' });
    },
  );

  // The spec names PUT; POST is accepted too (the brief of the management site uses it).
  for (const method of ['PUT', 'POST'] as const) {
    app.route({
      method,
      url: '/api/student/imports/:id/seen',
      preHandler: viewer,
      schema: { params: IdParam, response: { 200: SeenBody, ...viewerErrors } },
      handler: async (request, reply) => {
        const user = request.imitator ?? request.user!;
        const ok = await markImportSeen(
          app.db,
          importVisibility(scopeFrom(request)),
          Number(request.params.id),
          { id: user.id, username: user.username },
          request.ip,
        );
        return ok ? { ok: true as const } : reply.code(404).send({ error: 'import_not_found' });
      },
    });
  }
};

export default studentImportRoutes;
