// The student import (issue 14): preview a class list (nothing written), import it (all valid rows
// in one transaction), list imports left with rows in error, show one, mark one seen. The preview and
// the import also take a school's external-apps token (Authorization: Bearer …) instead of a session.
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ColumnMapping } from '../../src/shared/studentImport';
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
import {
  importDetail,
  importVisibility,
  incompleteImports,
  markImportSeen,
} from '../services/studentImport/importBatches';
import { type Importer, previewImport, runImport } from '../services/studentImport/studentImport';
import { MULTIPART_LIMITS } from '../services/studentImport/upload';
import { IMPORT_RATE_LIMIT, fileErrors, uploadInScope, uploadSchema, uploadValidator } from './importUpload';

const viewerErrors = importErrors(400, 401, 403, 404);

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
  const prepare = (request: FastifyRequest, reply: FastifyReply) =>
    uploadInScope<ColumnMapping>(app.db, request, reply, 'students');

  app.post(
    '/api/student/preview-import',
    {
      preHandler: uploader,
      config: { rateLimit: IMPORT_RATE_LIMIT },
      validatorCompiler: uploadValidator,
      schema: uploadSchema('Check a class list; nothing is written', UploadBody, ImportPreview),
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
      schema: uploadSchema('Import the valid rows of a class list in one transaction', UploadBody, ImportResult),
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
