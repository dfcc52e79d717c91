// Promise-like confirmation for sagas: `const ok = yield* call(confirm, { text })` opens the dialog
// and resumes with true or false once the user answers.
import { put, race, take } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import type { ConfirmOptions } from './confirmSlice';
import { confirmAccepted, confirmCancelled, confirmRequested } from './confirmSlice';

export function* confirm(options: ConfirmOptions): SagaIterator<boolean> {
  yield put(confirmRequested(options));
  const answer: { accepted?: unknown; cancelled?: unknown } = yield race({
    accepted: take(confirmAccepted.type),
    cancelled: take(confirmCancelled.type),
  });
  return answer.accepted !== undefined;
}
