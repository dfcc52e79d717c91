// GET /api/stats/modules/check-export-raw-data-status/{id} (super admins): the progress of one's own
// raw export and, once done, its download link (another person's export answers 404).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParam } from '../../../../../src/shared/management/common';
import { ExportProgress } from '../../../../../src/shared/management/statsExport';
import { answerBodyErrorsPerField } from '../../../../http/fieldErrors';
import { answer } from '../../../../http/reply';
import { SUPER_ADMIN } from '../../../../plugins/app/access';
import { READ_ERRORS } from '../../../../schemas/management';
import { exportProgress } from '../../../../services/statsExport/requests';

const exportStatusRoutes: FastifyPluginAsyncTypebox = async (app) => {
  answerBodyErrorsPerField(app);
  app.get(
    '/api/stats/modules/check-export-raw-data-status/:id',
    {
      config: { access: { scope: SUPER_ADMIN } },
      schema: { params: IdParam, response: { 200: ExportProgress, ...READ_ERRORS } },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return answer(reply, await exportProgress(app.db, request.user!.id, Number(request.params.id)));
    },
  );
};

export default exportStatusRoutes;
