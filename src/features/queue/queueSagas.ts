// The one replayer of the offline queue (there is no Workbox background sync: two replayers would
// send twice). On login/start the user's queue is read from the device; it is flushed then, when
// the connection returns and after every new item: one item at a time, in order, each removed only
// after a 2xx for it. Failures that may pass later are retried with capped exponential backoff.
// The backoff belongs to the item, not to one flush: a network error marks the app offline and the
// probe right after it online again, and that "back online" must not send the item before its
// backoff has passed (issue 11: 2,734 requests in 60 s when only the queue path was blocked).
// Independently of any backoff, sends are at least queueTiming.minIntervalMs apart.
import { call, select } from '../../app/typedEffects';
import { all, delay, put, takeEvery, takeLeading } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import type { RootState } from '../../app/store';
import type { QueueItem } from '../../shared/api';
import { t } from '../../i18n/nl';
import { accountLoaded, loggedOut } from '../account/accountSlice';
import { connectivityChanged, connectivityCheckRequested } from '../connectivity/connectivitySlice';
import { notify } from '../notifications/notificationsSlice';
import { moduleFinished, moduleSkipped } from '../account/moduleDoneActions';
import { sendQueueItem } from '../../api/queue';
import type { SendOutcome } from './queueOutcome';
import { backoffMs, outcomeOfError, outcomeOfResult } from './queueOutcome';
import {
  actionQueued,
  itemDelivered,
  isStudentChange,
  itemSetAside,
  queueDiscarded,
  queueFlushRequested,
  queueRestored,
  selectQueue,
  selectQueuedCount,
  setAsideDismissed,
} from './queueSlice';
import { readQueue, removeQueue, writeQueue } from './queueStorage';

/** Retry pacing and the rate cap; a mutable object so tests can shorten them. */
export const queueTiming = { baseDelayMs: 1_000, maxDelayMs: 60_000, minIntervalMs: 250 };

/** Failed attempts of one item and the earliest time (epoch ms) it may be sent again. */
interface RetryState {
  attempts: number;
  notBefore: number;
}

/** Kept by the queue saga across flushes (and so across connectivity changes) for its lifetime. */
export interface Pacing {
  retries: Map<string, RetryState>;
  lastSendAt: number;
}

export const newPacing = (): Pacing => ({ retries: new Map(), lastSendAt: -Infinity });

const CHANGES = [actionQueued, itemDelivered, itemSetAside, setAsideDismissed].map((a) => a.type);

function* persist(): SagaIterator {
  const queue = yield* select(selectQueue);
  yield* call(writeQueue, queue);
}

function* restore(action: ReturnType<typeof accountLoaded>): SagaIterator {
  const stored = yield* call(readQueue, action.payload.id);
  yield put(queueRestored(stored));
  // The account may come from the service worker's cache, from before these changes: the queued
  // ones count as done already, as they did when they were made.
  for (const item of stored.items) {
    if (item.type === 'SKIP_MODULE') yield put(moduleSkipped(item.data.module));
    else if (item.type === 'FINISH_TEST') yield put(moduleFinished(item.data.module));
  }
  yield put(queueFlushRequested());
}

function* discard(action: ReturnType<typeof queueDiscarded>): SagaIterator {
  yield* call(removeQueue, action.payload);
}

/** The next item, or null when nothing may be sent now (empty, offline, or not the owner's session). */
function nextSendable(state: RootState) {
  const userId = state.account.account?.id ?? null;
  const item = state.queue.items[0];
  if (!item || userId === null || state.queue.userId !== userId || !state.connectivity.online) return null;
  return item;
}

function* sessionExpired(): SagaIterator {
  const count = yield* select(selectQueuedCount);
  // Not a logout by the student: the device copy stays and is sent after the next login as this user.
  yield put(loggedOut());
  yield put(
    notify({ type: 'warning', header: t('queue.sessionExpired'), text: t('queue.sessionExpiredText', { count }) }),
  );
}

/** How long the item must still wait: its own backoff, and the rate cap. */
function waitBefore(item: QueueItem, pacing: Pacing, now: number): number {
  const notBefore = Math.max(
    pacing.retries.get(item.id)?.notBefore ?? 0,
    pacing.lastSendAt + queueTiming.minIntervalMs,
  );
  return Math.max(0, notBefore - now);
}

export function* flushQueue(pacing: Pacing = newPacing()): SagaIterator {
  let delivered = 0;
  const queued = yield* select(selectQueue);
  for (const id of pacing.retries.keys()) if (!queued.items.some((item) => item.id === id)) pacing.retries.delete(id);
  for (;;) {
    const item = yield* select(nextSendable);
    if (!item) break;
    // Not raced with flush requests: nothing (connection back, new item, login) sends early.
    const wait = waitBefore(item, pacing, Date.now());
    if (wait > 0) {
      yield delay(wait);
      continue; // the state may have changed meanwhile (offline, logged out, item gone)
    }
    pacing.lastSendAt = Date.now();
    let outcome: SendOutcome;
    try {
      const result = yield* call(sendQueueItem, item);
      outcome = outcomeOfResult(result);
    } catch (err) {
      outcome = outcomeOfError(err);
    }
    if (outcome.kind === 'delivered') {
      pacing.retries.delete(item.id);
      yield put(itemDelivered(item.id));
      if (isStudentChange(item)) delivered += 1;
    } else if (outcome.kind === 'rejected' && !isStudentChange(item)) {
      // A refused start (the module was switched off meanwhile) is of no concern to the student.
      pacing.retries.delete(item.id);
      yield put(itemDelivered(item.id));
    } else if (outcome.kind === 'rejected') {
      pacing.retries.delete(item.id);
      yield put(itemSetAside({ id: item.id, status: outcome.status, error: outcome.error }));
      yield put(notify({ type: 'danger', header: t('queue.rejectedHeader'), text: t('queue.rejectedText') }));
    } else if (outcome.kind === 'unauthorized') {
      yield* call(sessionExpired);
      return;
    } else {
      if (outcome.network) yield put(connectivityCheckRequested());
      const attempts = pacing.retries.get(item.id)?.attempts ?? 0;
      const backoff = backoffMs(attempts, queueTiming.baseDelayMs, queueTiming.maxDelayMs);
      pacing.retries.set(item.id, { attempts: attempts + 1, notBefore: Date.now() + backoff });
    }
  }
  const left = yield* select(selectQueuedCount);
  if (delivered > 0 && left === 0) yield put(notify({ type: 'success', header: t('queue.saved') }));
}

function* onConnectivityChanged(action: ReturnType<typeof connectivityChanged>): SagaIterator {
  if (action.payload) yield put(queueFlushRequested());
}

export function* queueSaga(): SagaIterator {
  const pacing = newPacing();
  yield all([
    takeEvery(CHANGES, persist),
    takeEvery(accountLoaded.type, restore),
    takeEvery(queueDiscarded.type, discard),
    takeEvery(connectivityChanged.type, onConnectivityChanged),
    takeEvery(actionQueued.type, function* () {
      yield put(queueFlushRequested());
    }),
    takeLeading(queueFlushRequested.type, flushQueue, pacing),
  ]);
}
