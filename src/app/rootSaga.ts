// Every side effect of the app runs in one of these sagas. Each feature saga catches its own
// errors, so one failing request never stops the others.
import { all, fork } from 'redux-saga/effects';
import { accountSaga } from '../features/account/accountSagas';
import { loginSaga } from '../features/login/loginSagas';
import { menuSaga } from '../features/menu/menuSagas';
import { notificationsSaga } from '../features/notifications/notificationsSagas';
import { testsSaga } from '../features/tests/testsSagas';
import { moduleDialogSaga } from '../features/moduleDialog/moduleDialogSagas';
import { finishSaga } from '../features/finish/finishSagas';

export function* rootSaga() {
  yield all([fork(notificationsSaga), fork(menuSaga), fork(accountSaga), fork(loginSaga), fork(testsSaga), fork(moduleDialogSaga), fork(finishSaga)]);
}
