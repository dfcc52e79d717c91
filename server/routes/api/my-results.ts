// GET /api/my-results: the logged-in student's own finished tests ('Mijn resultaten'). There is no
// parameter: the session decides whose tests, so nobody can ask for someone else's. While a super
// admin imitates a student, the session is the student's and every request is audited (imitation).
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errors } from '../../schemas/common';
import { MyResultsResponse } from '../../../src/shared/myResults';
import { listMyResults } from '../../services/myResults';

const myResultsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/my-results',
    {
      config: { access: 'user' },
      schema: {
        querystring: Type.Object({}, { additionalProperties: false }),
        response: { 200: MyResultsResponse, ...errors(400, 401) },
      },
    },
    async (request, reply) => {
      const body = { results: await listMyResults(app.db, request.user!.id) };
      // Personal: never kept by a shared cache (the service worker keeps its own copy, cleared at logout).
      return reply.header('Cache-Control', 'private, no-store').send(body);
    },
  );
};

export default myResultsRoutes;
