// Start-up session check, loading the account with its test data, and logout. A logout ends the
// session on the device at once, online or not: the student's queue, in-progress tests and cached
// API answers are removed, and POST /logout follows in the background (pendingLogout.ts).
import { call, delay, fork, put, race, select, take, takeLeading } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import type { Account, TestData } from '../../shared/api';
import { fetchAccount } from '../../api/account';
import { fetchLoggedIn } from '../../api/auth';
import { isNetworkError, OFFLINE_ERROR } from '../../api/errors';
import { clearFailedRequests } from '../../api/failedRequests';
import { fetchTestData } from '../../api/testData';
import { paths } from '../../lib/paths';
import { reportApiError } from '../notifications/reportApiError';
import type { RootState } from '../../app/store';
import { t } from '../../i18n/nl';
import { confirm } from '../confirm/confirmSaga';
import { withLoading } from '../loading/withLoading';
import { menuRequested } from '../menu/menuSlice';
import { notificationsCleared, notify } from '../notifications/notificationsSlice';
import { queueDiscarded } from '../queue/queueSlice';
import { connectivityChanged } from '../connectivity/connectivitySlice';
import { testDataLoaded } from '../modules/modulesSlice';
import { removeTests } from '../attempts/testsStorage';
import { navigationRequested } from '../shell/shellSlice';
import { accountInitialised, accountLoaded, appStarted, loggedOut, logoutRequested } from './accountSlice';
import {
  isLogoutPending,
  markLogoutPending,
  retryGapLeft,
  settlePendingLogout,
  settlePendingLogoutWhenOnline,
} from './pendingLogout';

/** How long a logout waits for the server's answer before it ends the session on the device anyway. */
export const LOGOUT_WAIT_MS = 3_000;

/** GET /api/account, then GET /api/test/data. Throws on failure so callers decide how to report. */
export function* loadAccountAndTestData(): SagaIterator<void> {
  const account: Account = yield* withLoading(fetchAccount);
  yield put(accountLoaded(account));
  const data: TestData = yield* withLoading(fetchTestData);
  yield put(testDataLoaded(data));
}

/**
 * Offline start of the installed app: the service worker may still hold the last good account and
 * test data (it drops them at every logout), so the student can keep taking modules. Without a
 * cached copy (or with an ended session) the app simply starts logged out.
 */
function* startFromCache() {
  yield put(notify(OFFLINE_ERROR));
  try {
    yield* loadAccountAndTestData();
  } catch {
    // Nothing cached: the login page shows, with the offline notice above.
  }
  yield fork(refreshWhenOnline);
}

/** After an offline start: once the server answers again, replace the cached copies with fresh ones. */
function* refreshWhenOnline() {
  for (;;) {
    const action: ReturnType<typeof connectivityChanged> = yield take(connectivityChanged.type);
    if (action.payload) break;
  }
  yield put(menuRequested());
  const state: RootState = yield select();
  if (!state.account.account) return;
  try {
    yield* loadAccountAndTestData();
  } catch (err) {
    // A 401 here means the session ended while offline: local logout, the queue waits on the device.
    yield* reportApiError(err);
  }
}

function* start() {
  yield put(menuRequested());
  try {
    // A logout the server has not heard of: end that session first, and never resume it.
    if (isLogoutPending()) {
      const settled: boolean = yield call(settlePendingLogout);
      if (!settled) {
        yield put(notify(OFFLINE_ERROR));
        return;
      }
    }
    let loggedIn: boolean;
    try {
      loggedIn = yield* withLoading(fetchLoggedIn);
    } catch (err) {
      if (!isNetworkError(err)) throw err;
      yield* startFromCache();
      return;
    }
    if (loggedIn) yield* loadAccountAndTestData();
  } catch (err) {
    yield* reportApiError(err);
  } finally {
    yield put(accountInitialised());
  }
}

function* logout() {
  const state: RootState = yield select();
  const queued = state.queue.items.length;
  // Spec section 2: logout warns that queued changes will be lost.
  const warning = queued > 0 ? ` ${t('queue.logoutWarning', { count: queued })}` : '';
  const confirmed: boolean = yield call(confirm, {
    text: `${t('account.logoutConfirm')}${warning}`,
    confirmLabel: t('shell.logout'),
    cancelLabel: t('common.cancel'),
  });
  if (!confirmed) return;
  // Mark first: should the tab close now, the next start still ends this session.
  yield call(markLogoutPending);
  // Online, the server's session ends before the page changes (briefly: an unanswered request
  // must not hold the student here); offline, or without an answer, it ends on start, when the
  // connection returns or at the next login (and at the latest by its own time-out).
  if (state.connectivity.online) {
    yield race({ settled: call(withLoading, settlePendingLogout), timeout: delay(LOGOUT_WAIT_MS) });
  }
  // Only a logout the student confirmed drops their queued changes and in-progress tests, also on
  // the device: on a shared computer nothing of theirs stays behind (spec section 2 warns them).
  const userId = state.account.account?.id;
  if (userId !== undefined) {
    yield put(queueDiscarded(userId));
    yield call(removeTests, userId);
  }
  yield put(loggedOut());
  yield put(notificationsCleared());
  yield call(clearFailedRequests);
  yield put(notify({ type: 'success', header: t('account.loggedOut') }));
  yield put(navigationRequested(paths.home));
}

/** The connection is back: a logout made offline reaches the server now (paced after a failure). */
function* settleWhenOnline(action: ReturnType<typeof connectivityChanged>) {
  if (!action.payload) return;
  for (;;) {
    const settled: boolean = yield call(settlePendingLogoutWhenOnline);
    const online: boolean = yield select((s: RootState) => s.connectivity.online);
    if (settled || !online) return;
    yield delay(Math.max(retryGapLeft(), 1_000));
  }
}

export function* accountSaga() {
  yield takeLeading(appStarted.type, start);
  yield takeLeading(logoutRequested.type, logout);
  yield takeLeading(connectivityChanged.type, settleWhenOnline);
}
