// GET /ops/backup: the embedded (PGlite) database as a gzipped tar, for `npm run backup` while the
// server runs: PGlite lives inside this process, so only this process can copy it consistently.
// It is taken on a connection of its own, so no transaction is half-way when the files are read.
// This machine only (see isLocalRequest); everyone else, and every request on PostgreSQL (back it up
// with pg_dump), gets 404.
import type { FastifyPluginAsync } from 'fastify';
import { pgliteOf } from '../db/connect';
import { kysely } from '../db/kysely';
import { isLocalRequest } from '../services/localRequest';

const opsBackupRoutes: FastifyPluginAsync = async (app) => {
  app.get('/ops/backup', async (request, reply) => {
    const pglite = pgliteOf(app.db);
    if (!isLocalRequest(request) || !pglite) return reply.code(404).send({ error: 'not_found' });
    const started = Date.now();
    const archive = await app.db.connection().execute(async (conn) => {
      await kysely().sql`CHECKPOINT`.execute(conn);
      return pglite.dumpDataDir('gzip');
    });
    const data = Buffer.from(await archive.arrayBuffer());
    request.log.info({ bytes: data.length, ms: Date.now() - started }, 'backup made');
    return reply.header('Cache-Control', 'no-store').type('application/gzip').send(data);
  });
};

export default opsBackupRoutes;
