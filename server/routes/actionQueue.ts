// POST /api/action-queue: replays the client's offline queue (SKIP_MODULE, FINISH_TEST) in order.
// Each item is validated and handled exactly like its own endpoint; one bad item does not stop the
// others, its result carries the status and error code it would have had on its own.
import { Type, type TSchema } from '@sinclair/typebox';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import type { FastifyPluginAsync } from 'fastify';
import type { ActionQueueResponse } from '../../src/shared/api';
import { requireUser } from '../plugins/sessions';
import { FinishBodySchema, SkipBodySchema, type FinishBody, type SkipBody } from '../schemas/finish';
import { finishTest, skipModule, type ActionOutcome } from '../services/testActions';

const QueueBody = Type.Object(
  {
    queue: Type.Array(
      Type.Object(
        {
          id: Type.String({ minLength: 1, maxLength: 100 }),
          type: Type.Union([Type.Literal('SKIP_MODULE'), Type.Literal('FINISH_TEST')]),
          data: Type.Object({}),
        },
        { additionalProperties: false },
      ),
      { maxItems: 100 },
    ),
  },
  { additionalProperties: false },
);

interface QueueItem {
  id: string;
  type: 'SKIP_MODULE' | 'FINISH_TEST';
  data: unknown;
}

const compile = <T extends TSchema>(schema: T) => TypeCompiler.Compile(schema);
const validSkip = compile(SkipBodySchema);
const validFinish = compile(FinishBodySchema);

const actionQueueRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Body: { queue: QueueItem[] } }>(
    '/api/action-queue',
    { preHandler: requireUser, schema: { body: QueueBody }, bodyLimit: 8 * 1024 * 1024 },
    async (request): Promise<ActionQueueResponse> => {
      const userId = request.user!.id;
      const results: ActionQueueResponse['results'] = [];
      for (const item of request.body.queue) {
        let outcome: ActionOutcome;
        if (item.type === 'SKIP_MODULE') {
          outcome = validSkip.Check(item.data)
            ? await skipModule(app.db, userId, item.data as SkipBody)
            : { status: 400, body: { error: 'invalid_request' } };
        } else {
          outcome = validFinish.Check(item.data)
            ? await finishTest(app.db, userId, item.data as FinishBody)
            : { status: 400, body: { error: 'invalid_request' } };
        }
        results.push('error' in outcome.body ? { id: item.id, status: outcome.status, error: outcome.body.error } : { id: item.id, status: outcome.status });
      }
      return { results };
    },
  );
};

export default actionQueueRoutes;
