// POST /api/action-queue: replays the client's offline queue (SKIP_MODULE, START_MODULE, FINISH_TEST)
// in order.
// Each item is validated and handled exactly like its own endpoint; one bad item does not stop the
// others, its result carries the status and error code it would have had on its own. Items count
// against the user's write budget: those beyond it are answered 429 per item (the whole request
// when none is left), so the client keeps them and sends them again later.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { TSchema } from '@sinclair/typebox';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import { ActionQueueRequest, ActionQueueResponse } from '../../../src/shared/actionQueue';
import { FinishPayload, SkipPayload, StartPayload } from '../../../src/shared/test';
import { overUserLimit } from '../../plugins/app/userLimits';
import { errors } from '../../schemas/common';
import { QUEUE_BODY_LIMIT } from '../../schemas/limits';
import { finishAttempt, skipModule, startModule, type ActionOutcome } from '../../services/attempt';

const compile = <T extends TSchema>(schema: T) => TypeCompiler.Compile(schema);
const validSkip = compile(SkipPayload);
const validStart = compile(StartPayload);
const validFinish = compile(FinishPayload);

const actionQueueRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/action-queue',
    {
      config: { access: 'user' },
      schema: { body: ActionQueueRequest, response: { 200: ActionQueueResponse, ...errors(400, 401, 403, 413, 429) } },
      bodyLimit: QUEUE_BODY_LIMIT,
    },
    async (request, reply) => {
      const userId = request.user!.id;
      const { queue } = request.body;
      const { granted, retryAfterSeconds } = await app.userLimits.writes.take(userId, queue.length);
      if (granted === 0 && queue.length > 0) return overUserLimit(reply, retryAfterSeconds);
      const results: ActionQueueResponse['results'] = [];
      for (const [index, item] of queue.entries()) {
        if (index >= granted) {
          results.push({ id: item.id, status: 429, error: 'too_many_requests' });
          continue;
        }
        let outcome: ActionOutcome;
        if (item.type === 'SKIP_MODULE') {
          outcome = validSkip.Check(item.data)
            ? await skipModule(app.db, userId, item.data as SkipPayload)
            : { status: 400, body: { error: 'invalid_request' } };
        } else if (item.type === 'START_MODULE') {
          outcome = validStart.Check(item.data)
            ? await startModule(app.db, userId, item.data as StartPayload)
            : { status: 400, body: { error: 'invalid_request' } };
        } else {
          outcome = validFinish.Check(item.data)
            ? await finishAttempt(app.db, userId, item.data as FinishPayload)
            : { status: 400, body: { error: 'invalid_request' } };
        }
        results.push(
          'error' in outcome.body
            ? { id: item.id, status: outcome.status, error: outcome.body.error }
            : { id: item.id, status: outcome.status },
        );
      }
      return { results };
    },
  );
};

export default actionQueueRoutes;
