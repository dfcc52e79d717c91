// GET /menu (footer links) and GET /online (connectivity probe; never cached, the body is checked).
import type { FastifyPluginAsync } from 'fastify';
import type { MenuItem } from '../../src/shared/api';

const menuRoutes: FastifyPluginAsync = async (app) => {
  app.get('/menu', async (): Promise<MenuItem[]> =>
    app.db.selectFrom('menu_items').select(['label', 'uri']).orderBy('position').orderBy('id').execute(),
  );

  app.get('/online', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { online: true };
  });
};

export default menuRoutes;
