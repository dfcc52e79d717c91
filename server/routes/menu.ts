// GET /menu: the footer links, for anyone.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Menu } from '../../src/shared/menu';
import { listMenu } from '../services/menu';

const menuRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/menu', { config: { access: 'public' }, schema: { response: { 200: Menu } } }, async () => listMenu(app.db));
};

export default menuRoutes;
