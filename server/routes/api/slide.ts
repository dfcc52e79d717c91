// Slides of a module's draft (issue 33, spec §7): GET /api/slide?module={id} (the slides in order, any
// kind), POST /api/slide/{id}/move/{target} (target: the 0-based place it ends at), DELETE /api/slide/{id}.
// Admins only; writes need the draft's revision in If-Match and answer the new draft with its ETag.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParam } from '../../../src/shared/management/common';
import { ModuleDraft } from '../../../src/shared/management/module';
import { MoveParams, SlideList, SlideListQuery } from '../../../src/shared/management/slide';
import { moduleOfSlide } from '../../../src/shared/moduleDraft/ids';
import { deleteSlide, findSlide, moveSlide } from '../../../src/shared/moduleDraft/slides';
import { answerContentRead, contentAccess, CONTENT_READ_ERRORS, CONTENT_WRITE_ERRORS } from '../../http/contentRoutes';
import { elementHandlers, slideOnly } from '../../http/elementHandlers';
import { answerBodyErrorsPerField } from '../../http/fieldErrors';

const slideRoutes: FastifyPluginAsyncTypebox = async (app) => {
  answerBodyErrorsPerField(app);
  const config = contentAccess;
  const handle = elementHandlers(app, {
    noun: 'slide',
    idKey: 'slide',
    moduleOf: moduleOfSlide,
    missing: 'slide_not_found',
    find: slideOnly((content, id) => findSlide(content, id)),
    move: moveSlide,
    remove: (content, id) => deleteSlide(content, id, 'any'),
  });
  app.get(
    '/api/slide',
    { config, schema: { querystring: SlideListQuery, response: { 200: SlideList, ...CONTENT_READ_ERRORS } } },
    async (request, reply) => {
      const moduleId = Number(request.query.module);
      return answerContentRead(app, reply, moduleId, 'module_not_found', (content) => ({
        moduleId,
        items: content.slides,
      }));
    },
  );
  app.post(
    '/api/slide/:id/move/:target',
    { config, schema: { params: MoveParams, response: { 200: ModuleDraft, ...CONTENT_WRITE_ERRORS } } },
    async (request, reply) => handle.move(request, reply, Number(request.params.id), Number(request.params.target)),
  );
  app.delete(
    '/api/slide/:id',
    { config, schema: { params: IdParam, response: { 200: ModuleDraft, ...CONTENT_WRITE_ERRORS } } },
    async (request, reply) => handle.remove(request, reply, Number(request.params.id)),
  );
};

export default slideRoutes;
