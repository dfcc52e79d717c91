// Every notification closes itself after NOTIFICATION_TIMEOUT_MS (docs/product.md §9); closing it by
// hand earlier is harmless because dismissing an unknown id changes nothing. While the pointer or
// the focus is on the notifications none closes, and each gets its full time again once they have
// left (WCAG 2.2.1: a student reading or working with a message keeps it).
import { select } from '../../app/typedEffects';
import { delay, put, race, take, takeEvery } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { dismiss, notificationsPaused, notify, selectNotificationsPaused } from './notificationsSlice';

export const NOTIFICATION_TIMEOUT_MS = 5000;

function* autoClose(action: ReturnType<typeof notify>): SagaIterator {
  for (;;) {
    while (yield* select(selectNotificationsPaused)) yield take(notificationsPaused.type);
    const { timedOut } = yield race({
      timedOut: delay(NOTIFICATION_TIMEOUT_MS),
      paused: take(
        (a: { type: string; payload?: unknown }) => a.type === notificationsPaused.type && a.payload === true,
      ),
    });
    if (timedOut) break;
  }
  yield put(dismiss(action.payload.id));
}

export function* notificationsSaga() {
  yield takeEvery(notify.type, autoClose);
}
