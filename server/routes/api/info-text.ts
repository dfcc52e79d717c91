// Info texts of a slide in a module's draft (issue 33, spec §7), the sidebar's folding texts (html,
// sanitised on save): GET /api/info-text?slide={id},
// GET/PUT/DELETE /api/info-text/{id}, POST /api/info-text (new, at `position`),
// POST /api/info-text/{id}/move/{target}. Admins only; writes need If-Match and answer the new draft.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParam } from '../../../src/shared/management/common';
import { ModuleDraft } from '../../../src/shared/management/module';
import {
  NewInfoTextBody,
  InfoTextBody,
  InfoTextList,
  InfoTextListQuery,
} from '../../../src/shared/management/infoText';
import { MoveParams, InfoTextSchema } from '../../../src/shared/management/slide';
import { cleanHtml } from '../../services/richText';
import { childHandlers } from '../../http/childRoutes';
import { contentAccess, CONTENT_READ_ERRORS, CONTENT_WRITE_ERRORS } from '../../http/contentRoutes';
import { answerBodyErrorsPerField } from '../../http/fieldErrors';

const infoTextRoutes: FastifyPluginAsyncTypebox = async (app) => {
  answerBodyErrorsPerField(app);
  const config = contentAccess;
  const handle = childHandlers(app, {
    list: 'info_texts',
    noun: 'info_text',
    missing: 'info_text_not_found',
    parentMissing: 'slide_not_found',
  });
  app.get(
    '/api/info-text',
    { config, schema: { querystring: InfoTextListQuery, response: { 200: InfoTextList, ...CONTENT_READ_ERRORS } } },
    async (request, reply) => handle.list(reply, Number(request.query.slide)),
  );
  app.get(
    '/api/info-text/:id',
    { config, schema: { params: IdParam, response: { 200: InfoTextSchema, ...CONTENT_READ_ERRORS } } },
    async (request, reply) => handle.read(reply, Number(request.params.id)),
  );
  app.post(
    '/api/info-text',
    { config, schema: { body: NewInfoTextBody, response: { 200: ModuleDraft, ...CONTENT_WRITE_ERRORS } } },
    async (request, reply) => {
      const { slideId, position, ...fields } = request.body;
      return handle.add(request, reply, slideId, { ...fields, text: cleanHtml(fields.text) }, position);
    },
  );
  app.put(
    '/api/info-text/:id',
    {
      config,
      schema: { params: IdParam, body: InfoTextBody, response: { 200: ModuleDraft, ...CONTENT_WRITE_ERRORS } },
    },
    async (request, reply) =>
      handle.update(request, reply, Number(request.params.id), { ...request.body, text: cleanHtml(request.body.text) }),
  );
  app.post(
    '/api/info-text/:id/move/:target',
    { config, schema: { params: MoveParams, response: { 200: ModuleDraft, ...CONTENT_WRITE_ERRORS } } },
    async (request, reply) => handle.move(request, reply, Number(request.params.id), Number(request.params.target)),
  );
  app.delete(
    '/api/info-text/:id',
    { config, schema: { params: IdParam, response: { 200: ModuleDraft, ...CONTENT_WRITE_ERRORS } } },
    async (request, reply) => handle.remove(request, reply, Number(request.params.id)),
  );
};

export default infoTextRoutes;
