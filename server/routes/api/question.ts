// Questions of a module's draft (issue 33, spec §7): GET /api/question/{id}, POST /api/question (new, in
// the module of `moduleId` at `position`), POST /api/question/{id} (change), DELETE /api/question/{id}.
// Admins only; writes need the draft's revision in If-Match and answer the new draft with its ETag.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParam } from '../../../src/shared/management/common';
import { ModuleDraft } from '../../../src/shared/management/module';
import { NewQuestionBody, QuestionBody } from '../../../src/shared/management/question';
import { SlideSchema } from '../../../src/shared/management/slide';
import { moduleOfSlide } from '../../../src/shared/moduleDraft/ids';
import { addQuestion, updateQuestion } from '../../../src/shared/moduleDraft/questions';
import { deleteSlide, findSlide, isRefused } from '../../../src/shared/moduleDraft/slides';
import {
  answerContentRead,
  answerContentWrite,
  contentAccess,
  CONTENT_READ_ERRORS,
  CONTENT_WRITE_ERRORS,
} from '../../http/contentRoutes';
import { answerBodyErrorsPerField } from '../../http/fieldErrors';
import { cleanOptionalHtml } from '../../services/richText';
import { checkImages } from '../../services/moduleContent/inputs';

/** The question's fields as stored: its more-info html sanitised. */
const cleaned = <B extends QuestionBody>(body: B): B => ({
  ...body,
  more_info: cleanOptionalHtml(body.more_info) ?? null,
});

const questionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  answerBodyErrorsPerField(app);
  const config = contentAccess;
  app.get(
    '/api/question/:id',
    { config, schema: { params: IdParam, response: { 200: SlideSchema, ...CONTENT_READ_ERRORS } } },
    async (request, reply) => {
      const id = Number(request.params.id);
      return answerContentRead(app, reply, moduleOfSlide(id), 'question_not_found', (content) => {
        const found = findSlide(content, id, 'question');
        return isRefused(found) ? found : found.slide;
      });
    },
  );
  app.post(
    '/api/question',
    { config, schema: { body: NewQuestionBody, response: { 200: ModuleDraft, ...CONTENT_WRITE_ERRORS } } },
    async (request, reply) => {
      const { moduleId, position, ...body } = cleaned(request.body);
      return answerContentWrite(
        app,
        request,
        reply,
        {
          moduleId,
          action: 'module.question.create',
          detail: { name: body.name, type: body.type },
          edit: (content, reserved) => addQuestion(content, moduleId, body, position, reserved),
        },
        () => checkImages(app.db, [body.info_image]),
      );
    },
  );
  app.post(
    '/api/question/:id',
    {
      config,
      schema: { params: IdParam, body: QuestionBody, response: { 200: ModuleDraft, ...CONTENT_WRITE_ERRORS } },
    },
    async (request, reply) => {
      const id = Number(request.params.id);
      const body = cleaned(request.body);
      return answerContentWrite(
        app,
        request,
        reply,
        {
          moduleId: moduleOfSlide(id),
          action: 'module.question.update',
          detail: { slide: id, name: body.name },
          edit: (content, reserved) => updateQuestion(content, id, body, reserved),
        },
        () => checkImages(app.db, [body.info_image]),
      );
    },
  );
  app.delete(
    '/api/question/:id',
    { config, schema: { params: IdParam, response: { 200: ModuleDraft, ...CONTENT_WRITE_ERRORS } } },
    async (request, reply) => {
      const id = Number(request.params.id);
      return answerContentWrite(app, request, reply, {
        moduleId: moduleOfSlide(id),
        action: 'module.question.delete',
        detail: { slide: id },
        edit: (content) => deleteSlide(content, id, 'question'),
      });
    },
  );
};

export default questionRoutes;
