// Every notification closes itself after NOTIFICATION_TIMEOUT_MS (spec section 9); closing it by
// hand earlier is harmless because dismissing an unknown id changes nothing.
import { delay, put, takeEvery } from 'redux-saga/effects';
import { dismiss, notify } from './notificationsSlice';

export const NOTIFICATION_TIMEOUT_MS = 5000;

function* autoClose(action: ReturnType<typeof notify>) {
  yield delay(NOTIFICATION_TIMEOUT_MS);
  yield put(dismiss(action.payload.id));
}

export function* notificationsSaga() {
  yield takeEvery(notify.type, autoClose);
}
