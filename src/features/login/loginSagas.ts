// The login widget's calls: username check, resend activation mail, and the login itself.
import { call } from '../../app/typedEffects';
import { put, takeLatest, takeLeading } from 'redux-saga/effects';
import type { LoginResponse } from '../../shared/api';
import { checkUsername, login, resendConfirmation } from '../../common/api/auth';
import { retryAfterSeconds } from '../../api/errors';
import { errorStatus, isNetworkError } from '../../common/api/failure';
import { paths } from '../../lib/paths';
import { reportApiError } from '../notifications/reportApiError';
import { t } from '../../i18n/nl';
import { loadAccountAndModuleContent } from './loadSession';
import { clearLogoutPending, settlePendingLogout } from '../account/pendingLogout';
import { withLoading } from '../loading/withLoading';
import { notify } from '../notifications/notificationsSlice';
import { navigationRequested } from '../shell/shellSlice';
import type { LoginStep } from './loginSlice';
import { leaveForTarget, takeReturnTarget } from './returnTarget';
import {
  checkUsernameRequested,
  loginReset,
  loginRequested,
  loginSettled,
  resendConfirmationRequested,
  stepChanged,
  waitStarted,
} from './loginSlice';

/** A 429: the widget shows how long to wait and counts down (true), instead of a generic error. */
function* waitIfRefused(err: unknown) {
  const seconds = retryAfterSeconds(err);
  if (seconds === null) return false;
  yield put(waitStarted({ until: Date.now() + seconds * 1000, seconds }));
  return true;
}

function* onCheckUsername(action: ReturnType<typeof checkUsernameRequested>) {
  const username = action.payload.trim();
  try {
    const result: 'login' | 'register' = yield* withLoading(checkUsername, username);
    const step: LoginStep = result === 'register' ? 'register' : 'login';
    yield put(stepChanged({ step, username }));
  } catch (err) {
    if (errorStatus(err) === 404) {
      yield put(stepChanged({ step: 'unknown', username }));
    } else if (!(yield* waitIfRefused(err))) {
      yield put(loginSettled());
      yield* reportApiError(err);
    }
  }
}

/** Tells the user a second factor is needed and opens the code page (also after a password link). */
function* twoFactorRequired(response: LoginResponse) {
  const text = response.google_authenticator_enabled ? t('login.twoFactorApp') : t('login.twoFactorEmail');
  yield put(notify({ type: 'warning', header: t('login.twoFactorHeader'), text }));
  yield put(navigationRequested(paths.twoFactorCode));
}

/**
 * What every answer that logs a user in leads to (login, and setting a password from a reset or
 * activation link): the 2-factor step when it is still required, else the account and the test
 * data. True when the user is logged in and the data is loaded.
 */
export function* completeLogin(response: LoginResponse) {
  // The login replaced (and on the server ended) any session an offline logout left behind.
  yield* call(clearLogoutPending);
  if (!response['2fa_complete']) {
    yield* twoFactorRequired(response);
    return false;
  }
  try {
    yield* loadAccountAndModuleContent();
  } catch (err) {
    yield* reportApiError(err);
    return false;
  }
  return true;
}

function* onLogin(action: ReturnType<typeof loginRequested>) {
  const credentials = { username: action.payload.username.trim(), password: action.payload.password.trim() };
  let response: LoginResponse;
  // An offline logout still on its way must answer before this login, or its answer could clear
  // the new session's cookie.
  yield* call(settlePendingLogout);
  try {
    response = yield* withLoading(login, credentials);
  } catch (err) {
    yield put(loginSettled());
    if (!(yield* waitIfRefused(err))) yield* reportApiError(err, 'login');
    return;
  }
  yield put(loginSettled());
  if (!response.success) {
    yield put(notify({ type: 'warning', header: t('login.failed'), text: t('login.failedText') }));
    return;
  }
  if (!(yield* completeLogin(response))) return;
  yield put(loginReset());
  yield put(notify({ type: 'success', header: t('login.success') }));
  yield* goWhereLoginLeads();
}

/** Home, or back to the management site when it sent the user here to log in (returnTarget.ts). */
export function* goWhereLoginLeads() {
  const target = yield* call(takeReturnTarget);
  if (target) yield* call(leaveForTarget, target);
  else yield put(navigationRequested(paths.home));
}

function* onResend(action: ReturnType<typeof resendConfirmationRequested>) {
  try {
    yield* withLoading(resendConfirmation, action.payload.trim());
    yield put(notify({ type: 'success', header: t('login.resent'), text: t('login.resentText') }));
  } catch (err) {
    if (isNetworkError(err)) yield* reportApiError(err);
    else yield put(notify({ type: 'danger', header: t('login.notResent') }));
  }
}

export function* loginSaga() {
  yield takeLatest(checkUsernameRequested.type, onCheckUsername);
  yield takeLeading(loginRequested.type, onLogin);
  yield takeLeading(resendConfirmationRequested.type, onResend);
}
