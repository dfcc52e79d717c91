// The second login step (POST /2fa_check) and the 2-factor settings (type, authenticator secret).
import { put, takeLatest, takeLeading } from 'redux-saga/effects';
import { fetchAccount } from '../../common/api/account';
import { notificationForCode } from '../../api/errors';
import { errorCode } from '../../common/api/failure';
import { checkTwoFactorCode, generateGoogleAuthenticatorSecret, setMfaType } from '../../api/twoFactor';
import { reportApiError } from '../notifications/reportApiError';
import type { Account } from '../../shared/api';
import { t } from '../../i18n/nl';
import { loadAccountAndModuleContent } from '../login/loadSession';
import { goWhereLoginLeads } from '../login/loginSagas';
import { accountLoaded } from '../account/accountSlice';
import { withLoading } from '../loading/withLoading';
import { notify } from '../notifications/notificationsSlice';
import {
  mfaTypeSaveRequested,
  qrCodeGenerated,
  qrCodeRequested,
  twoFactorCodeSubmitted,
  twoFactorSettled,
} from './twoFactorSlice';

function* onCode(action: ReturnType<typeof twoFactorCodeSubmitted>) {
  try {
    yield* withLoading(checkTwoFactorCode, action.payload.trim());
  } catch (err) {
    yield put(twoFactorSettled());
    // 401 2fa_failed is a wrong code, not an ended session: no local logout.
    if (errorCode(err) === '2fa_failed') yield put(notify(notificationForCode('2fa_failed')));
    else yield* reportApiError(err);
    return;
  }
  yield put(twoFactorSettled());
  try {
    yield* loadAccountAndModuleContent();
  } catch (err) {
    yield* reportApiError(err);
    return;
  }
  yield put(notify({ type: 'success', header: t('login.success') }));
  yield* goWhereLoginLeads();
}

function* reloadAccount() {
  const account: Account = yield* withLoading(fetchAccount);
  yield put(accountLoaded(account));
}

function* onSaveType(action: ReturnType<typeof mfaTypeSaveRequested>) {
  try {
    yield* withLoading(setMfaType, action.payload.type, action.payload.currentPassword);
    yield* reloadAccount();
    yield put(notify({ type: 'success', header: t('twoFactor.saved') }));
  } catch (err) {
    yield* reportApiError(err);
  }
}

function* onQrCode(action: ReturnType<typeof qrCodeRequested>) {
  try {
    yield* withLoading(generateGoogleAuthenticatorSecret, action.payload.currentPassword);
    yield* reloadAccount();
    yield put(qrCodeGenerated());
  } catch (err) {
    yield* reportApiError(err);
  }
}

export function* twoFactorSaga() {
  yield takeLeading(twoFactorCodeSubmitted.type, onCode);
  yield takeLatest(mfaTypeSaveRequested.type, onSaveType);
  yield takeLeading(qrCodeRequested.type, onQrCode);
}
