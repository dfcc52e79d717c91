// Start-up session check and logout, in the app layer because they wire many features together
// (menu, notifications, queue, connectivity, modules, attempts, shell, confirm, loading). A logout
// ends the session on the device at once, online or not: the student's queue, attempts in progress
// and cached API answers are removed, and POST /logout follows in the background
// (features/account/pendingLogout.ts).
import { call, select } from './typedEffects';
import { delay, fork, put, race, take, takeLeading, call as callEffect } from 'redux-saga/effects';
import { OFFLINE_ERROR } from '../api/errors';
import { isNetworkError } from '../common/api/failure';
import { clearFailedRequests } from '../common/api/failedRequests';
import { paths } from '../lib/paths';
import { reportApiError } from '../features/notifications/reportApiError';
import { selectAccount } from '../features/account/accountSelectors';
import { t } from '../i18n/nl';
import { confirm } from '../features/confirm/confirmSaga';
import { withLoading } from '../features/loading/withLoading';
import { loadAccountAndModuleContent } from '../features/login/loadSession';
import { menuRequested } from '../features/menu/menuSlice';
import { notificationsCleared, notify } from '../features/notifications/notificationsSlice';
import { queueDiscarded, selectQueuedCount } from '../features/queue/queueSlice';
import { connectivityChanged, selectOnline } from '../features/connectivity/connectivitySlice';
import { removeAttempts } from '../features/attempts/attemptsStorage';
import { navigationRequested } from '../features/shell/shellSlice';
import { accountInitialised, appStarted, loggedOut, logoutRequested } from '../features/account/accountSlice';
import {
  isLogoutPending,
  markLogoutPending,
  retryGapLeft,
  settlePendingLogout,
  settlePendingLogoutWhenOnline,
} from '../features/account/pendingLogout';
import { sessionCheck } from './sessionCheck';

/** How long a logout waits for the server's answer before it ends the session on the device anyway. */
export const LOGOUT_WAIT_MS = 3_000;

/**
 * Offline start of the installed app: the service worker may still hold the last good account and
 * module content (it drops them at every logout), so the student can keep taking modules. Without a
 * cached copy (or with an ended session) the app simply starts logged out.
 */
function* startFromCache() {
  yield put(notify(OFFLINE_ERROR));
  try {
    yield* loadAccountAndModuleContent();
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
  if (!(yield* select(selectAccount))) return;
  try {
    yield* loadAccountAndModuleContent();
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
      const settled = yield* call(settlePendingLogout);
      if (!settled) {
        yield put(notify(OFFLINE_ERROR));
        return;
      }
    }
    let loggedIn: boolean;
    try {
      loggedIn = yield* withLoading(sessionCheck);
    } catch (err) {
      if (!isNetworkError(err)) throw err;
      yield* startFromCache();
      return;
    }
    if (loggedIn) yield* loadAccountAndModuleContent();
  } catch (err) {
    yield* reportApiError(err);
  } finally {
    yield put(accountInitialised());
  }
}

function* logout() {
  const queued = yield* select(selectQueuedCount);
  const online = yield* select(selectOnline);
  const account = yield* select(selectAccount);
  // Spec section 2: logout warns that queued changes will be lost.
  const warning = queued > 0 ? ` ${t('queue.logoutWarning', { count: queued })}` : '';
  const confirmed = yield* call(confirm, {
    text: `${t('account.logoutConfirm')}${warning}`,
    confirmLabel: t('shell.logout'),
    cancelLabel: t('common.cancel'),
  });
  if (!confirmed) return;
  // Mark first: should the tab close now, the next start still ends this session.
  yield* call(markLogoutPending);
  // Online, the server's session ends before the page changes (briefly: an unanswered request
  // must not hold the student here); offline, or without an answer, it ends on start, when the
  // connection returns or at the next login (and at the latest by its own time-out).
  if (online) {
    yield race({ settled: callEffect(withLoading, settlePendingLogout), timeout: delay(LOGOUT_WAIT_MS) });
  }
  // Only a logout the student confirmed drops their queued changes and attempts in progress, also on
  // the device: on a shared computer nothing of theirs stays behind (docs/product.md §2 warns them).
  const userId = account?.id;
  if (userId !== undefined) {
    yield put(queueDiscarded(userId));
    yield* call(removeAttempts, userId);
  }
  yield put(loggedOut());
  yield put(notificationsCleared());
  yield* call(clearFailedRequests);
  yield put(notify({ type: 'success', header: t('account.loggedOut') }));
  yield put(navigationRequested(paths.home));
}

/** The connection is back: a logout made offline reaches the server now (paced after a failure). */
function* settleWhenOnline(action: ReturnType<typeof connectivityChanged>) {
  if (!action.payload) return;
  for (;;) {
    const settled = yield* call(settlePendingLogoutWhenOnline);
    const online = yield* select(selectOnline);
    if (settled || !online) return;
    yield delay(Math.max(retryGapLeft(), 1_000));
  }
}

export function* sessionSaga() {
  yield takeLeading(appStarted.type, start);
  yield takeLeading(logoutRequested.type, logout);
  yield takeLeading(connectivityChanged.type, settleWhenOnline);
}
