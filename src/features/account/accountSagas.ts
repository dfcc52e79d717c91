// Start-up session check, loading the account with its test data, and logout.
import { call, put, takeLeading } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import type { Account, TestData } from '../../shared/api';
import { fetchAccount } from '../../api/account';
import { fetchLoggedIn, logout as postLogout } from '../../api/auth';
import { errorStatus } from '../../api/errors';
import { fetchTestData } from '../../api/testData';
import { paths } from '../../app/paths';
import { reportApiError } from '../../app/reportApiError';
import { t } from '../../i18n/nl';
import { confirm } from '../confirm/confirmSaga';
import { withLoading } from '../loading/withLoading';
import { menuRequested } from '../menu/menuSlice';
import { notify } from '../notifications/notificationsSlice';
import { testDataLoaded } from '../overview/modulesSlice';
import { navigationRequested } from '../shell/shellSlice';
import { accountInitialised, accountLoaded, appStarted, loggedOut, logoutRequested } from './accountSlice';

/** GET /api/account, then GET /api/test/data. Throws on failure so callers decide how to report. */
export function* loadAccountAndTestData(): SagaIterator<void> {
  const account: Account = yield* withLoading(fetchAccount);
  yield put(accountLoaded(account));
  const data: TestData = yield* withLoading(fetchTestData);
  yield put(testDataLoaded(data));
}

function* start() {
  yield put(menuRequested());
  try {
    const loggedIn: boolean = yield* withLoading(fetchLoggedIn);
    if (loggedIn) yield* loadAccountAndTestData();
  } catch (err) {
    yield* reportApiError(err);
  } finally {
    yield put(accountInitialised());
  }
}

function* logout() {
  const confirmed: boolean = yield call(confirm, {
    text: t('account.logoutConfirm'),
    confirmLabel: t('shell.logout'),
    cancelLabel: t('common.cancel'),
  });
  if (!confirmed) return;
  try {
    yield* withLoading(postLogout);
  } catch (err) {
    // 401: the session had already ended, which is what the user wanted anyway.
    if (errorStatus(err) !== 401) {
      yield* reportApiError(err);
      return;
    }
  }
  yield put(loggedOut());
  yield put(notify({ type: 'success', header: t('account.loggedOut') }));
  yield put(navigationRequested(paths.home));
}

export function* accountSaga() {
  yield takeLeading(appStarted.type, start);
  yield takeLeading(logoutRequested.type, logout);
}
