// Questions of a module's draft (issue 33, spec §7): GET /api/question/{id}, POST /api/question (new, in
// the module of `moduleId` at `position`), POST /api/question/{id} (change), DELETE /api/question/{id}.
// Admins only; writes need the draft's revision in If-Match and answer the new draft with its ETag.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParam } from '../../../src/shared/management/common';
import { ModuleDraft } from '../../../src/shared/management/module';
import { NewQuestionBody, QuestionBody, type QuestionBody as Fields } from '../../../src/shared/management/question';
import { SlideSchema } from '../../../src/shared/management/slide';
import { moduleOfSlide } from '../../../src/shared/moduleDraft/ids';
import { addQuestion, updateQuestion } from '../../../src/shared/moduleDraft/questions';
import { deleteSlide, findSlide } from '../../../src/shared/moduleDraft/slides';
import { contentAccess, CONTENT_READ_ERRORS, CONTENT_WRITE_ERRORS } from '../../http/contentRoutes';
import { elementHandlers, slideOnly } from '../../http/elementHandlers';
import { answerBodyErrorsPerField } from '../../http/fieldErrors';
import { cleanOptionalHtml } from '../../services/richText';

const questionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  answerBodyErrorsPerField(app);
  const config = contentAccess;
  const handle = elementHandlers(app, {
    noun: 'question',
    idKey: 'slide',
    moduleOf: moduleOfSlide,
    missing: 'question_not_found',
    find: slideOnly((content, id) => findSlide(content, id, 'question')),
    clean: (fields: Fields) => ({ ...fields, more_info: cleanOptionalHtml(fields.more_info) ?? null }),
    created: (fields) => ({ name: fields.name, type: fields.type }),
    add: addQuestion,
    update: updateQuestion,
    remove: (content, id) => deleteSlide(content, id, 'question'),
  });
  app.get(
    '/api/question/:id',
    { config, schema: { params: IdParam, response: { 200: SlideSchema, ...CONTENT_READ_ERRORS } } },
    async (request, reply) => handle.read(reply, Number(request.params.id)),
  );
  app.post(
    '/api/question',
    { config, schema: { body: NewQuestionBody, response: { 200: ModuleDraft, ...CONTENT_WRITE_ERRORS } } },
    async (request, reply) => handle.add(request, reply, request.body),
  );
  app.post(
    '/api/question/:id',
    {
      config,
      schema: { params: IdParam, body: QuestionBody, response: { 200: ModuleDraft, ...CONTENT_WRITE_ERRORS } },
    },
    async (request, reply) => handle.update(request, reply, Number(request.params.id), request.body),
  );
  app.delete(
    '/api/question/:id',
    { config, schema: { params: IdParam, response: { 200: ModuleDraft, ...CONTENT_WRITE_ERRORS } } },
    async (request, reply) => handle.remove(request, reply, Number(request.params.id)),
  );
};

export default questionRoutes;
