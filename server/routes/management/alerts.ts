// GET /api/alert, GET /api/alert/{id}, POST /api/alert/{id} {read}: every manager, own scope.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Alert, AlertList, AlertListQuery, AlertReadBody } from '../../../src/shared/management/alert';
import { IdParam } from '../../../src/shared/management/common';
import { requireScope, scopeFrom } from '../../plugins/managementScope';
import { getAlert, listAlerts, markAlert } from '../../services/alert';
import { READ_ERRORS, WRITE_ERRORS } from '../../schemas/management';
import { answer } from './reply';

const alertRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const preHandler = requireScope();
  app.get(
    '/api/alert',
    { preHandler, schema: { querystring: AlertListQuery, response: { 200: AlertList, ...READ_ERRORS } } },
    async (request) => listAlerts(app.db, scopeFrom(request), request.query, new Date()),
  );
  app.get(
    '/api/alert/:id',
    { preHandler, schema: { params: IdParam, response: { 200: Alert, ...READ_ERRORS } } },
    async (request, reply) => answer(reply, await getAlert(app.db, scopeFrom(request), Number(request.params.id))),
  );
  app.post(
    '/api/alert/:id',
    { preHandler, schema: { params: IdParam, body: AlertReadBody, response: { 200: Alert, ...WRITE_ERRORS } } },
    async (request, reply) =>
      answer(reply, await markAlert(app.db, scopeFrom(request), Number(request.params.id), request.body.read)),
  );
};

export default alertRoutes;
