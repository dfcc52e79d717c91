// GET /api/alert, GET /api/alert/{id}, POST /api/alert/{id} {read}: every manager, own scope.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Alert, AlertList, AlertListQuery, AlertReadBody } from '../../../src/shared/management/alert';
import { IdParam } from '../../../src/shared/management/common';
import { ALL_MANAGERS, scopeFrom } from '../../plugins/app/access';
import { answerBodyErrorsPerField } from '../../http/fieldErrors';
import { getAlert, listAlerts, markAlert } from '../../services/alert';
import { READ_ERRORS, WRITE_ERRORS } from '../../schemas/management';
import { answer } from '../../http/reply';

const alertRoutes: FastifyPluginAsyncTypebox = async (app) => {
  answerBodyErrorsPerField(app);
  const config = { access: { scope: ALL_MANAGERS } };
  app.get(
    '/api/alert',
    { config, schema: { querystring: AlertListQuery, response: { 200: AlertList, ...READ_ERRORS } } },
    async (request) => listAlerts(app.db, scopeFrom(request), request.query, new Date()),
  );
  app.get(
    '/api/alert/:id',
    { config, schema: { params: IdParam, response: { 200: Alert, ...READ_ERRORS } } },
    async (request, reply) => answer(reply, await getAlert(app.db, scopeFrom(request), Number(request.params.id))),
  );
  app.post(
    '/api/alert/:id',
    { config, schema: { params: IdParam, body: AlertReadBody, response: { 200: Alert, ...WRITE_ERRORS } } },
    async (request, reply) =>
      answer(reply, await markAlert(app.db, scopeFrom(request), Number(request.params.id), request.body.read)),
  );
};

export default alertRoutes;
