// Issue 11 item 4, on a fake clock: GET /online answers but POST /api/action-queue never does (a
// proxy that blocks the path, a dropped connection). Each network error marks the app offline and
// the probe right after it marks it online again; before the fix that "back online" woke the flush
// at once, past the backoff: about 3,000 requests a minute. The per-item backoff must hold whatever
// the connectivity does, and the send rate is capped in any case.
import { configureStore } from '@reduxjs/toolkit';
import type { UnknownAction } from '@reduxjs/toolkit';
import { AxiosError } from 'axios';
import type { InternalAxiosRequestConfig } from 'axios';
import createSagaMiddleware from 'redux-saga';
import type { Task } from 'redux-saga';
import { all, fork } from 'redux-saga/effects';
import { apiClient } from '../../../src/common/api/client';
import { rootReducer } from '../../../src/app/store';
import { appStarted } from '../../../src/features/account/accountSlice';
import { connectivitySaga } from '../../../src/features/connectivity/connectivitySagas';
import { connectivityChanged } from '../../../src/features/connectivity/connectivitySlice';
import { queueSaga, queueTiming } from '../../../src/features/queue/queueSagas';
import { actionQueued, queueFlushRequested } from '../../../src/features/queue/queueSlice';
import { makeAccount } from '../fixtures/account';
import { loggedInWithData } from '../state';

// The probe answers (online) after 50 ms, as a GET /online on a working connection does.
jest.mock('../../../src/features/connectivity/probe', () => ({
  probeOnline: jest.fn(() => new Promise((resolve) => setTimeout(() => resolve(true), 50))),
}));

const student = makeAccount({ id: 601 });
const originalAdapter = apiClient.defaults.adapter;
let sends: number[] = [];
let task: Task | null = null;

beforeEach(() => {
  jest.useFakeTimers();
  localStorage.clear();
  sends = [];
  // Every queue request fails at the network level 20 ms after it leaves, as through a dropped
  // connection; the connectivity probe (mocked above) keeps answering.
  apiClient.defaults.adapter = (config: InternalAxiosRequestConfig) => {
    sends.push(Date.now());
    return new Promise((_resolve, reject) => {
      setTimeout(() => reject(new AxiosError('Network Error', AxiosError.ERR_NETWORK, config, {})), 20);
    });
  };
});

afterEach(() => {
  task?.cancel();
  task = null;
  apiClient.defaults.adapter = originalAdapter;
  jest.useRealTimers();
});

function start() {
  const actions: UnknownAction[] = [];
  const sagaMiddleware = createSagaMiddleware();
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: {
      ...loggedInWithData(student, { modules: [], module_configs: [] }),
      connectivity: { online: true, lastCheckedAt: null },
      queue: { userId: student.id, items: [], setAside: [] },
    },
    middleware: (getDefault) =>
      getDefault({ thunk: false, serializableCheck: false, immutableCheck: false }).concat(
        () => (next) => (action) => {
          actions.push(action as UnknownAction);
          return next(action);
        },
        sagaMiddleware,
      ),
  });
  task = sagaMiddleware.run(function* () {
    yield all([fork(queueSaga), fork(connectivitySaga)]);
  });
  store.dispatch(appStarted());
  const toggles = () => actions.filter((a) => a.type === connectivityChanged.type).length;
  return { store, toggles };
}

/** Advances the fake clock; stops early once the storm is obvious (it would take minutes of real time). */
async function runFor(ms: number, step = 250, between: (t: number) => void = () => undefined) {
  for (let t = 0; t < ms && sends.length <= 100; t += step) {
    between(t);
    await jest.advanceTimersByTimeAsync(step);
  }
}

/** The waits between consecutive sends, in seconds. */
const gaps = (times: number[]) => times.slice(1).map((time, i) => (time - times[i]) / 1000);

describe('retry storm (GET /online answers, POST /api/action-queue never does)', () => {
  it('keeps the per-item backoff: 1, 2, 4 … s between attempts, a handful of requests a minute', async () => {
    const { store, toggles } = start();
    store.dispatch(actionQueued({ type: 'SKIP_MODULE', data: { module: 3 } }));
    await runFor(60_000);
    // Attempts at 0, 1, 3, 7, 15, 31 s (plus the 20 ms each request takes to fail).
    expect(sends.length).toBeGreaterThanOrEqual(5);
    expect(sends.length).toBeLessThanOrEqual(7);
    gaps(sends).forEach((gap, i) => expect(gap).toBeGreaterThanOrEqual((queueTiming.baseDelayMs / 1000) * 2 ** i));
    // The offline bar shows and hides at most once per attempt.
    expect(toggles()).toBeLessThanOrEqual(2 * sends.length);
    expect(store.getState().queue.items).toHaveLength(1);
  });

  it('holds the backoff through connectivity flips and flush requests, and caps the rate', async () => {
    const { store } = start();
    store.dispatch(actionQueued({ type: 'SKIP_MODULE', data: { module: 3 } }));
    store.dispatch(actionQueued({ type: 'FINISH_TEST', data: { id: 't', module: 4 } as never }));
    // Every 300 ms something says "go now": the browser's online event, a probe, a new login.
    await runFor(60_000, 300, (t) => {
      store.dispatch(connectivityChanged(t % 600 === 0));
      store.dispatch(connectivityChanged(true));
      store.dispatch(queueFlushRequested());
    });
    expect(sends.length).toBeLessThanOrEqual(7);
    gaps(sends).forEach((gap, i) => expect(gap).toBeGreaterThanOrEqual((queueTiming.baseDelayMs / 1000) * 2 ** i));
    // Nothing was delivered, so both items are still there, in order.
    expect(store.getState().queue.items.map((i) => i.type)).toEqual(['SKIP_MODULE', 'FINISH_TEST']);
  });

  it('sends a long queue that succeeds no faster than the rate cap allows', async () => {
    apiClient.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
      sends.push(Date.now());
      const { queue } = JSON.parse(String(config.data)) as { queue: Array<{ id: string }> };
      return {
        data: { results: queue.map((item) => ({ id: item.id, status: 200 })) },
        status: 200,
        statusText: 'OK',
        headers: {},
        config,
      };
    };
    const { store } = start();
    store.dispatch(connectivityChanged(false));
    for (let module = 1; module <= 30; module += 1)
      store.dispatch(actionQueued({ type: 'SKIP_MODULE', data: { module } }));
    store.dispatch(connectivityChanged(true));
    await jest.advanceTimersByTimeAsync(60_000);
    expect(store.getState().queue.items).toEqual([]);
    expect(sends).toHaveLength(30);
    const perSecond = 1000 / queueTiming.minIntervalMs;
    expect(Math.min(...gaps(sends))).toBeGreaterThanOrEqual(1 / perSecond);
  });
});
