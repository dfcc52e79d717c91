// Result texts of a module's draft (issue 33, spec §7): GET /api/result-text?module={id}, GET
// /api/result-text/{id}, POST /api/result-text (new, at `position`), POST /api/result-text/{id} (change),
// POST /api/result-text/{id}/move/{target}, DELETE /api/result-text/{id}. The text is html with
// placeholders, sanitised on save. Admins only; writes need If-Match and answer the new draft.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParam } from '../../../src/shared/management/common';
import { ModuleDraft } from '../../../src/shared/management/module';
import {
  NewResultTextBody,
  ResultTextBody,
  type ResultTextBody as Fields,
  ResultTextList,
  ResultTextListQuery,
} from '../../../src/shared/management/resultText';
import { MoveParams, ResultTextSchema } from '../../../src/shared/management/slide';
import { moduleOfResultText } from '../../../src/shared/moduleDraft/ids';
import {
  addResultText,
  deleteResultText,
  findResultText,
  moveResultText,
  updateResultText,
} from '../../../src/shared/moduleDraft/resultTexts';
import { answerContentRead, contentAccess, CONTENT_READ_ERRORS, CONTENT_WRITE_ERRORS } from '../../http/contentRoutes';
import { elementHandlers } from '../../http/elementHandlers';
import { answerBodyErrorsPerField } from '../../http/fieldErrors';
import { cleanHtml } from '../../services/richText';

const resultTextRoutes: FastifyPluginAsyncTypebox = async (app) => {
  answerBodyErrorsPerField(app);
  const config = contentAccess;
  const handle = elementHandlers(app, {
    noun: 'result_text',
    idKey: 'result_text',
    moduleOf: moduleOfResultText,
    missing: 'result_text_not_found',
    find: (content, id) => {
      const found = findResultText(content, id);
      return 'item' in found ? found.item : found;
    },
    clean: (fields: Fields) => ({ ...fields, text: cleanHtml(fields.text) }),
    add: addResultText,
    update: updateResultText,
    move: moveResultText,
    remove: deleteResultText,
  });
  app.get(
    '/api/result-text',
    { config, schema: { querystring: ResultTextListQuery, response: { 200: ResultTextList, ...CONTENT_READ_ERRORS } } },
    async (request, reply) => {
      const moduleId = Number(request.query.module);
      return answerContentRead(app, reply, moduleId, 'module_not_found', (content) => ({
        moduleId,
        items: content.result_texts,
      }));
    },
  );
  app.get(
    '/api/result-text/:id',
    { config, schema: { params: IdParam, response: { 200: ResultTextSchema, ...CONTENT_READ_ERRORS } } },
    async (request, reply) => handle.read(reply, Number(request.params.id)),
  );
  app.post(
    '/api/result-text',
    { config, schema: { body: NewResultTextBody, response: { 200: ModuleDraft, ...CONTENT_WRITE_ERRORS } } },
    async (request, reply) => handle.add(request, reply, request.body),
  );
  app.post(
    '/api/result-text/:id',
    {
      config,
      schema: { params: IdParam, body: ResultTextBody, response: { 200: ModuleDraft, ...CONTENT_WRITE_ERRORS } },
    },
    async (request, reply) => handle.update(request, reply, Number(request.params.id), request.body),
  );
  app.post(
    '/api/result-text/:id/move/:target',
    { config, schema: { params: MoveParams, response: { 200: ModuleDraft, ...CONTENT_WRITE_ERRORS } } },
    async (request, reply) => handle.move(request, reply, Number(request.params.id), Number(request.params.target)),
  );
  app.delete(
    '/api/result-text/:id',
    { config, schema: { params: IdParam, response: { 200: ModuleDraft, ...CONTENT_WRITE_ERRORS } } },
    async (request, reply) => handle.remove(request, reply, Number(request.params.id)),
  );
};

export default resultTextRoutes;
