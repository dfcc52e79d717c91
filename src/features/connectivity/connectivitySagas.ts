// Tracks connectivity: browser online/offline events, a periodic GET /online probe (more often
// while offline, so the queue is flushed soon after the connection returns), and a probe right
// after every network error or time-out. A network error counts as offline until a probe says
// otherwise.
import { call, select } from '../../app/typedEffects';
import { cancelled, delay, fork, put, race, take } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { appStarted } from '../account/accountSlice';
import type { BrowserConnectivityEvent } from './channels';
import { browserEventsChannel, networkErrorChannel } from './channels';
import { connectivityChanged, connectivityCheckRequested, probeFinished, selectOnline } from './connectivitySlice';
import { probeOnline } from './probe';

/** Probe intervals; a mutable object so tests can shorten them. */
export const connectivityTiming = { onlineIntervalMs: 30_000, offlineIntervalMs: 5_000 };

function* watchBrowserEvents(): SagaIterator {
  const channel = yield* call(browserEventsChannel);
  try {
    for (;;) {
      const event: BrowserConnectivityEvent = yield take(channel);
      // 'offline' is certain (no network at all); 'online' only means a network exists, so the
      // server is probed before the app counts as online.
      if (event === 'offline') yield put(connectivityChanged(false));
      yield put(connectivityCheckRequested());
    }
  } finally {
    if (yield cancelled()) channel.close();
  }
}

function* watchNetworkErrors(): SagaIterator {
  const channel = yield* call(networkErrorChannel);
  try {
    for (;;) {
      yield take(channel);
      if (yield* select(selectOnline)) yield put(connectivityChanged(false));
      yield put(connectivityCheckRequested());
    }
  } finally {
    if (yield cancelled()) channel.close();
  }
}

/** One probe; the state changes only when the answer differs, so listeners see real transitions. */
export function* checkConnectivity(): SagaIterator<boolean> {
  const online = yield* call(probeOnline);
  const before = yield* select(selectOnline);
  yield put(probeFinished(online));
  if (online !== before) yield put(connectivityChanged(online));
  return online;
}

function* probeLoop(): SagaIterator {
  for (;;) {
    const online = yield* call(checkConnectivity);
    const wait = online ? connectivityTiming.onlineIntervalMs : connectivityTiming.offlineIntervalMs;
    yield race({ timer: delay(wait), requested: take(connectivityCheckRequested.type) });
  }
}

export function* connectivitySaga(): SagaIterator {
  yield fork(watchBrowserEvents);
  yield fork(watchNetworkErrors);
  // Probing starts with the app (index.tsx dispatches appStarted), not with every store a test builds.
  yield take(appStarted.type);
  yield* call(probeLoop);
}
