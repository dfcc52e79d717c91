// GET /api/my-results: the logged-in student's own finished tests ('Mijn resultaten'). There is no
// parameter: the session decides whose tests, so nobody can ask for someone else's. While a super
// admin imitates a student, the session is the student's and every request is audited (imitation).
import type { FastifyPluginAsync } from 'fastify';
import type { MyResultsResponse } from '../../src/shared/api';
import { requireUser } from '../plugins/app/sessions';
import { listMyResults } from '../services/myResults';

const myResultsRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/api/my-results',
    {
      preHandler: requireUser,
      schema: { querystring: { type: 'object', additionalProperties: false, properties: {} } },
    },
    async (request, reply) => {
      const body: MyResultsResponse = { results: await listMyResults(app.db, request.user!.id) };
      // Personal: never kept by a shared cache (the service worker keeps its own copy, cleared at logout).
      return reply.header('Cache-Control', 'private, no-store').send(body);
    },
  );
};

export default myResultsRoutes;
