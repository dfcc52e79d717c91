// Students: GET /api/student, GET /api/student/list-filter-data, GET/POST/DELETE /api/student/{id},
// POST /api/student/send-activation-mail. (The import routes are in the import's own file.)
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParam, SuccessResponse } from '../../../src/shared/management/common';
import {
  SendActivationBody,
  SendActivationResponse,
  StudentDetail,
  StudentFilterData,
  StudentList,
  StudentListQuery,
  StudentUpdate,
} from '../../../src/shared/management/student';
import { requireScope, scopeFrom } from '../../plugins/managementScope';
import {
  deleteStudent,
  listStudents,
  readStudent,
  sendActivationMails,
  studentFilterData,
  updateStudent,
} from '../../services/student';
import type { ManagementOptions } from '.';
import { READ_ERRORS, WRITE_ERRORS } from '../../schemas/management';
import { answer, answerDeleted } from './reply';
import { actorOf } from './actor';

const studentRoutes: FastifyPluginAsyncTypebox<ManagementOptions> = async (app, { publicUrl }) => {
  const preHandler = requireScope();
  app.get(
    '/api/student',
    { preHandler, schema: { querystring: StudentListQuery, response: { 200: StudentList, ...READ_ERRORS } } },
    async (request) => listStudents(app.db, scopeFrom(request), request.query),
  );
  app.get(
    '/api/student/list-filter-data',
    { preHandler, schema: { response: { 200: StudentFilterData, ...READ_ERRORS } } },
    async (request) => studentFilterData(app.db, scopeFrom(request)),
  );
  app.get(
    '/api/student/:id',
    { preHandler, schema: { params: IdParam, response: { 200: StudentDetail, ...READ_ERRORS } } },
    async (request, reply) => answer(reply, await readStudent(app.db, scopeFrom(request), Number(request.params.id))),
  );
  app.post(
    '/api/student/:id',
    { preHandler, schema: { params: IdParam, body: StudentUpdate, response: { 200: StudentDetail, ...WRITE_ERRORS } } },
    async (request, reply) =>
      answer(
        reply,
        await updateStudent(app.db, actorOf(request), scopeFrom(request), Number(request.params.id), request.body),
      ),
  );
  app.delete(
    '/api/student/:id',
    { preHandler, schema: { params: IdParam, response: { 200: SuccessResponse, ...WRITE_ERRORS } } },
    async (request, reply) =>
      answerDeleted(
        reply,
        await deleteStudent(app.db, actorOf(request), scopeFrom(request), Number(request.params.id)),
      ),
  );
  app.post(
    '/api/student/send-activation-mail',
    { preHandler, schema: { body: SendActivationBody, response: { 200: SendActivationResponse, ...WRITE_ERRORS } } },
    async (request, reply) =>
      answer(reply, await sendActivationMails(app, actorOf(request), scopeFrom(request), request.body.ids, publicUrl)),
  );
};

export default studentRoutes;
