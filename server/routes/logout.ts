// POST /logout: ends the session (also when there is none: the answer is the same).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errors, SuccessBody } from '../schemas/common';

const logoutRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/logout',
    { config: { access: 'public' }, schema: { response: { 200: SuccessBody, ...errors(403) } } },
    async (request, reply) => {
      await app.sessions.end(request, reply);
      return { success: true };
    },
  );
};

export default logoutRoutes;
