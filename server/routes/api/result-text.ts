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
import {
  answerContentRead,
  answerContentWrite,
  contentAccess,
  CONTENT_READ_ERRORS,
  CONTENT_WRITE_ERRORS,
} from '../../http/contentRoutes';
import { answerBodyErrorsPerField } from '../../http/fieldErrors';
import { checkImages } from '../../services/moduleContent/inputs';
import { cleanHtml } from '../../services/richText';

const cleaned = <B extends ResultTextBody>(body: B): B => ({ ...body, text: cleanHtml(body.text) });

const resultTextRoutes: FastifyPluginAsyncTypebox = async (app) => {
  answerBodyErrorsPerField(app);
  const config = contentAccess;
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
    async (request, reply) => {
      const id = Number(request.params.id);
      return answerContentRead(app, reply, moduleOfResultText(id), 'result_text_not_found', (content) => {
        const found = findResultText(content, id);
        return 'item' in found ? found.item : found;
      });
    },
  );
  app.post(
    '/api/result-text',
    { config, schema: { body: NewResultTextBody, response: { 200: ModuleDraft, ...CONTENT_WRITE_ERRORS } } },
    async (request, reply) => {
      const { moduleId, position, ...fields } = cleaned(request.body);
      return answerContentWrite(
        app,
        request,
        reply,
        {
          moduleId,
          action: 'module.result_text.create',
          detail: { name: fields.name },
          edit: (content, reserved) => addResultText(content, moduleId, fields, position, reserved),
        },
        () => checkImages(app.db, [fields.info_image]),
      );
    },
  );
  app.post(
    '/api/result-text/:id',
    {
      config,
      schema: { params: IdParam, body: ResultTextBody, response: { 200: ModuleDraft, ...CONTENT_WRITE_ERRORS } },
    },
    async (request, reply) => {
      const id = Number(request.params.id);
      const fields = cleaned(request.body);
      return answerContentWrite(
        app,
        request,
        reply,
        {
          moduleId: moduleOfResultText(id),
          action: 'module.result_text.update',
          detail: { result_text: id, name: fields.name },
          edit: (content) => updateResultText(content, id, fields),
        },
        () => checkImages(app.db, [fields.info_image]),
      );
    },
  );
  app.post(
    '/api/result-text/:id/move/:target',
    { config, schema: { params: MoveParams, response: { 200: ModuleDraft, ...CONTENT_WRITE_ERRORS } } },
    async (request, reply) => {
      const id = Number(request.params.id);
      const target = Number(request.params.target);
      return answerContentWrite(app, request, reply, {
        moduleId: moduleOfResultText(id),
        action: 'module.result_text.move',
        detail: { result_text: id, target },
        edit: (content) => moveResultText(content, id, target),
      });
    },
  );
  app.delete(
    '/api/result-text/:id',
    { config, schema: { params: IdParam, response: { 200: ModuleDraft, ...CONTENT_WRITE_ERRORS } } },
    async (request, reply) => {
      const id = Number(request.params.id);
      return answerContentWrite(app, request, reply, {
        moduleId: moduleOfResultText(id),
        action: 'module.result_text.delete',
        detail: { result_text: id },
        edit: (content) => deleteResultText(content, id),
      });
    },
  );
};

export default resultTextRoutes;
