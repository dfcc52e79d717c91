// SKIP_MODULE and FINISH_TEST go through here: sent at once when the app is online and nothing older
// waits in the queue (so the order is kept), otherwise, or when the request gets no answer, queued.
// A 429 (the student's write budget is used up for this minute) is queued too: the queue sends it
// again after a backoff. Other errors (4xx, 5xx while online) are thrown to the caller, which
// reports them as before.
import { call, put, select } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { errorStatus, isNetworkError } from '../../api/errors';
import { finishTest, skipModule } from '../../api/tests';
import type { RootState } from '../../app/store';
import { withLoading } from '../loading/withLoading';
import type { NewQueueItem, QueueState } from './queueSlice';
import { actionQueued, queueRestored } from './queueSlice';
import { readQueue } from './queueStorage';

function sendDirect(item: NewQueueItem): Promise<void> {
  return item.type === 'SKIP_MODULE' ? skipModule(item.data.module) : finishTest(item.data);
}

/** Adds the item to the logged-in user's queue (reading that queue first if it is not loaded). */
export function* enqueue(item: NewQueueItem): SagaIterator {
  const state: RootState = yield select();
  const userId = state.account.account?.id;
  if (userId === undefined) throw new Error('Cannot queue an action without a logged-in account');
  if (state.queue.userId !== userId) {
    const stored: QueueState = yield call(readQueue, userId);
    yield put(queueRestored(stored));
  }
  yield put(actionQueued(item));
}

export function* sendOrQueue(item: NewQueueItem): SagaIterator<'sent' | 'queued'> {
  const state: RootState = yield select();
  if (state.connectivity.online && state.queue.items.length === 0) {
    try {
      yield call(withLoading, sendDirect, item);
      return 'sent';
    } catch (err) {
      if (!isNetworkError(err) && errorStatus(err) !== 429) throw err;
    }
  }
  yield call(enqueue, item);
  return 'queued';
}
