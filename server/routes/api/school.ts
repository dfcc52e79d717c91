// Schools: GET /api/school, GET/PUT/DELETE /api/school/{id}, POST /api/school,
// POST /api/school/approve-school-year, POST /api/school/{id}/activate, POST /api/school/{id}/approve,
// POST /api/school/{id}/generate and /clear (the external-apps token, shown once).
// Spec section 7 lists approve as a GET; it changes data, so it is a POST here (a GET would be
// open to cross-site requests and prefetching).
import type { Static } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParam, SuccessResponse } from '../../../src/shared/management/common';
import {
  ActivateBody,
  ApproveSchoolYearBody,
  GeneratedToken,
  School,
  SchoolInput,
  SchoolList,
  SchoolListQuery,
} from '../../../src/shared/management/school';
import { ADMINS, SCHOOL_MANAGERS, scopeFrom } from '../../plugins/app/access';
import { answerBodyErrorsPerField } from '../../http/fieldErrors';
import { clearApiToken, generateApiToken } from '../../services/apiToken';
import { approveSchoolYear } from '../../services/schoolYear';
import { createSchool, deleteSchool, getSchool, listSchools, setSchoolFlag, updateSchool } from '../../services/school';
import { READ_ERRORS, WRITE_ERRORS } from '../../schemas/management';
import { answer, answerDeleted } from '../../http/reply';
import { actorOf } from '../../http/actor';

const schoolRoutes: FastifyPluginAsyncTypebox = async (app) => {
  answerBodyErrorsPerField(app);
  const managers = { access: { scope: SCHOOL_MANAGERS } };
  const admins = { access: { scope: ADMINS } };
  const id = (p: Static<typeof IdParam>) => Number(p.id);

  app.get(
    '/api/school',
    { config: managers, schema: { querystring: SchoolListQuery, response: { 200: SchoolList, ...READ_ERRORS } } },
    async (request) => listSchools(app.db, scopeFrom(request), request.query),
  );
  app.get(
    '/api/school/:id',
    { config: managers, schema: { params: IdParam, response: { 200: School, ...READ_ERRORS } } },
    async (request, reply) => answer(reply, await getSchool(app.db, scopeFrom(request), id(request.params))),
  );
  app.post(
    '/api/school',
    { config: admins, schema: { body: SchoolInput, response: { 200: School, ...WRITE_ERRORS } } },
    async (request, reply) =>
      answer(reply, await createSchool(app.db, actorOf(request), scopeFrom(request), request.body)),
  );
  app.put(
    '/api/school/:id',
    {
      config: managers,
      schema: { params: IdParam, body: SchoolInput, response: { 200: School, ...WRITE_ERRORS } },
    },
    async (request, reply) =>
      answer(reply, await updateSchool(app.db, actorOf(request), scopeFrom(request), id(request.params), request.body)),
  );
  app.delete(
    '/api/school/:id',
    { config: admins, schema: { params: IdParam, response: { 200: SuccessResponse, ...WRITE_ERRORS } } },
    async (request, reply) =>
      answerDeleted(reply, await deleteSchool(app.db, actorOf(request), scopeFrom(request), id(request.params))),
  );
  app.post(
    '/api/school/approve-school-year',
    {
      config: managers,
      schema: { body: ApproveSchoolYearBody, response: { 200: SuccessResponse, ...WRITE_ERRORS } },
    },
    async (request, reply) =>
      answer(
        reply,
        await approveSchoolYear(
          app.db,
          actorOf(request),
          scopeFrom(request),
          request.body.schoolId,
          request.body.schoolYear,
          new Date(),
        ),
      ),
  );
  app.post(
    '/api/school/:id/activate',
    { config: admins, schema: { params: IdParam, body: ActivateBody, response: { 200: School, ...WRITE_ERRORS } } },
    async (request, reply) =>
      answer(
        reply,
        await setSchoolFlag(
          app.db,
          actorOf(request),
          scopeFrom(request),
          id(request.params),
          'active',
          request.body.active,
        ),
      ),
  );
  app.post(
    '/api/school/:id/approve',
    { config: admins, schema: { params: IdParam, response: { 200: School, ...WRITE_ERRORS } } },
    async (request, reply) =>
      answer(
        reply,
        await setSchoolFlag(app.db, actorOf(request), scopeFrom(request), id(request.params), 'approved', true),
      ),
  );
  app.post(
    '/api/school/:id/generate',
    { config: managers, schema: { params: IdParam, response: { 200: GeneratedToken, ...WRITE_ERRORS } } },
    async (request, reply) => {
      // The token is a secret: never cached anywhere on the way back.
      reply.header('cache-control', 'no-store');
      return answer(reply, await generateApiToken(app.db, actorOf(request), scopeFrom(request), id(request.params)));
    },
  );
  app.post(
    '/api/school/:id/clear',
    { config: managers, schema: { params: IdParam, response: { 200: SuccessResponse, ...WRITE_ERRORS } } },
    async (request, reply) =>
      answer(reply, await clearApiToken(app.db, actorOf(request), scopeFrom(request), id(request.params))),
  );
};

export default schoolRoutes;
