// Accounts: GET /api/user (params), GET /api/user/{id}, POST /api/user, POST /api/user/{id},
// POST /api/user/{id}/toggle-active, POST /api/user/{id}/reset-mfa, DELETE /api/user/{id},
// PUT /api/user/send-confirmation {id}. Admins and school managers (location managers manage
// students only). The imitate page reads the list with page 1, limit 1000.
import type { Static } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParam, SuccessResponse } from '../../../../src/shared/management/common';
import {
  SendConfirmationBody,
  UserInput,
  UserDetail,
  UserList,
  UserListQuery,
} from '../../../../src/shared/management/user';
import { SCHOOL_MANAGERS, scopeFrom } from '../../../plugins/app/access';
import { answerBodyErrorsPerField } from '../../../http/fieldErrors';
import {
  createUser,
  deleteUser,
  getUser,
  listUsers,
  resetMfa,
  sendConfirmation,
  toggleActive,
  updateUser,
} from '../../../services/user';
import { READ_ERRORS, WRITE_ERRORS } from '../../../schemas/management';
import { answer, answerDeleted } from '../../../http/reply';
import { actorOf } from '../../../http/actor';

const userRoutes: FastifyPluginAsyncTypebox<{ publicUrl: string }> = async (app, { publicUrl }) => {
  answerBodyErrorsPerField(app);
  const config = { access: { scope: SCHOOL_MANAGERS } };
  const id = (p: Static<typeof IdParam>) => Number(p.id);
  app.get(
    '/api/user',
    { config, schema: { querystring: UserListQuery, response: { 200: UserList, ...READ_ERRORS } } },
    async (request) => listUsers(app.db, scopeFrom(request), request.query),
  );
  app.get(
    '/api/user/:id',
    { config, schema: { params: IdParam, response: { 200: UserDetail, ...READ_ERRORS } } },
    async (request, reply) => answer(reply, await getUser(app.db, scopeFrom(request), id(request.params))),
  );
  app.post(
    '/api/user',
    { config, schema: { body: UserInput, response: { 200: UserDetail, ...WRITE_ERRORS } } },
    async (request, reply) =>
      answer(reply, await createUser(app, actorOf(request), scopeFrom(request), request.body, publicUrl)),
  );
  app.post(
    '/api/user/:id',
    { config, schema: { params: IdParam, body: UserInput, response: { 200: UserDetail, ...WRITE_ERRORS } } },
    async (request, reply) =>
      answer(reply, await updateUser(app.db, actorOf(request), scopeFrom(request), id(request.params), request.body)),
  );
  app.post(
    '/api/user/:id/toggle-active',
    { config, schema: { params: IdParam, response: { 200: UserDetail, ...WRITE_ERRORS } } },
    async (request, reply) =>
      answer(reply, await toggleActive(app.db, actorOf(request), scopeFrom(request), id(request.params))),
  );
  app.post(
    '/api/user/:id/reset-mfa',
    { config, schema: { params: IdParam, response: { 200: UserDetail, ...WRITE_ERRORS } } },
    async (request, reply) =>
      answer(reply, await resetMfa(app.db, actorOf(request), scopeFrom(request), id(request.params))),
  );
  app.delete(
    '/api/user/:id',
    { config, schema: { params: IdParam, response: { 200: SuccessResponse, ...WRITE_ERRORS } } },
    async (request, reply) =>
      answerDeleted(reply, await deleteUser(app.db, actorOf(request), scopeFrom(request), id(request.params))),
  );
  app.put(
    '/api/user/send-confirmation',
    { config, schema: { body: SendConfirmationBody, response: { 200: SuccessResponse, ...WRITE_ERRORS } } },
    async (request, reply) =>
      answer(reply, await sendConfirmation(app, actorOf(request), scopeFrom(request), request.body.id, publicUrl)),
  );
};

export default userRoutes;
