// GET /api/alert, GET /api/alert/{id}, POST /api/alert/{id} {read}: every manager, own scope.
import type { Static } from '@sinclair/typebox';
import type { FastifyPluginAsync } from 'fastify';
import { Alert, AlertList, AlertListQuery, AlertReadBody } from '../../../src/shared/management/alerts';
import { IdParam } from '../../../src/shared/management/common';
import { requireScope, scopeFrom } from '../../plugins/managementScope';
import { getAlert, listAlerts, markAlert } from '../../services/management/alerts';
import { answer } from './reply';

type Params = { Params: Static<typeof IdParam> };

const alertRoutes: FastifyPluginAsync = async (app) => {
  const preHandler = requireScope();
  app.get<{ Querystring: Static<typeof AlertListQuery> }>(
    '/api/alert',
    { preHandler, schema: { querystring: AlertListQuery, response: { 200: AlertList } } },
    async (request) => listAlerts(app.db, scopeFrom(request), request.query, new Date()),
  );
  app.get<Params>(
    '/api/alert/:id',
    { preHandler, schema: { params: IdParam, response: { 200: Alert } } },
    async (request, reply) => answer(reply, await getAlert(app.db, scopeFrom(request), Number(request.params.id))),
  );
  app.post<Params & { Body: Static<typeof AlertReadBody> }>(
    '/api/alert/:id',
    { preHandler, schema: { params: IdParam, body: AlertReadBody, response: { 200: Alert } } },
    async (request, reply) =>
      answer(reply, await markAlert(app.db, scopeFrom(request), Number(request.params.id), request.body.read)),
  );
};

export default alertRoutes;
