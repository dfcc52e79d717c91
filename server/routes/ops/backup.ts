// GET /ops/backup: the embedded (PGlite) database as a gzipped tar, for `npm run backup` while the
// server runs: PGlite lives inside this process, so only this process can copy it consistently.
// This machine only (see isLocalRequest); everyone else, and every request on PostgreSQL (back it up
// with pg_dump), gets 404.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errors, fileResponse } from '../../schemas/common';
import { pgliteBackup } from '../../services/backup';
import { isLocalRequest } from '../../services/localRequest';

const opsBackupRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/ops/backup',
    {
      config: { access: 'public' },
      schema: {
        response: {
          200: fileResponse('The PGlite data directory as a gzipped tar.', 'application/gzip'),
          ...errors(404),
        },
      },
    },
    async (request, reply) => {
      if (!isLocalRequest(request)) return reply.code(404).send({ error: 'not_found' });
      const started = Date.now();
      const data = await pgliteBackup(app.db);
      if (!data) return reply.code(404).send({ error: 'not_found' });
      request.log.info({ bytes: data.length, ms: Date.now() - started }, 'backup made');
      return reply.header('Cache-Control', 'no-store').type('application/gzip').send(data);
    },
  );
};

export default opsBackupRoutes;
