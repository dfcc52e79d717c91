// POST /api/test/skip-module and POST /api/test/finish.
import type { FastifyPluginAsync } from 'fastify';
import { requireUser } from '../plugins/sessions';
import { FinishBodySchema, SkipBodySchema, type FinishBody, type SkipBody } from '../schemas/finish';
import { finishTest, skipModule } from '../services/testActions';

const testRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Body: SkipBody }>('/api/test/skip-module', { preHandler: requireUser, schema: { body: SkipBodySchema } }, async (request, reply) => {
    const outcome = await skipModule(app.db, request.user!.id, request.body);
    return reply.code(outcome.status).send(outcome.body);
  });

  app.post<{ Body: FinishBody }>(
    '/api/test/finish',
    { preHandler: requireUser, schema: { body: FinishBodySchema }, bodyLimit: 1024 * 1024 },
    async (request, reply) => {
      const outcome = await finishTest(app.db, request.user!.id, request.body);
      return reply.code(outcome.status).send(outcome.body);
    },
  );
};

export default testRoutes;
