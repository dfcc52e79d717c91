// SKIP_MODULE, START_MODULE and FINISH_TEST go through here: sent at once when the app is online and no
// older change of the student waits in the queue (so their order is kept; a start may pass or be
// passed: the server stores it whatever came before), otherwise, or when the request gets no answer (also
// from a proxy whose app is down or restarting: 502, 503, 504), queued.
// A 429 (the student's write budget is used up for this minute) is queued too: the queue sends it
// again after a backoff. Other errors (4xx, 5xx while online) are thrown to the caller, which
// reports them as before.
import { call, select } from '../../app/typedEffects';
import { put } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { isServerUnreachable } from '../../api/errors';
import { errorStatus } from '../../common/api/failure';
import { finishAttempt, skipModule, startModule } from '../../api/test';
import { selectAccountId } from '../account/accountSelectors';
import { selectOnline } from '../connectivity/connectivitySlice';
import { withLoading } from '../loading/withLoading';
import type { NewQueueItem } from './queueSlice';
import { actionQueued, queueRestored, selectQueueOwner, selectQueuedCount } from './queueSlice';
import { readQueue } from './queueStorage';

function sendDirect(item: NewQueueItem): Promise<void> {
  switch (item.type) {
    case 'SKIP_MODULE':
      return skipModule(item.data.module);
    case 'START_MODULE':
      return startModule(item.data.module);
    case 'FINISH_TEST':
      return finishAttempt(item.data);
  }
}

/** Adds the item to the logged-in user's queue (reading that queue first if it is not loaded). */
export function* enqueue(item: NewQueueItem): SagaIterator {
  const userId = yield* select(selectAccountId);
  const owner = yield* select(selectQueueOwner);
  if (userId === null) throw new Error('Cannot queue an action without a logged-in account');
  if (owner !== userId) {
    const stored = yield* call(readQueue, userId);
    yield put(queueRestored(stored));
  }
  yield put(actionQueued(item));
}

export function* sendOrQueue(item: NewQueueItem): SagaIterator<'sent' | 'queued'> {
  const online = yield* select(selectOnline);
  const queued = yield* select(selectQueuedCount);
  if (online && queued === 0) {
    try {
      // A start happens in the background: no loading overlay for it.
      if (item.type === 'START_MODULE') yield* call(sendDirect, item);
      else yield* call(withLoading, sendDirect, item);
      return 'sent';
    } catch (err) {
      if (!isServerUnreachable(err) && errorStatus(err) !== 429) throw err;
    }
  }
  yield* call(enqueue, item);
  return 'queued';
}
