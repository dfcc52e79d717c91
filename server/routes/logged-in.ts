// GET /logged-in: whether the caller has a fully logged-in session (second factor done).
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

const LoggedInResponse = Type.Object({ logged_in: Type.Boolean() });

const loggedInRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/logged-in',
    { config: { access: 'public' }, schema: { response: { 200: LoggedInResponse } } },
    async (request) => ({ logged_in: request.session !== null && !request.session.twoFactorPending }),
  );
};

export default loggedInRoutes;
