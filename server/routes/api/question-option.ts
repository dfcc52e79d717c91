// Answer options of a question in a module's draft (issue 33, spec §7): GET /api/question-option?question={id},
// GET/PUT/DELETE /api/question-option/{id}, POST /api/question-option (new, at `position`),
// POST /api/question-option/{id}/move/{target}. Admins only; writes need If-Match and answer the new draft.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParam } from '../../../src/shared/management/common';
import { ModuleDraft } from '../../../src/shared/management/module';
import { NewOptionBody, OptionBody, OptionList, OptionListQuery } from '../../../src/shared/management/questionOption';
import { MoveParams, OptionSchema } from '../../../src/shared/management/slide';
import { cleanOption } from '../../../src/shared/moduleDraft/questions';
import { childHandlers } from '../../http/childRoutes';
import { contentAccess, CONTENT_READ_ERRORS, CONTENT_WRITE_ERRORS } from '../../http/contentRoutes';
import { answerBodyErrorsPerField } from '../../http/fieldErrors';

const questionOptionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  answerBodyErrorsPerField(app);
  const config = contentAccess;
  const handle = childHandlers(app, {
    list: 'options',
    noun: 'option',
    missing: 'option_not_found',
    parentMissing: 'question_not_found',
  });
  app.get(
    '/api/question-option',
    { config, schema: { querystring: OptionListQuery, response: { 200: OptionList, ...CONTENT_READ_ERRORS } } },
    async (request, reply) => handle.list(reply, Number(request.query.question)),
  );
  app.get(
    '/api/question-option/:id',
    { config, schema: { params: IdParam, response: { 200: OptionSchema, ...CONTENT_READ_ERRORS } } },
    async (request, reply) => handle.read(reply, Number(request.params.id)),
  );
  app.post(
    '/api/question-option',
    { config, schema: { body: NewOptionBody, response: { 200: ModuleDraft, ...CONTENT_WRITE_ERRORS } } },
    async (request, reply) => {
      const { questionId, position, ...fields } = request.body;
      return handle.add(request, reply, questionId, cleanOption(fields), position);
    },
  );
  app.put(
    '/api/question-option/:id',
    { config, schema: { params: IdParam, body: OptionBody, response: { 200: ModuleDraft, ...CONTENT_WRITE_ERRORS } } },
    async (request, reply) => handle.update(request, reply, Number(request.params.id), cleanOption(request.body)),
  );
  app.post(
    '/api/question-option/:id/move/:target',
    { config, schema: { params: MoveParams, response: { 200: ModuleDraft, ...CONTENT_WRITE_ERRORS } } },
    async (request, reply) => handle.move(request, reply, Number(request.params.id), Number(request.params.target)),
  );
  app.delete(
    '/api/question-option/:id',
    { config, schema: { params: IdParam, response: { 200: ModuleDraft, ...CONTENT_WRITE_ERRORS } } },
    async (request, reply) => handle.remove(request, reply, Number(request.params.id)),
  );
};

export default questionOptionRoutes;
