// Side effects of in-progress tests: keeping them on the device (per user) and discarding those
// left alone for TEST_INACTIVITY_TIMEOUT_MS, with a warning (spec sections 4 and 9).
import { call, delay, put, race, select, take, takeEvery } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import type { RootState } from '../../app/store';
import { t } from '../../i18n/nl';
import type { Test } from '../../rules/types';
import { accountLoaded } from '../account/accountSlice';
import { notify } from '../notifications/notificationsSlice';
import { dialogClosed } from '../moduleDialog/moduleDialogSlice';
import {
  answerSaved,
  computedSaved,
  metaSaved,
  testCreated,
  testRemoved,
  testTouched,
  testsRestored,
} from './testsSlice';
import { readTests, writeTests } from './testsStorage';

export const TEST_INACTIVITY_TIMEOUT_MS = 3_600_000;

/** Actions after which the stored copy must be rewritten. */
const CHANGES = [testCreated, answerSaved, metaSaved, computedSaved, testTouched, testRemoved, testsRestored].map(
  (a) => a.type,
);

const selectUserId = (state: RootState) => state.account.account?.id ?? null;
const selectTests = (state: RootState) => state.tests.byModule;

function* persist(): SagaIterator {
  const userId: number | null = yield select(selectUserId);
  if (userId === null) return;
  const tests: Record<number, Test> = yield select(selectTests);
  yield call(writeTests, userId, tests);
}

function* restore(action: ReturnType<typeof accountLoaded>): SagaIterator {
  const stored: Record<number, Test> = yield call(readTests, action.payload.id);
  yield put(testsRestored(stored));
  // Tests that expired while the app was closed are discarded (with the warning) right away.
  yield call(discardExpired);
}

const expiresAt = (test: Test) => test.updatedAt + TEST_INACTIVITY_TIMEOUT_MS;

export function* discardExpired(): SagaIterator {
  const tests: Record<number, Test> = yield select(selectTests);
  const now = Date.now();
  const expired = Object.values(tests).filter((test) => expiresAt(test) <= now);
  if (expired.length === 0) return;
  const openModule: number | null = yield select((state: RootState) => state.moduleDialog.moduleId);
  for (const test of expired) {
    if (openModule === test.module) yield put(dialogClosed());
    yield put(testRemoved(test.module));
  }
  yield put(
    notify({ type: 'warning', header: t('modules.inactivityClosed'), text: t('modules.inactivityClosedText') }),
  );
}

/** Sleeps until the earliest test expires; any change to the tests restarts the wait. */
function* watchInactivity(): SagaIterator {
  for (;;) {
    const tests: Record<number, Test> = yield select(selectTests);
    const deadlines = Object.values(tests).map(expiresAt);
    if (deadlines.length === 0) {
      yield take(CHANGES);
      continue;
    }
    const wait = Math.max(0, Math.min(...deadlines) - Date.now());
    const { timeout } = yield race({ timeout: delay(wait), changed: take(CHANGES) });
    if (timeout) yield call(discardExpired);
  }
}

export function* testsSaga(): SagaIterator {
  yield takeEvery(accountLoaded.type, restore);
  yield takeEvery(CHANGES, persist);
  yield call(watchInactivity);
}
