// GET /api/lesson-guide: the enabled modules and whether each has a lesson guide;
// GET /api/lesson-guide/{id}: one module's guide (null: none yet); GET /api/lesson-guide/{id}/pdf: as
// a PDF. Every staff role (students: 403); a disabled or unknown module answers 404.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParam } from '../../../src/shared/management/common';
import { LessonGuidePage, LessonModuleList } from '../../../src/shared/management/lessonGuide';
import { renderLessonGuidePdf } from '../../pdf/lessonGuidePdf';
import { ALL_MANAGERS } from '../../plugins/app/access';
import { answerBodyErrorsPerField } from '../../http/fieldErrors';
import { fileResponse } from '../../schemas/common';
import { managementErrors, READ_ERRORS } from '../../schemas/management';
import { lessonGuidePage, listLessonModules } from '../../services/lessonGuide';

const lessonRoutes: FastifyPluginAsyncTypebox = async (app) => {
  answerBodyErrorsPerField(app);
  const config = { access: { scope: ALL_MANAGERS } };
  app.get(
    '/api/lesson-guide',
    { config, schema: { response: { 200: LessonModuleList, ...READ_ERRORS } } },
    async () => ({ items: await listLessonModules(app.db) }),
  );
  app.get(
    '/api/lesson-guide/:id',
    { config, schema: { params: IdParam, response: { 200: LessonGuidePage, ...READ_ERRORS } } },
    async (request, reply) =>
      (await lessonGuidePage(app.db, Number(request.params.id))) ?? reply.code(404).send({ error: 'not_found' }),
  );
  app.get(
    '/api/lesson-guide/:id/pdf',
    {
      config,
      schema: {
        params: IdParam,
        response: {
          200: fileResponse("A module's lesson guide for teachers (PDF).", 'application/pdf'),
          ...managementErrors(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const page = await lessonGuidePage(app.db, Number(request.params.id));
      if (!page?.guide) return reply.code(404).send({ error: 'not_found' });
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `attachment; filename="lesbrief-${page.id}.pdf"`)
        .send(await renderLessonGuidePdf(page.title, page.guide));
    },
  );
};

export default lessonRoutes;
