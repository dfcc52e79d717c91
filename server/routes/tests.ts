// POST /api/test/skip-module and POST /api/test/finish.
import type { FastifyPluginAsync } from 'fastify';
import { requireUser } from '../plugins/app/sessions';
import { overUserLimit } from '../plugins/app/userLimits';
import { FINISH_BODY_LIMIT } from '../schemas/limits';
import { FinishBodySchema, SkipBodySchema, type FinishBody, type SkipBody } from '../schemas/finish';
import { finishTest, skipModule } from '../services/testActions';

const testRoutes: FastifyPluginAsync = async (app) => {
  // Both count against the user's write budget, shared with the action queue.
  app.post<{ Body: SkipBody }>(
    '/api/test/skip-module',
    { preHandler: requireUser, schema: { body: SkipBodySchema } },
    async (request, reply) => {
      const { granted, retryAfterSeconds } = await app.userLimits.writes.take(request.user!.id);
      if (granted === 0) return overUserLimit(reply, retryAfterSeconds);
      const outcome = await skipModule(app.db, request.user!.id, request.body);
      return reply.code(outcome.status).send(outcome.body);
    },
  );

  app.post<{ Body: FinishBody }>(
    '/api/test/finish',
    { preHandler: requireUser, schema: { body: FinishBodySchema }, bodyLimit: FINISH_BODY_LIMIT },
    async (request, reply) => {
      const { granted, retryAfterSeconds } = await app.userLimits.writes.take(request.user!.id);
      if (granted === 0) return overUserLimit(reply, retryAfterSeconds);
      const outcome = await finishTest(app.db, request.user!.id, request.body);
      return reply.code(outcome.status).send(outcome.body);
    },
  );
};

export default testRoutes;
