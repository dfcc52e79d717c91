// A student's erasure request (issue 21), for the managers of that student:
// GET /api/student/{id}/erasure-request, POST …/confirm (erases the student), POST …/reject.
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParam, SuccessResponse } from '../../../src/shared/management/common';
import { PendingErasureRequest } from '../../../src/shared/management/erasureRequest';
import { requireScope, scopeFrom } from '../../plugins/managementScope';
import { confirmErasureRequest, getPendingErasureRequest, rejectErasureRequest } from '../../services/erasureRequest';
import { READ_ERRORS, WRITE_ERRORS } from '../../schemas/management';
import { answer, answerDeleted } from './reply';
import { actorOf } from './actor';

const EmptyBody = Type.Object({}, { additionalProperties: false });

const erasureRequestRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const preHandler = requireScope();
  app.get(
    '/api/student/:id/erasure-request',
    { preHandler, schema: { params: IdParam, response: { 200: PendingErasureRequest, ...READ_ERRORS } } },
    async (request, reply) =>
      answer(reply, await getPendingErasureRequest(app.db, scopeFrom(request), Number(request.params.id))),
  );
  app.post(
    '/api/student/:id/erasure-request/confirm',
    { preHandler, schema: { params: IdParam, body: EmptyBody, response: { 200: SuccessResponse, ...WRITE_ERRORS } } },
    async (request, reply) =>
      answerDeleted(
        reply,
        await confirmErasureRequest(app.db, actorOf(request), scopeFrom(request), Number(request.params.id)),
      ),
  );
  app.post(
    '/api/student/:id/erasure-request/reject',
    { preHandler, schema: { params: IdParam, body: EmptyBody, response: { 200: SuccessResponse, ...WRITE_ERRORS } } },
    async (request, reply) =>
      answerDeleted(
        reply,
        await rejectErasureRequest(app.db, actorOf(request), scopeFrom(request), Number(request.params.id)),
      ),
  );
};

export default erasureRequestRoutes;
