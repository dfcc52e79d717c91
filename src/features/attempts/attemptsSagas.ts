// Side effects of in-progress attempts: keeping them on the device (per user) and discarding those
// left alone for ATTEMPT_INACTIVITY_TIMEOUT_MS, with a warning (docs/product.md §4 and §9).
import { call, select } from '../../app/typedEffects';
import { delay, fork, put, race, take, takeEvery } from 'redux-saga/effects';
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
  selectAttemptsByModule,
  attemptCreated,
  attemptRemoved,
  attemptTouched,
  attemptsRestored,
} from './attemptsSlice';
import { readAttempts, writeAttemptsSoon } from './attemptsStorage';
import { startedVersionSaga } from './startedVersionSagas';

export const ATTEMPT_INACTIVITY_TIMEOUT_MS = 3_600_000;

/** Actions after which the stored copy must be rewritten. */
const CHANGES = [
  attemptCreated,
  answerSaved,
  metaSaved,
  computedSaved,
  attemptTouched,
  attemptRemoved,
  attemptsRestored,
].map((a) => a.type);

function* persist(): SagaIterator {
  const userId = yield* select(selectAccountId);
  if (userId === null) return;
  const attempts = yield* select(selectAttemptsByModule);
  yield* call(writeAttemptsSoon, userId, attempts);
}

function* restore(action: ReturnType<typeof accountLoaded>): SagaIterator {
  const stored = yield* call(readAttempts, action.payload.id);
  yield put(attemptsRestored(stored));
  // Attempts that expired while the app was closed are discarded (with the warning) right away.
  yield* call(discardExpired);
}

const expiresAt = (attempt: Attempt) => attempt.updatedAt + ATTEMPT_INACTIVITY_TIMEOUT_MS;

export function* discardExpired(): SagaIterator {
  const attempts = yield* select(selectAttemptsByModule);
  const now = Date.now();
  const expired = Object.values(attempts).filter((attempt) => expiresAt(attempt) <= now);
  if (expired.length === 0) return;
  const openModule = yield* select(selectOpenModuleId);
  for (const attempt of expired) {
    if (openModule === attempt.module) yield put(dialogClosed());
    yield put(attemptRemoved(attempt.module));
  }
  yield put(
    notify({ type: 'warning', header: t('modules.inactivityClosed'), text: t('modules.inactivityClosedText') }),
  );
}

/**
 * Changes that can bring the earliest deadline forward: attempts read back from the device, and a new
 * attempt. Every other change (an answer, a touch, a removal) only moves deadlines later or drops one.
 */
const EARLIER_DEADLINE = [attemptsRestored, attemptCreated].map((a) => a.type);

/**
 * Sleeps until the earliest deadline as it was when the wait began, then discards what has expired by
 * then and waits for the next one. Activity does not restart the wait (it only postpones deadlines, and
 * discardExpired checks them again when it wakes): restarting it on every answer and touch cost three
 * timers and saga races per 'next' (issue 35).
 */
function* watchInactivity(): SagaIterator {
  for (;;) {
    const attempts = yield* select(selectAttemptsByModule);
    const deadlines = Object.values(attempts).map(expiresAt);
    if (deadlines.length === 0) {
      yield take(CHANGES);
      continue;
    }
    const wait = Math.max(0, Math.min(...deadlines) - Date.now());
    const { timeout } = yield race({ timeout: delay(wait), changed: take(EARLIER_DEADLINE) });
    if (timeout) yield* call(discardExpired);
  }
}

export function* attemptsSaga(): SagaIterator {
  yield takeEvery(accountLoaded.type, restore);
  yield takeEvery(CHANGES, persist);
  yield fork(startedVersionSaga);
  yield* call(watchInactivity);
}
