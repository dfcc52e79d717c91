// Info slides of a module's draft (issue 33, spec §7): GET /api/info-slide/{id}, POST /api/info-slide
// (new, in the module of `moduleId` at `position`), POST /api/info-slide/{id} (change). Deleting and
// moving: the slide routes. Admins only; writes need If-Match and answer the new draft with its ETag.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParam } from '../../../src/shared/management/common';
import {
  type InfoSlideBody as Fields,
  InfoSlideBody,
  NewInfoSlideBody,
} from '../../../src/shared/management/infoSlide';
import { ModuleDraft } from '../../../src/shared/management/module';
import { SlideSchema } from '../../../src/shared/management/slide';
import { moduleOfSlide } from '../../../src/shared/moduleDraft/ids';
import { addInfoSlide, updateInfoSlide } from '../../../src/shared/moduleDraft/infoSlides';
import { findSlide } from '../../../src/shared/moduleDraft/slides';
import { contentAccess, CONTENT_READ_ERRORS, CONTENT_WRITE_ERRORS } from '../../http/contentRoutes';
import { elementHandlers, slideOnly } from '../../http/elementHandlers';
import { answerBodyErrorsPerField } from '../../http/fieldErrors';
import { cleanOptionalHtml } from '../../services/richText';

const infoSlideRoutes: FastifyPluginAsyncTypebox = async (app) => {
  answerBodyErrorsPerField(app);
  const config = contentAccess;
  const handle = elementHandlers(app, {
    noun: 'info_slide',
    idKey: 'slide',
    moduleOf: moduleOfSlide,
    missing: 'info_slide_not_found',
    find: slideOnly((content, id) => findSlide(content, id, 'info_slide')),
    clean: (fields: Fields) => ({ ...fields, more_info: cleanOptionalHtml(fields.more_info) ?? null }),
    add: addInfoSlide,
    update: updateInfoSlide,
  });
  app.get(
    '/api/info-slide/:id',
    { config, schema: { params: IdParam, response: { 200: SlideSchema, ...CONTENT_READ_ERRORS } } },
    async (request, reply) => handle.read(reply, Number(request.params.id)),
  );
  app.post(
    '/api/info-slide',
    { config, schema: { body: NewInfoSlideBody, response: { 200: ModuleDraft, ...CONTENT_WRITE_ERRORS } } },
    async (request, reply) => handle.add(request, reply, request.body),
  );
  app.post(
    '/api/info-slide/:id',
    {
      config,
      schema: { params: IdParam, body: InfoSlideBody, response: { 200: ModuleDraft, ...CONTENT_WRITE_ERRORS } },
    },
    async (request, reply) => handle.update(request, reply, Number(request.params.id), request.body),
  );
};

export default infoSlideRoutes;
