// A new attempt reports its start (issue 34: participation "started") in the background: sent at once
// when online, through the offline queue when not (sent when the connection returns, stored once by the
// server), and never a message, a loading overlay, a count of waiting changes or a set-aside entry for
// the student: it is statistics only. A queued start is not a finished module after a reload.
import { waitFor } from '@testing-library/react';
import type { RootState } from '../../../src/app/store';
import { makeStore } from '../../../src/app/store';
import { accountLoaded } from '../../../src/features/account/accountSlice';
import { connectivityChanged } from '../../../src/features/connectivity/connectivitySlice';
import { openModule, startAttempt } from '../../../src/features/moduleDialog/moduleDialogActions';
import { queueTiming } from '../../../src/features/queue/queueSagas';
import { actionQueued, selectQueuedCount } from '../../../src/features/queue/queueSlice';
import { readQueue } from '../../../src/features/queue/queueStorage';
import { FITHEID_ID, SLEEP_ID } from '../fixtures/dialogModules';
import { model } from '../mocks/model';
import { server, setupMockServer } from '../mocks/server';
import { testsHandlers, testsServer } from '../mocks/tests';
import { dialogState } from '../moduleDialog/dialogState';
import { actionQueueHandler, queueServer } from './actionQueueServer';
import { student } from './queueState';

setupMockServer();
const timing = { ...queueTiming };
beforeEach(() => {
  window.scrollTo = jest.fn();
  server.use(actionQueueHandler, ...testsHandlers);
  queueServer.reset();
  testsServer.reset();
  localStorage.clear();
  Object.assign(queueTiming, { baseDelayMs: 10, maxDelayMs: 40 });
});
afterAll(() => Object.assign(queueTiming, timing));

function storeFor(online: boolean) {
  model.session = student.username;
  const state: Partial<RootState> = {
    ...dialogState({ account: student }),
    connectivity: { online, lastCheckedAt: null },
    queue: { userId: student.id, items: [], setAside: [] },
  };
  return makeStore(state);
}

function start(store: ReturnType<typeof storeFor>, moduleId = SLEEP_ID) {
  store.dispatch(openModule(moduleId));
  store.dispatch(startAttempt());
}

const starts = () => model.calls.filter((c) => c === 'POST /api/test/start-module');

it('sends the start of a new attempt at once when online, quietly, and not again on resuming it', async () => {
  const store = storeFor(true);
  start(store);
  await waitFor(() => expect(starts()).toHaveLength(1));
  expect(store.getState().moduleDialog).toMatchObject({ moduleId: SLEEP_ID, stage: 'slides', slideIndex: 0 });
  expect(store.getState().notifications.items).toEqual([]);
  expect(store.getState().loading.pending).toBe(0);
  expect(store.getState().queue.items).toEqual([]);
  // The unfinished attempt resumed: it was reported when it began.
  start(store);
  await new Promise((r) => setTimeout(r, 30));
  expect(starts()).toHaveLength(1);
});

it('queues the start offline without counting it as a waiting change, and sends it when back online', async () => {
  const store = storeFor(false);
  start(store);
  await waitFor(() => expect(store.getState().queue.items).toHaveLength(1));
  const [item] = store.getState().queue.items;
  expect(item).toMatchObject({ type: 'START_MODULE', data: { module: SLEEP_ID } });
  expect(readQueue(student.id).items).toEqual([item]);
  expect(selectQueuedCount(store.getState())).toBe(0);
  expect(starts()).toEqual([]);

  store.dispatch(connectivityChanged(true));
  await waitFor(() => expect(store.getState().queue.items).toEqual([]));
  expect(queueServer.received).toEqual([item]);
  // Only the student's own changes earn "Wijzigingen opgeslagen".
  expect(store.getState().notifications.items).toEqual([]);
});

it('drops a start the server refuses, without setting it aside or telling the student', async () => {
  queueServer.script = [{ itemStatus: 400, error: 'module_disabled' }];
  const store = storeFor(false);
  start(store, FITHEID_ID);
  await waitFor(() => expect(store.getState().queue.items).toHaveLength(1));
  store.dispatch(connectivityChanged(true));
  await waitFor(() => expect(store.getState().queue.items).toEqual([]));
  expect(store.getState().queue.setAside).toEqual([]);
  expect(store.getState().notifications.items).toEqual([]);
});

it('does not count a queued start as a finished module after a reload', () => {
  const first = storeFor(false);
  first.dispatch(actionQueued({ type: 'START_MODULE', data: { module: SLEEP_ID } }));
  const reloaded = makeStore({ connectivity: { online: false, lastCheckedAt: null } });
  reloaded.dispatch(accountLoaded(student));
  expect(reloaded.getState().queue.items).toHaveLength(1);
  expect(reloaded.getState().account.account?.finishedModules).toEqual([]);
  expect(reloaded.getState().account.account?.skippedModules).toEqual([]);
});
