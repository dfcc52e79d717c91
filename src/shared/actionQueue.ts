// POST /api/action-queue: the client's offline queue (SKIP_MODULE, START_MODULE, FINISH_TEST), replayed
// in order. Each item's data is checked as its own endpoint checks it (FinishPayload, SkipPayload,
// StartPayload in ./test).
import { Type, type Static } from '@sinclair/typebox';
import type { FinishPayload, SkipPayload, StartPayload } from './test';

/**
 * Items per request. The app sends one item per request (in order, each removed after its own
 * answer); 20 lets a batching client send a day's queue (e.g. 10 finishes and skips) in one go.
 */
export const QUEUE_MAX_ITEMS = 20;

export const ActionQueueRequest = Type.Object(
  {
    queue: Type.Array(
      Type.Object(
        {
          id: Type.String({ minLength: 1, maxLength: 100 }),
          type: Type.Union([Type.Literal('SKIP_MODULE'), Type.Literal('START_MODULE'), Type.Literal('FINISH_TEST')]),
          data: Type.Object({}),
        },
        { additionalProperties: false },
      ),
      { maxItems: QUEUE_MAX_ITEMS },
    ),
  },
  { additionalProperties: false },
);

/** One queued action as the client keeps it: the request its own endpoint would have had. */
export type QueueItem =
  | { id: string; type: 'SKIP_MODULE'; data: SkipPayload }
  | { id: string; type: 'START_MODULE'; data: StartPayload }
  | { id: string; type: 'FINISH_TEST'; data: FinishPayload };

/** Per item: the status (and error code) it would have had as its own request. */
export const ActionQueueResponse = Type.Object({
  results: Type.Array(Type.Object({ id: Type.String(), status: Type.Integer(), error: Type.Optional(Type.String()) })),
});
export type ActionQueueResponse = Static<typeof ActionQueueResponse>;
