// POST /api/module/import: a content file becomes a draft, of the module it names or (?target=new) of a
// new module. Checked as `npm run content:check` checks it; any problem: 400 import_problems, nothing written.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ModuleDocument, ModuleDraft } from '../../../../src/shared/management/module';
import { ADMINS } from '../../../plugins/app/access';
import { actorOf } from '../../../http/actor';
import { answerDraft } from '../../../http/draftReply';
import { ifMatchOf } from '../../../http/ifMatch';
import { answerModuleBodyErrors } from '../../../http/moduleBodyErrors';
import { ImportQuery, MODULE_WRITE_ERRORS } from '../../../schemas/module';
import { importDocument } from '../../../services/moduleEditor/transfer';

const moduleImportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  answerModuleBodyErrors(app);
  app.post(
    '/api/module/import',
    {
      config: { access: { scope: ADMINS } },
      bodyLimit: 2 * 1024 * 1024,
      schema: {
        querystring: ImportQuery,
        body: ModuleDocument,
        response: { 200: ModuleDraft, ...MODULE_WRITE_ERRORS },
      },
    },
    async (request, reply) => {
      const ifMatch = ifMatchOf(request);
      if ('invalid' in ifMatch) return reply.code(400).send({ error: 'invalid_request' });
      const outcome = await importDocument(
        app.db,
        actorOf(request),
        request.body,
        request.query.target ?? 'named',
        'revision' in ifMatch ? ifMatch.revision : null,
      );
      if (!outcome.ok && 'body' in outcome) return reply.code(outcome.status).send(outcome.body);
      return answerDraft(reply, outcome);
    },
  );
};

export default moduleImportRoutes;
