// Every side effect of the app runs in one of these sagas. Each feature saga catches its own
// errors, so one failing request never stops the others.
import { all, fork } from 'redux-saga/effects';
import { sessionSaga } from './sessionSagas';
import { loginSaga } from '../features/login/loginSagas';
import { menuSaga } from '../features/menu/menuSagas';
import { notificationsSaga } from '../features/notifications/notificationsSagas';
import { attemptsSaga } from '../features/attempts/attemptsSagas';
import { moduleDialogSaga } from '../features/moduleDialog/moduleDialogSagas';
import { finishSaga } from '../features/finish/finishSagas';
import { oorcheckSaga } from '../features/oorcheck/oorcheckSagas';
import { bugReportSaga } from '../features/bugReport/bugReportSagas';
import { queueSaga } from '../features/queue/queueSagas';
import { connectivitySaga } from '../features/connectivity/connectivitySagas';
import { pwaSaga } from '../features/pwa/pwaSagas';
import { twoFactorSaga } from '../features/twoFactor/twoFactorSagas';
import { passwordSaga } from '../features/password/passwordSagas';
import { imitateSaga } from '../features/imitate/imitateSagas';
import { myResultsSaga } from '../features/myResults/myResultsSagas';

export function* rootSaga() {
  yield all([
    fork(notificationsSaga),
    fork(menuSaga),
    fork(sessionSaga),
    fork(loginSaga),
    fork(attemptsSaga),
    fork(moduleDialogSaga),
    fork(finishSaga),
    fork(oorcheckSaga),
    fork(bugReportSaga),
    fork(queueSaga),
    fork(connectivitySaga),
    fork(pwaSaga),
    fork(twoFactorSaga),
    fork(passwordSaga),
    fork(imitateSaga),
    fork(myResultsSaga),
  ]);
}
