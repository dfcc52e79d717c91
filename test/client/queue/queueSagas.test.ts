// The offline queue run whole through a real store and msw: offline enqueue, in-order flushing one
// item at a time, retry with backoff on 5xx and on no answer, 4xx set aside, persistence on the
// device per user, and a 401 that keeps the queue for the next login.
import { waitFor } from '@testing-library/react';
import { runSaga } from 'redux-saga';
import { makeStore } from '../../../src/app/store';
import { accountLoaded } from '../../../src/features/account/accountSlice';
import { connectivityChanged } from '../../../src/features/connectivity/connectivitySlice';
import { queueTiming } from '../../../src/features/queue/queueSagas';
import type { NewQueueItem } from '../../../src/features/queue/queueSlice';
import { actionQueued } from '../../../src/features/queue/queueSlice';
import { queueStorageKey, readQueue } from '../../../src/features/queue/queueStorage';
import { sendOrQueue } from '../../../src/features/queue/sendOrQueue';
import { model } from '../mocks/model';
import { server, setupMockServer } from '../mocks/server';
import { testsHandlers, testsServer } from '../mocks/tests';
import { actionQueueHandler, queueServer } from './actionQueueServer';
import { classmate, queueStore, skipItem, student } from './queueState';

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

type Store = ReturnType<typeof makeStore>;
const run = (store: Store, item: NewQueueItem) =>
  runSaga({ dispatch: store.dispatch, getState: store.getState }, sendOrQueue, item).toPromise() as Promise<
    'sent' | 'queued'
  >;
const headers = (store: Store) => store.getState().notifications.items.map((n) => n.header);

describe('offline enqueue', () => {
  it('queues SKIP_MODULE on the device without any request while offline', async () => {
    const store = queueStore({ online: false });
    await expect(run(store, { type: 'SKIP_MODULE', data: { module: 7 } })).resolves.toBe('queued');
    const [item] = store.getState().queue.items;
    expect(item).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), type: 'SKIP_MODULE', data: { module: 7 } });
    expect(readQueue(student.id).items).toEqual([item]);
    expect(model.calls.filter((c) => c.startsWith('POST'))).toEqual([]);
  });

  it('sends directly when online with nothing waiting, and queues when the request gets no answer', async () => {
    const store = queueStore({ online: true });
    await expect(run(store, { type: 'SKIP_MODULE', data: { module: 7 } })).resolves.toBe('sent');
    expect(testsServer.skipped).toEqual([7]);
    testsServer.failWith = 'network';
    await expect(run(store, { type: 'SKIP_MODULE', data: { module: 8 } })).resolves.toBe('queued');
    expect(store.getState().connectivity.online).toBe(false);
    expect(store.getState().queue.items.map((i) => i.data)).toEqual([{ module: 8 }]);
  });

  it('queues behind older items even when online, so the order is kept', async () => {
    queueServer.script = ['network'];
    const store = queueStore({ online: true, items: [skipItem('older', 1)] });
    await expect(run(store, { type: 'SKIP_MODULE', data: { module: 2 } })).resolves.toBe('queued');
    expect(testsServer.skipped).toEqual([]);
    // The flush of 'older' got no answer: the store counts as offline and both items wait.
    await waitFor(() => expect(store.getState().connectivity.online).toBe(false));
    await new Promise((r) => setTimeout(r, 30));
    expect(store.getState().queue.items.map((i) => i.data)).toEqual([{ module: 1 }, { module: 2 }]);
  });
});

describe('flushing', () => {
  it('sends the items in order, one request at a time, and says Wijzigingen opgeslagen', async () => {
    const store = queueStore({ online: false });
    for (const module of [1, 2, 3]) store.dispatch(actionQueued({ type: 'SKIP_MODULE', data: { module } }));
    const ids = store.getState().queue.items.map((i) => i.id);
    store.dispatch(connectivityChanged(true));
    await waitFor(() => expect(store.getState().queue.items).toEqual([]));
    expect(queueServer.received.map((i) => i.id)).toEqual(ids);
    expect(queueServer.maxInFlight).toBe(1);
    expect(localStorage.getItem(queueStorageKey(student.id))).toBeNull();
    expect(headers(store)).toEqual(['Wijzigingen opgeslagen']);
  });

  it('keeps an item through 5xx answers and retries it with backoff until a 2xx', async () => {
    // A 500 is the app's own failure: retried with backoff. (A 502/503/504 is the proxy or a stopping
    // instance, i.e. no connection: the next test but one.)
    queueServer.script = [{ requestStatus: 500, error: 'internal_error' }, { itemStatus: 500 }];
    const store = queueStore({ online: false });
    store.dispatch(actionQueued({ type: 'SKIP_MODULE', data: { module: 4 } }));
    const started = Date.now();
    store.dispatch(connectivityChanged(true));
    await waitFor(() => expect(store.getState().queue.items).toEqual([]));
    // Still on the device at every attempt, removed only after the 2xx.
    expect(queueServer.storedAtRequest).toEqual([1, 1, 1]);
    expect(readQueue(student.id).items).toEqual([]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(10 + 20); // two backoff waits: base, 2×base
    expect(queueServer.received).toHaveLength(2); // the 500 item answer plus the 200
    expect(headers(store)).toEqual(['Wijzigingen opgeslagen']);
  });

  it('keeps an item when there is no answer, goes offline, and sends it when the connection returns', async () => {
    queueServer.script = ['network'];
    const store = queueStore({ online: false });
    store.dispatch(actionQueued({ type: 'SKIP_MODULE', data: { module: 5 } }));
    store.dispatch(connectivityChanged(true));
    await waitFor(() => expect(store.getState().connectivity.online).toBe(false));
    await new Promise((r) => setTimeout(r, 60));
    expect(store.getState().queue.items).toHaveLength(1);
    expect(queueServer.received).toEqual([]);
    store.dispatch(connectivityChanged(true));
    await waitFor(() => expect(store.getState().queue.items).toEqual([]));
    expect(queueServer.received.map((i) => i.data)).toEqual([{ module: 5 }]);
  });

  it.each([502, 503, 504])(
    'keeps an item when the flush is answered %i (proxy or stopping instance), goes offline, and sends it when back',
    async (status) => {
      queueServer.script = [{ requestStatus: status, error: 'unavailable' }];
      const store = queueStore({ online: false });
      store.dispatch(actionQueued({ type: 'SKIP_MODULE', data: { module: 7 } }));
      store.dispatch(connectivityChanged(true));
      await waitFor(() => expect(store.getState().connectivity.online).toBe(false));
      expect(store.getState().queue.items).toHaveLength(1);
      expect(readQueue(student.id).items).toHaveLength(1);
      expect(queueServer.received).toEqual([]);
      store.dispatch(connectivityChanged(true));
      await waitFor(() => expect(store.getState().queue.items).toEqual([]));
      expect(queueServer.received.map((i) => i.data)).toEqual([{ module: 7 }]);
      expect(store.getState().queue.setAside).toEqual([]);
    },
  );

  it('sets a 4xx item aside visibly and goes on with the rest', async () => {
    queueServer.script = [{ itemStatus: 400, error: 'unknown_module' }];
    const store = queueStore({ online: false });
    store.dispatch(actionQueued({ type: 'SKIP_MODULE', data: { module: 999 } }));
    store.dispatch(actionQueued({ type: 'SKIP_MODULE', data: { module: 6 } }));
    store.dispatch(connectivityChanged(true));
    await waitFor(() => expect(store.getState().queue.items).toEqual([]));
    expect(store.getState().queue.setAside).toEqual([
      { item: expect.objectContaining({ data: { module: 999 } }), status: 400, error: 'unknown_module' },
    ]);
    expect(readQueue(student.id).setAside).toHaveLength(1);
    expect(headers(store)).toEqual(['Wijziging niet opgeslagen', 'Wijzigingen opgeslagen']);
  });
});

describe('persistence and users', () => {
  it('survives a reload: a new store reads the queue back for the same user only', async () => {
    const first = queueStore({ online: false });
    first.dispatch(actionQueued({ type: 'SKIP_MODULE', data: { module: 3 } }));
    const saved = first.getState().queue.items;

    const reloaded = makeStore({ connectivity: { online: false, lastCheckedAt: null } });
    reloaded.dispatch(accountLoaded(student));
    expect(reloaded.getState().queue.items).toEqual(saved);
    // The account may be a cached copy from before the skip: the queued skip counts already.
    expect(reloaded.getState().account.account?.skippedModules).toEqual([3]);

    const other = queueStore({ online: true, account: classmate });
    other.dispatch(accountLoaded(classmate));
    await new Promise((r) => setTimeout(r, 30));
    expect(other.getState().queue.items).toEqual([]);
    expect(queueServer.received).toEqual([]);
    expect(readQueue(student.id).items).toEqual(saved);
  });

  it('keeps the queue on a 401, asks to log in again, and flushes after that login', async () => {
    queueServer.script = [{ requestStatus: 401, error: 'unauthorized' }];
    const store = queueStore({ online: false });
    store.dispatch(actionQueued({ type: 'SKIP_MODULE', data: { module: 9 } }));
    store.dispatch(connectivityChanged(true));
    await waitFor(() => expect(store.getState().account.account).toBeNull());
    expect(headers(store)).toEqual(['Log opnieuw in']);
    expect(store.getState().queue.items).toEqual([]); // nothing of this student left in memory
    expect(readQueue(student.id).items).toHaveLength(1); // but kept on the device

    store.dispatch(accountLoaded(student));
    await waitFor(() => expect(queueServer.received.map((i) => i.data)).toEqual([{ module: 9 }]));
    await waitFor(() => expect(localStorage.getItem(queueStorageKey(student.id))).toBeNull());
  });
});
