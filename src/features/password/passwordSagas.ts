// Forgot password (mail a link), set a password from a link (reset or activation; logs in) and
// change the password of the logged-in user. Error codes go through the catalogue of docs/product.md §8.
import { put, takeLeading } from 'redux-saga/effects';
import { notificationForCode } from '../../api/errors';
import { errorCode } from '../../common/api/failure';
import { changePassword, requestPasswordReset, setPassword } from '../../api/password';
import { paths } from '../../lib/paths';
import { reportApiError } from '../notifications/reportApiError';
import type { LoginResponse } from '../../shared/api';
import { t } from '../../i18n/nl';
import { withLoading } from '../loading/withLoading';
import { completeLogin } from '../login/loginSagas';
import { notify } from '../notifications/notificationsSlice';
import { navigationRequested } from '../shell/shellSlice';
import { changePasswordSubmitted, forgotPasswordSubmitted, setPasswordSubmitted } from './passwordActions';

function* onForgot(action: ReturnType<typeof forgotPasswordSubmitted>) {
  try {
    yield* withLoading(requestPasswordReset, action.payload.trim());
  } catch (err) {
    yield* reportApiError(err);
    return;
  }
  yield put(notify({ type: 'success', header: t('password.resetRequested'), text: t('password.resetRequestedText') }));
  yield put(navigationRequested(paths.home));
}

function* onSet(action: ReturnType<typeof setPasswordSubmitted>) {
  let response: LoginResponse;
  try {
    response = yield* withLoading(setPassword, action.payload);
  } catch (err) {
    // invalid_token redirects to the forgot page through the catalogue; user_not_enabled goes home.
    yield* reportApiError(err);
    if (errorCode(err) === 'user_not_enabled') yield put(navigationRequested(paths.home));
    return;
  }
  if (!(yield* completeLogin(response))) return;
  yield put(notify({ type: 'success', header: t('password.passwordSet') }));
  yield put(navigationRequested(paths.home));
}

function* onChange(action: ReturnType<typeof changePasswordSubmitted>) {
  const { current, next, repeat } = action.payload;
  if (next !== repeat) {
    // Spec section 5: the form is blocked with a notification when the repeat does not match.
    yield put(notify(notificationForCode('passwords_dont_match')));
    return;
  }
  try {
    yield* withLoading(changePassword, current, next);
  } catch (err) {
    yield* reportApiError(err);
    return;
  }
  yield put(notify({ type: 'success', header: t('password.changed') }));
  yield put(navigationRequested(paths.home));
}

export function* passwordSaga() {
  yield takeLeading(forgotPasswordSubmitted.type, onForgot);
  yield takeLeading(setPasswordSubmitted.type, onSet);
  yield takeLeading(changePasswordSubmitted.type, onChange);
}
