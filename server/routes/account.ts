// GET /api/account: the logged-in user's Account.
import type { FastifyPluginAsync } from 'fastify';
import { buildAccount } from '../services/account';
import { requireUser } from '../plugins/sessions';

const accountRoutes: FastifyPluginAsync = async (app) => {
  app.get('/api/account', { preHandler: requireUser }, async (request) => {
    // requireUser guarantees a user; the imitation issue will pass the session's imitating flag.
    return buildAccount(app.db, request.user!);
  });
};

export default accountRoutes;
