// Students, for their managers: GET /api/student, GET /api/student/list-filter-data,
// GET/POST/DELETE /api/student/{id}, POST /api/student/send-activation-mail, and a student's erasure
// request (issue 21): GET /api/student/{id}/erasure-request, POST …/confirm (erases the student),
// POST …/reject. The class-list import is in import.ts, preview-import.ts and imports.ts beside this file.
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParam, SuccessResponse } from '../../../../src/shared/management/common';
import { PendingErasureRequest } from '../../../../src/shared/management/erasureRequest';
import {
  SendActivationBody,
  SendActivationResponse,
  StudentDetail,
  StudentFilterData,
  StudentList,
  StudentListQuery,
  StudentUpdate,
} from '../../../../src/shared/management/student';
import { ALL_MANAGERS, scopeFrom } from '../../../plugins/app/access';
import { answerBodyErrorsPerField } from '../../../http/fieldErrors';
import {
  deleteStudent,
  listStudents,
  readStudent,
  sendActivationMails,
  studentFilterData,
  updateStudent,
} from '../../../services/student';
import {
  confirmErasureRequest,
  getPendingErasureRequest,
  rejectErasureRequest,
} from '../../../services/erasureRequest';
import { READ_ERRORS, WRITE_ERRORS } from '../../../schemas/management';
import { answer, answerDeleted } from '../../../http/reply';
import { actorOf } from '../../../http/actor';

const EmptyBody = Type.Object({}, { additionalProperties: false });

const studentRoutes: FastifyPluginAsyncTypebox<{ publicUrl: string }> = async (app, { publicUrl }) => {
  answerBodyErrorsPerField(app);
  const config = { access: { scope: ALL_MANAGERS } };
  app.get(
    '/api/student',
    { config, schema: { querystring: StudentListQuery, response: { 200: StudentList, ...READ_ERRORS } } },
    async (request) => listStudents(app.db, scopeFrom(request), request.query),
  );
  app.get(
    '/api/student/list-filter-data',
    { config, schema: { response: { 200: StudentFilterData, ...READ_ERRORS } } },
    async (request) => studentFilterData(app.db, scopeFrom(request)),
  );
  app.get(
    '/api/student/:id',
    { config, schema: { params: IdParam, response: { 200: StudentDetail, ...READ_ERRORS } } },
    async (request, reply) => answer(reply, await readStudent(app.db, scopeFrom(request), Number(request.params.id))),
  );
  app.post(
    '/api/student/:id',
    { config, schema: { params: IdParam, body: StudentUpdate, response: { 200: StudentDetail, ...WRITE_ERRORS } } },
    async (request, reply) =>
      answer(
        reply,
        await updateStudent(app.db, actorOf(request), scopeFrom(request), Number(request.params.id), request.body),
      ),
  );
  app.delete(
    '/api/student/:id',
    { config, schema: { params: IdParam, response: { 200: SuccessResponse, ...WRITE_ERRORS } } },
    async (request, reply) =>
      answerDeleted(
        reply,
        await deleteStudent(app.db, actorOf(request), scopeFrom(request), Number(request.params.id)),
      ),
  );
  app.post(
    '/api/student/send-activation-mail',
    { config, schema: { body: SendActivationBody, response: { 200: SendActivationResponse, ...WRITE_ERRORS } } },
    async (request, reply) =>
      answer(reply, await sendActivationMails(app, actorOf(request), scopeFrom(request), request.body.ids, publicUrl)),
  );
  app.get(
    '/api/student/:id/erasure-request',
    { config, schema: { params: IdParam, response: { 200: PendingErasureRequest, ...READ_ERRORS } } },
    async (request, reply) =>
      answer(reply, await getPendingErasureRequest(app.db, scopeFrom(request), Number(request.params.id))),
  );
  app.post(
    '/api/student/:id/erasure-request/confirm',
    { config, schema: { params: IdParam, body: EmptyBody, response: { 200: SuccessResponse, ...WRITE_ERRORS } } },
    async (request, reply) =>
      answerDeleted(
        reply,
        await confirmErasureRequest(app.db, actorOf(request), scopeFrom(request), Number(request.params.id)),
      ),
  );
  app.post(
    '/api/student/:id/erasure-request/reject',
    { config, schema: { params: IdParam, body: EmptyBody, response: { 200: SuccessResponse, ...WRITE_ERRORS } } },
    async (request, reply) =>
      answerDeleted(
        reply,
        await rejectErasureRequest(app.db, actorOf(request), scopeFrom(request), Number(request.params.id)),
      ),
  );
};

export default studentRoutes;
