// POST /api/stats/modules/start-export-raw-data (super admins): queues a raw export of every finished
// test (pseudonymised, docs/privacy.md) as CSV or .xlsx and answers its id at once; the job runs in
// the background (services/statsExport). Audited.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { StartedExport, StartExportBody } from '../../../../../src/shared/management/statsExport';
import { actorOf } from '../../../../http/actor';
import { answerBodyErrorsPerField } from '../../../../http/fieldErrors';
import { answer } from '../../../../http/reply';
import { SUPER_ADMIN } from '../../../../plugins/app/access';
import { WRITE_ERRORS } from '../../../../schemas/management';
import { startExport } from '../../../../services/statsExport/requests';

const startExportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  answerBodyErrorsPerField(app);
  app.post(
    '/api/stats/modules/start-export-raw-data',
    {
      config: { access: { scope: SUPER_ADMIN } },
      schema: { body: StartExportBody, response: { 200: StartedExport, ...WRITE_ERRORS } },
    },
    async (request, reply) => {
      const outcome = await startExport(app.db, actorOf(request), request.user!.id, request.body.format);
      if (outcome.ok) app.statsExports.wake();
      return answer(reply, outcome);
    },
  );
};

export default startExportRoutes;
