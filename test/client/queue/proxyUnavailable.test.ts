// Behind a reverse proxy (issue 24), an app instance that is down or restarting does not refuse the
// connection: nginx answers 502 (or 504 on a time-out) and a stopping instance answers 503. To
// the student's app that is the same as no answer, so a direct finish or skip answered so is
// queued (the app counts as offline until its probe answers) and delivered when the connection is
// back, never reported as failed. A 500 (a bug) is still reported.
import { waitFor } from '@testing-library/react';
import { runSaga } from 'redux-saga';
import { connectivityChanged } from '../../../src/features/connectivity/connectivitySlice';
import { queueTiming } from '../../../src/features/queue/queueSagas';
import type { NewQueueItem } from '../../../src/features/queue/queueSlice';
import { sendOrQueue } from '../../../src/features/queue/sendOrQueue';
import { server, setupMockServer } from '../mocks/server';
import { testsHandlers, testsServer } from '../mocks/tests';
import { actionQueueHandler, queueServer } from './actionQueueServer';
import { queueStore } from './queueState';

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

const send = (store: ReturnType<typeof queueStore>, item: NewQueueItem) =>
  runSaga({ dispatch: store.dispatch, getState: store.getState }, sendOrQueue, item).toPromise() as Promise<
    'sent' | 'queued'
  >;

it.each([502, 503, 504])('queues a direct send answered %i and delivers it from the queue', async (status) => {
  testsServer.failWith = { status, error: 'unavailable' };
  const store = queueStore({ online: true });
  expect(await send(store, { type: 'SKIP_MODULE', data: { module: 7 } })).toBe('queued');
  // Kept on the device, and the app counts as offline until a probe answers (as after no answer).
  expect(store.getState().queue.items.map((i) => i.data)).toEqual([{ module: 7 }]);
  expect(store.getState().connectivity.online).toBe(false);
  store.dispatch(connectivityChanged(true));
  await waitFor(() => expect(queueServer.received.map((i) => i.data)).toEqual([{ module: 7 }]), { timeout: 5_000 });
  await waitFor(() => expect(store.getState().queue.items).toEqual([]), { timeout: 5_000 });
  expect(testsServer.skipped).toEqual([]);
});

it('still reports a 500 from the app itself instead of queueing it', async () => {
  testsServer.failWith = { status: 500, error: 'internal_error' };
  const store = queueStore({ online: true });
  await expect(send(store, { type: 'SKIP_MODULE', data: { module: 7 } })).rejects.toMatchObject({
    response: { status: 500 },
  });
  expect(store.getState().queue.items).toEqual([]);
});
