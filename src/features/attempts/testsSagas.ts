// Side effects of in-progress tests: keeping them on the device (per user) and discarding those
// left alone for TEST_INACTIVITY_TIMEOUT_MS, with a warning (docs/product.md §4 and §9).
import { call, select } from '../../app/typedEffects';
import { delay, put, race, take, takeEvery } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { t } from '../../i18n/nl';
import type { Attempt } from '../../rules/types';
import { selectAccountId } from '../account/accountSelectors';
import { accountLoaded } from '../account/accountSlice';
import { notify } from '../notifications/notificationsSlice';
import { selectOpenModuleId } from '../moduleDialog/moduleDialogSelectors';
import { dialogClosed } from '../moduleDialog/moduleDialogSlice';
import {
  answerSaved,
  computedSaved,
  metaSaved,
  selectTestsByModule,
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

function* persist(): SagaIterator {
  const userId = yield* select(selectAccountId);
  if (userId === null) return;
  const tests = yield* select(selectTestsByModule);
  yield* call(writeTests, userId, tests);
}

function* restore(action: ReturnType<typeof accountLoaded>): SagaIterator {
  const stored = yield* call(readTests, action.payload.id);
  yield put(testsRestored(stored));
  // Tests that expired while the app was closed are discarded (with the warning) right away.
  yield* call(discardExpired);
}

const expiresAt = (test: Attempt) => test.updatedAt + TEST_INACTIVITY_TIMEOUT_MS;

export function* discardExpired(): SagaIterator {
  const tests = yield* select(selectTestsByModule);
  const now = Date.now();
  const expired = Object.values(tests).filter((test) => expiresAt(test) <= now);
  if (expired.length === 0) return;
  const openModule = yield* select(selectOpenModuleId);
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
    const tests = yield* select(selectTestsByModule);
    const deadlines = Object.values(tests).map(expiresAt);
    if (deadlines.length === 0) {
      yield take(CHANGES);
      continue;
    }
    const wait = Math.max(0, Math.min(...deadlines) - Date.now());
    const { timeout } = yield race({ timeout: delay(wait), changed: take(CHANGES) });
    if (timeout) yield* call(discardExpired);
  }
}

export function* testsSaga(): SagaIterator {
  yield takeEvery(accountLoaded.type, restore);
  yield takeEvery(CHANGES, persist);
  yield* call(watchInactivity);
}
