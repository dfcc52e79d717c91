// GET /menu (footer links), GET /online (connectivity probe; never cached, the body is checked) and
// GET /ready (for load balancers and orchestrators: 503 while the database does not answer).
import type { FastifyPluginAsync } from 'fastify';
import { kysely } from '../db/kysely';

const READY_TIMEOUT_MS = 3_000;
import type { MenuItem } from '../../src/shared/api';

const menuRoutes: FastifyPluginAsync = async (app) => {
  app.get('/menu', async (): Promise<MenuItem[]> =>
    app.db.selectFrom('menu_items').select(['label', 'uri']).orderBy('position').orderBy('id').execute(),
  );

  app.get('/online', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { online: true };
  });

  app.get('/ready', async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        kysely().sql`SELECT 1`.execute(app.db),
        new Promise((_resolve, reject) => {
          timer = setTimeout(() => reject(new Error('database did not answer in time')), READY_TIMEOUT_MS);
        }),
      ]);
      return { ready: true };
    } catch (err) {
      request.log.warn({ err }, 'not ready: database unreachable');
      return reply.code(503).send({ ready: false, error: 'database_unavailable' });
    } finally {
      clearTimeout(timer);
    }
  });
};

export default menuRoutes;
