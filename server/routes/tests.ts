// POST /api/test/skip-module and POST /api/test/finish.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requireUser } from '../plugins/app/sessions';
import { overUserLimit } from '../plugins/app/userLimits';
import { FINISH_BODY_LIMIT } from '../schemas/limits';
import { errors, SuccessBody } from '../schemas/common';
import { FinishBodySchema, SkipBodySchema } from '../schemas/finish';
import { finishAttempt, skipModule } from '../services/attempt';

const testRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Both count against the user's write budget, shared with the action queue.
  app.post(
    '/api/test/skip-module',
    {
      preHandler: requireUser,
      schema: { body: SkipBodySchema, response: { 200: SuccessBody, ...errors(400, 401, 403, 429) } },
    },
    async (request, reply) => {
      const { granted, retryAfterSeconds } = await app.userLimits.writes.take(request.user!.id);
      if (granted === 0) return overUserLimit(reply, retryAfterSeconds);
      const outcome = await skipModule(app.db, request.user!.id, request.body);
      return reply.code(outcome.status).send(outcome.body);
    },
  );

  app.post(
    '/api/test/finish',
    {
      preHandler: requireUser,
      schema: { body: FinishBodySchema, response: { 200: SuccessBody, ...errors(400, 401, 403, 413, 429) } },
      bodyLimit: FINISH_BODY_LIMIT,
    },
    async (request, reply) => {
      const { granted, retryAfterSeconds } = await app.userLimits.writes.take(request.user!.id);
      if (granted === 0) return overUserLimit(reply, retryAfterSeconds);
      const outcome = await finishAttempt(app.db, request.user!.id, request.body);
      return reply.code(outcome.status).send(outcome.body);
    },
  );
};

export default testRoutes;
