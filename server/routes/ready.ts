// GET /ready: for load balancers and orchestrators; 503 while the database does not answer.
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { databaseAnswers } from '../services/menu';

const READY_TIMEOUT_MS = 3_000;

const Ready = Type.Object({ ready: Type.Literal(true) });
// Not an ErrorBody: the probe's own shape, which orchestrators match on.
const NotReady = Type.Object({ ready: Type.Literal(false), error: Type.Literal('database_unavailable') });

const readyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/ready',
    { config: { access: 'public' }, schema: { response: { 200: Ready, 503: NotReady } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      try {
        await databaseAnswers(app.db, READY_TIMEOUT_MS);
        return { ready: true as const };
      } catch (err) {
        request.log.warn({ err }, 'not ready: database unreachable');
        return reply.code(503).send({ ready: false, error: 'database_unavailable' });
      }
    },
  );
};

export default readyRoutes;
