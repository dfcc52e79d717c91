// Runs the connectivity saga alone in a store of its own that each test stops again, so a probe
// loop or event listener of one test never leaks into the next. Records every dispatched action.
import { combineSlices, configureStore } from '@reduxjs/toolkit';
import type { Middleware, UnknownAction } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import type { Task } from 'redux-saga';
import { appStarted } from '../../../src/features/account/accountSlice';
import { connectivitySaga } from '../../../src/features/connectivity/connectivitySagas';
import connectivitySlice, { probeFinished } from '../../../src/features/connectivity/connectivitySlice';

const running: Task[] = [];

export function startConnectivity() {
  const actions: UnknownAction[] = [];
  const record: Middleware = () => (next) => (action) => {
    actions.push(action as UnknownAction);
    return next(action);
  };
  const sagaMiddleware = createSagaMiddleware();
  const store = configureStore({
    reducer: combineSlices(connectivitySlice),
    middleware: (getDefault) => getDefault({ thunk: false }).concat(record, sagaMiddleware),
  });
  running.push(sagaMiddleware.run(connectivitySaga));
  store.dispatch(appStarted());
  return { store, probes: () => actions.filter((a) => a.type === probeFinished.type).length };
}

export function stopConnectivity(): void {
  for (const task of running.splice(0)) task.cancel();
}
