// Sub-questions of a composite question in a module's draft (issue 33, spec §7), each with a stable key
// rules read, separate from its text: GET /api/sub-question?question={id}, GET/PUT/DELETE /api/sub-question/{id}, POST /api/sub-question (new, at `position`),
// POST /api/sub-question/{id}/move/{target}. Admins only; writes need If-Match and answer the new draft.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParam } from '../../../src/shared/management/common';
import { ModuleDraft } from '../../../src/shared/management/module';
import {
  NewSubQuestionBody,
  SubQuestionBody,
  SubQuestionList,
  SubQuestionListQuery,
} from '../../../src/shared/management/subQuestion';
import { MoveParams, SubQuestionSchema } from '../../../src/shared/management/slide';
import { childHandlers } from '../../http/childRoutes';
import { contentAccess, CONTENT_READ_ERRORS, CONTENT_WRITE_ERRORS } from '../../http/contentRoutes';
import { answerBodyErrorsPerField } from '../../http/fieldErrors';

const subQuestionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  answerBodyErrorsPerField(app);
  const config = contentAccess;
  const handle = childHandlers(app, {
    list: 'sub_questions',
    noun: 'sub_question',
    missing: 'sub_question_not_found',
    parentMissing: 'question_not_found',
  });
  app.get(
    '/api/sub-question',
    {
      config,
      schema: { querystring: SubQuestionListQuery, response: { 200: SubQuestionList, ...CONTENT_READ_ERRORS } },
    },
    async (request, reply) => handle.list(reply, Number(request.query.question)),
  );
  app.get(
    '/api/sub-question/:id',
    { config, schema: { params: IdParam, response: { 200: SubQuestionSchema, ...CONTENT_READ_ERRORS } } },
    async (request, reply) => handle.read(reply, Number(request.params.id)),
  );
  app.post(
    '/api/sub-question',
    { config, schema: { body: NewSubQuestionBody, response: { 200: ModuleDraft, ...CONTENT_WRITE_ERRORS } } },
    async (request, reply) => {
      const { questionId, position, ...fields } = request.body;
      return handle.add(request, reply, questionId, fields, position);
    },
  );
  app.put(
    '/api/sub-question/:id',
    {
      config,
      schema: { params: IdParam, body: SubQuestionBody, response: { 200: ModuleDraft, ...CONTENT_WRITE_ERRORS } },
    },
    async (request, reply) => handle.update(request, reply, Number(request.params.id), request.body),
  );
  app.post(
    '/api/sub-question/:id/move/:target',
    { config, schema: { params: MoveParams, response: { 200: ModuleDraft, ...CONTENT_WRITE_ERRORS } } },
    async (request, reply) => handle.move(request, reply, Number(request.params.id), Number(request.params.target)),
  );
  app.delete(
    '/api/sub-question/:id',
    { config, schema: { params: IdParam, response: { 200: ModuleDraft, ...CONTENT_WRITE_ERRORS } } },
    async (request, reply) => handle.remove(request, reply, Number(request.params.id)),
  );
};

export default subQuestionRoutes;
