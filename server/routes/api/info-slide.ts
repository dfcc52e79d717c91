// Info slides of a module's draft (issue 33, spec §7): GET /api/info-slide/{id}, POST /api/info-slide
// (new, in the module of `moduleId` at `position`), POST /api/info-slide/{id} (change). Deleting and
// moving: the slide routes. Admins only; writes need If-Match and answer the new draft with its ETag.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParam } from '../../../src/shared/management/common';
import { InfoSlideBody, NewInfoSlideBody } from '../../../src/shared/management/infoSlide';
import { ModuleDraft } from '../../../src/shared/management/module';
import { SlideSchema } from '../../../src/shared/management/slide';
import { moduleOfSlide } from '../../../src/shared/moduleDraft/ids';
import { addInfoSlide, updateInfoSlide } from '../../../src/shared/moduleDraft/infoSlides';
import { findSlide, isRefused } from '../../../src/shared/moduleDraft/slides';
import {
  answerContentRead,
  answerContentWrite,
  contentAccess,
  CONTENT_READ_ERRORS,
  CONTENT_WRITE_ERRORS,
} from '../../http/contentRoutes';
import { answerBodyErrorsPerField } from '../../http/fieldErrors';
import { checkImages } from '../../services/moduleContent/inputs';
import { cleanOptionalHtml } from '../../services/richText';

const cleaned = <B extends InfoSlideBody>(body: B): B => ({
  ...body,
  more_info: cleanOptionalHtml(body.more_info) ?? null,
});

const infoSlideRoutes: FastifyPluginAsyncTypebox = async (app) => {
  answerBodyErrorsPerField(app);
  const config = contentAccess;
  app.get(
    '/api/info-slide/:id',
    { config, schema: { params: IdParam, response: { 200: SlideSchema, ...CONTENT_READ_ERRORS } } },
    async (request, reply) => {
      const id = Number(request.params.id);
      return answerContentRead(app, reply, moduleOfSlide(id), 'info_slide_not_found', (content) => {
        const found = findSlide(content, id, 'info_slide');
        return isRefused(found) ? found : found.slide;
      });
    },
  );
  app.post(
    '/api/info-slide',
    { config, schema: { body: NewInfoSlideBody, response: { 200: ModuleDraft, ...CONTENT_WRITE_ERRORS } } },
    async (request, reply) => {
      const { moduleId, position, ...body } = cleaned(request.body);
      return answerContentWrite(
        app,
        request,
        reply,
        {
          moduleId,
          action: 'module.info_slide.create',
          detail: { name: body.name },
          edit: (content, reserved) => addInfoSlide(content, moduleId, body, position, reserved),
        },
        () => checkImages(app.db, [body.info_image]),
      );
    },
  );
  app.post(
    '/api/info-slide/:id',
    {
      config,
      schema: { params: IdParam, body: InfoSlideBody, response: { 200: ModuleDraft, ...CONTENT_WRITE_ERRORS } },
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
          action: 'module.info_slide.update',
          detail: { slide: id, name: body.name },
          edit: (content) => updateInfoSlide(content, id, body),
        },
        () => checkImages(app.db, [body.info_image]),
      );
    },
  );
};

export default infoSlideRoutes;
