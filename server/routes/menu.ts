// GET /menu: the footer links, for anyone.
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { MenuItem } from '../../src/shared/api';
import { describes } from '../schemas/common';
import { listMenu } from '../services/menu';

const Menu = describes<MenuItem[]>()(Type.Array(Type.Object({ label: Type.String(), uri: Type.String() })));

const menuRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/menu', { config: { access: 'public' }, schema: { response: { 200: Menu } } }, async () => listMenu(app.db));
};

export default menuRoutes;
