// The offline queue against the server's per-user limits (issue 10 item 5): a 429 (write budget used
// up) keeps the item and sends it again after a backoff, never in a burst; a 413 (body over the
// route's cap, will never pass) sets it aside on the device with a Dutch message and the queue goes
// on; a direct send answered 429 is queued instead of reported as failed.
import { waitFor } from '@testing-library/react';
import { runSaga } from 'redux-saga';
import { connectivityChanged } from '../../../src/features/connectivity/connectivitySlice';
import { queueTiming } from '../../../src/features/queue/queueSagas';
import type { NewQueueItem } from '../../../src/features/queue/queueSlice';
import { actionQueued } from '../../../src/features/queue/queueSlice';
import { readQueue } from '../../../src/features/queue/queueStorage';
import { sendOrQueue } from '../../../src/features/queue/sendOrQueue';
import { server, setupMockServer } from '../mocks/server';
import { testsHandlers, testsServer } from '../mocks/tests';
import { actionQueueHandler, queueServer } from './actionQueueServer';
import { queueStore, student } from './queueState';

setupMockServer();
const timing = { ...queueTiming };
beforeEach(() => {
  server.use(actionQueueHandler, ...testsHandlers);
  queueServer.reset();
  testsServer.reset();
  localStorage.clear();
  Object.assign(queueTiming, { baseDelayMs: 10, maxDelayMs: 40 });
});
afterAll(() => Object.assign(queueTiming, timing));

type Store = ReturnType<typeof queueStore>;
// Generous: the machine running the suite may be busy (the waits themselves are 10–40 ms).
const slow = { timeout: 5_000 };
const headers = (store: Store) => store.getState().notifications.items.map((n) => n.header);

it('keeps an item answered 429 (per request, then per item) and sends it again after a backoff', async () => {
  queueServer.script = [
    { requestStatus: 429, error: 'too_many_requests' },
    { itemStatus: 429, error: 'too_many_requests' },
  ];
  const store = queueStore({ online: false });
  store.dispatch(actionQueued({ type: 'SKIP_MODULE', data: { module: 4 } }));
  const started = Date.now();
  store.dispatch(connectivityChanged(true));
  await waitFor(() => expect(store.getState().queue.items).toEqual([]), slow);
  // On the device at every attempt; three requests in all, the later ones after base and 2×base.
  expect(queueServer.storedAtRequest).toEqual([1, 1, 1]);
  expect(Date.now() - started).toBeGreaterThanOrEqual(10 + 20);
  expect(queueServer.received.map((i) => i.data)).toEqual([{ module: 4 }, { module: 4 }]);
  expect(store.getState().queue.setAside).toEqual([]);
  expect(headers(store)).toEqual(['Wijzigingen opgeslagen']);
});

it('sets an item answered 413 aside on the device, says so in Dutch, and sends the next one', async () => {
  queueServer.script = [{ requestStatus: 413, error: 'payload_too_large' }];
  const store = queueStore({ online: false });
  store.dispatch(actionQueued({ type: 'SKIP_MODULE', data: { module: 1 } }));
  store.dispatch(actionQueued({ type: 'SKIP_MODULE', data: { module: 2 } }));
  store.dispatch(connectivityChanged(true));
  await waitFor(() => expect(store.getState().queue.items).toEqual([]), slow);
  const setAside = [
    { item: expect.objectContaining({ data: { module: 1 } }), status: 413, error: 'payload_too_large' },
  ];
  expect(store.getState().queue.setAside).toEqual(setAside);
  expect(readQueue(student.id).setAside).toEqual(setAside);
  expect(queueServer.received.map((i) => i.data)).toEqual([{ module: 2 }]);
  expect(headers(store)).toEqual(['Wijziging niet opgeslagen', 'Wijzigingen opgeslagen']);
});

it('queues a direct send answered 429 instead of failing it, and delivers it from the queue', async () => {
  testsServer.failWith = { status: 429, error: 'too_many_requests' };
  const store = queueStore({ online: true });
  const item: NewQueueItem = { type: 'SKIP_MODULE', data: { module: 7 } };
  const delivery = await runSaga({ dispatch: store.dispatch, getState: store.getState }, sendOrQueue, item).toPromise();
  expect(delivery).toBe('queued');
  await waitFor(() => expect(queueServer.received.map((i) => i.data)).toEqual([{ module: 7 }]), slow);
  await waitFor(() => expect(store.getState().queue.items).toEqual([]), slow);
  expect(testsServer.skipped).toEqual([]);
});
