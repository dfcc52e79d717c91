// GET /online: the client's connectivity probe; never cached, and the body is checked.
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

const Online = Type.Object({ online: Type.Boolean() });

const onlineRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/online',
    { config: { access: 'public' }, schema: { response: { 200: Online } } },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { online: true };
    },
  );
};

export default onlineRoutes;
