// The class-list imports left with rows in error (issue 14): GET /api/student/imports/incomplete,
// GET /api/student/imports/{id}, PUT or POST /api/student/imports/{id}/seen. Imports are for people,
// not for a school's system: these take the session only.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ALL_MANAGERS, scopeFrom } from '../../../plugins/app/access';
import { IdParam } from '../../../schemas/common';
import { ImportDetail, ImportSummaryList, SeenResponse } from '../../../../src/shared/studentImport/api';
import { importErrors } from '../../../schemas/studentImport';
import {
  importDetail,
  importVisibility,
  incompleteImports,
  markImportSeen,
} from '../../../services/studentImport/importBatches';

const viewerErrors = importErrors(400, 401, 403, 404);

const importsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const config = { access: { scope: ALL_MANAGERS } };
  app.get(
    '/api/student/imports/incomplete',
    { config, schema: { response: { 200: ImportSummaryList, ...importErrors(401, 403) } } },
    async (request) => ({ items: await incompleteImports(app.db, importVisibility(scopeFrom(request))) }),
  );

  app.get(
    '/api/student/imports/:id',
    { config, schema: { params: IdParam, response: { 200: ImportDetail, ...viewerErrors } } },
    async (request, reply) => {
      const detail = await importDetail(app.db, importVisibility(scopeFrom(request)), Number(request.params.id));
      return detail ?? reply.code(404).send({ error: 'import_not_found' });
    },
  );

  // The spec names PUT; POST is accepted too (the brief of the management site uses it).
  app.route({
    method: ['PUT', 'POST'],
    url: '/api/student/imports/:id/seen',
    config,
    schema: { params: IdParam, response: { 200: SeenResponse, ...viewerErrors } },
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
};

export default importsRoutes;
