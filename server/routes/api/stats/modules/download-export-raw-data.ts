// GET /api/stats/modules/download-export-raw-data/{id} (super admins): the file of one's own finished
// raw export, streamed from EXPORT_DIR, until its link expires (EXPORT_KEEP_HOURS). Only the person
// who started it (another person, even a super admin: 404). Audited; never cached.
import fs from 'node:fs';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParam } from '../../../../../src/shared/management/common';
import { actorOf } from '../../../../http/actor';
import { answerBodyErrorsPerField } from '../../../../http/fieldErrors';
import { SUPER_ADMIN } from '../../../../plugins/app/access';
import { fileResponse } from '../../../../schemas/common';
import { managementErrors } from '../../../../schemas/management';
import { exportDownload } from '../../../../services/statsExport/requests';
import { MEDIA_TYPES } from '../../../../services/statsExport/writers';

const exportDownloadRoutes: FastifyPluginAsyncTypebox<{ dir: string }> = async (app, { dir }) => {
  answerBodyErrorsPerField(app);
  app.get(
    '/api/stats/modules/download-export-raw-data/:id',
    {
      config: { access: { scope: SUPER_ADMIN } },
      schema: {
        params: IdParam,
        response: {
          200: fileResponse('The raw export (pseudonymised), CSV or .xlsx.', MEDIA_TYPES.csv, MEDIA_TYPES.xlsx),
          ...managementErrors(400, 401, 403, 404, 409),
        },
      },
    },
    async (request, reply) => {
      const outcome = await exportDownload(app.db, actorOf(request), request.user!.id, Number(request.params.id), dir);
      if (!outcome.ok) return reply.code(outcome.status).send({ error: outcome.error });
      const file = outcome.value;
      return (
        reply
          .header('Content-Type', file.mediaType)
          .header('Content-Length', file.bytes)
          .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
          .header('Cache-Control', 'private, no-store')
          // Streamed, never read whole (400,000 rows are tens of MB); fileResponse types a Buffer.
          .send(fs.createReadStream(file.path) as unknown as Buffer)
      );
    },
  );
};

export default exportDownloadRoutes;
