// Students: GET /api/student, GET /api/student/list-filter-data, GET/POST/DELETE /api/student/{id},
// POST /api/student/send-activation-mail. (The import routes are in the import's own file.)
import type { Static } from '@sinclair/typebox';
import type { FastifyPluginAsync } from 'fastify';
import { IdParam, SuccessResponse } from '../../../src/shared/management/common';
import {
  SendActivationBody,
  SendActivationResponse,
  Student,
  StudentFilterData,
  StudentList,
  StudentListQuery,
  StudentUpdate,
} from '../../../src/shared/management/students';
import { requireScope, scopeFrom } from '../../plugins/managementScope';
import {
  deleteStudent,
  getStudent,
  listStudents,
  sendActivationMails,
  studentFilterData,
  updateStudent,
} from '../../services/management/students';
import type { ManagementOptions } from '.';
import { answer, answerDeleted } from './reply';

type Params = { Params: Static<typeof IdParam> };

const studentRoutes: FastifyPluginAsync<ManagementOptions> = async (app, { publicUrl }) => {
  const preHandler = requireScope();
  app.get<{ Querystring: Static<typeof StudentListQuery> }>(
    '/api/student',
    { preHandler, schema: { querystring: StudentListQuery, response: { 200: StudentList } } },
    async (request) => listStudents(app.db, scopeFrom(request), request.query),
  );
  app.get(
    '/api/student/list-filter-data',
    { preHandler, schema: { response: { 200: StudentFilterData } } },
    async (request) => studentFilterData(app.db, scopeFrom(request)),
  );
  app.get<Params>(
    '/api/student/:id',
    { preHandler, schema: { params: IdParam, response: { 200: Student } } },
    async (request, reply) => answer(reply, await getStudent(app.db, scopeFrom(request), Number(request.params.id))),
  );
  app.post<Params & { Body: StudentUpdate }>(
    '/api/student/:id',
    { preHandler, schema: { params: IdParam, body: StudentUpdate, response: { 200: Student } } },
    async (request, reply) =>
      answer(reply, await updateStudent(app.db, request, scopeFrom(request), Number(request.params.id), request.body)),
  );
  app.delete<Params>(
    '/api/student/:id',
    { preHandler, schema: { params: IdParam, response: { 200: SuccessResponse } } },
    async (request, reply) =>
      answerDeleted(reply, await deleteStudent(app.db, request, scopeFrom(request), Number(request.params.id))),
  );
  app.post<{ Body: Static<typeof SendActivationBody> }>(
    '/api/student/send-activation-mail',
    { preHandler, schema: { body: SendActivationBody, response: { 200: SendActivationResponse } } },
    async (request, reply) =>
      answer(reply, await sendActivationMails(app, request, scopeFrom(request), request.body.ids, publicUrl)),
  );
};

export default studentRoutes;
