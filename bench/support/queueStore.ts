// One "page load" of the client for the benchmark: a store with the account, connectivity, queue,
// notifications and loading slices, running the real queue and connectivity sagas. Reload = cancel
// the task (in-flight requests are abandoned, as when a tab reloads) and build a new one.
import { combineSlices, configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import type { Task } from 'redux-saga';
import { all, fork } from 'redux-saga/effects';
import accountSlice, { accountLoaded, appStarted } from '../../src/features/account/accountSlice';
import { connectivitySaga } from '../../src/features/connectivity/connectivitySagas';
import connectivitySlice from '../../src/features/connectivity/connectivitySlice';
import loadingSlice from '../../src/features/loading/loadingSlice';
import notificationsSlice from '../../src/features/notifications/notificationsSlice';
import { queueSaga } from '../../src/features/queue/queueSagas';
import queueSlice from '../../src/features/queue/queueSlice';
import type { Account } from '../../src/shared/api';

const reducer = combineSlices(accountSlice, connectivitySlice, queueSlice, notificationsSlice, loadingSlice);

export interface PageLoad {
  store: ReturnType<typeof configureStore<ReturnType<typeof reducer>>>;
  task: Task;
  run: ReturnType<typeof createSagaMiddleware>['run'];
}

export function loadPage(account: Account): PageLoad {
  const sagaMiddleware = createSagaMiddleware();
  const store = configureStore({
    reducer,
    middleware: (getDefault) =>
      getDefault({ thunk: false, serializableCheck: false, immutableCheck: false }).concat(sagaMiddleware),
  });
  const task = sagaMiddleware.run(function* root() {
    yield all([fork(queueSaga), fork(connectivitySaga)]);
  });
  store.dispatch(appStarted());
  store.dispatch(accountLoaded(account));
  return { store, task, run: sagaMiddleware.run };
}
