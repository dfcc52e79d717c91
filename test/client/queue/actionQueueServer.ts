// msw handler for POST /api/action-queue with a scriptable answer per call, recording what arrived
// and how many requests were in flight at once (the queue must send one at a time).
import { delay, http, HttpResponse } from 'msw';
import type { QueueItem } from '../../../src/shared/api';
import { guard } from '../mocks/handlers/util';

/** One scripted answer: a per-item status, a whole-request status, or no answer at all. */
export type Reply = { itemStatus: number; error?: string } | { requestStatus: number; error: string } | 'network';

export const queueServer = {
  received: [] as QueueItem[],
  /** Answers for the next calls, in order; when empty every item gets 200. */
  script: [] as Reply[],
  inFlight: 0,
  maxInFlight: 0,
  /** Items stored on the device (all users) at the moment each request arrived. */
  storedAtRequest: [] as number[],
  reset() {
    this.received = [];
    this.script = [];
    this.storedAtRequest = [];
    this.inFlight = 0;
    this.maxInFlight = 0;
  },
};

function storedItems(): number {
  return Object.keys(localStorage)
    .filter((key) => key.startsWith('lrc.queue.v1.'))
    .reduce(
      (sum, key) => sum + ((JSON.parse(localStorage.getItem(key) ?? '{}') as { items?: unknown[] }).items?.length ?? 0),
      0,
    );
}

export const actionQueueHandler = http.post('/api/action-queue', async ({ request }) => {
  const denied = guard(request);
  if (denied) return denied;
  queueServer.inFlight += 1;
  queueServer.maxInFlight = Math.max(queueServer.maxInFlight, queueServer.inFlight);
  try {
    const reply = queueServer.script.shift() ?? { itemStatus: 200 };
    queueServer.storedAtRequest.push(storedItems());
    const { queue } = (await request.json()) as { queue: QueueItem[] };
    await delay(5);
    if (reply === 'network') return HttpResponse.error();
    if ('requestStatus' in reply) return HttpResponse.json({ error: reply.error }, { status: reply.requestStatus });
    queueServer.received.push(...queue);
    return HttpResponse.json({
      results: queue.map((item) => ({
        id: item.id,
        status: reply.itemStatus,
        ...(reply.error ? { error: reply.error } : {}),
      })),
    });
  } finally {
    queueServer.inFlight -= 1;
  }
});
