// The store factory: the app calls makeStore() once, every test builds its own with preloaded state.
import { combineSlices, configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import accountSlice from '../features/account/accountSlice';
import confirmSlice from '../features/confirm/confirmSlice';
import loadingSlice from '../features/loading/loadingSlice';
import loginSlice from '../features/login/loginSlice';
import menuSlice from '../features/menu/menuSlice';
import notificationsSlice from '../features/notifications/notificationsSlice';
import modulesSlice from '../features/modules/modulesSlice';
import shellSlice from '../features/shell/shellSlice';
import attemptsSlice from '../features/attempts/attemptsSlice';
import moduleDialogSlice from '../features/moduleDialog/moduleDialogSlice';
import finishSlice from '../features/finish/finishSlice';
import oorcheckSlice from '../features/oorcheck/oorcheckSlice';
import bugReportSlice from '../features/bugReport/bugReportSlice';
import queueSlice from '../features/queue/queueSlice';
import connectivitySlice from '../features/connectivity/connectivitySlice';
import pwaSlice from '../features/pwa/pwaSlice';
import twoFactorSlice from '../features/twoFactor/twoFactorSlice';
import imitateSlice from '../features/imitate/imitateSlice';
import myResultsSlice from '../features/myResults/myResultsSlice';
import { rootSaga } from './rootSaga';

export const rootReducer = combineSlices(
  accountSlice,
  modulesSlice,
  loginSlice,
  notificationsSlice,
  loadingSlice,
  confirmSlice,
  shellSlice,
  menuSlice,
  attemptsSlice,
  moduleDialogSlice,
  finishSlice,
  oorcheckSlice,
  bugReportSlice,
  queueSlice,
  connectivitySlice,
  pwaSlice,
  twoFactorSlice,
  imitateSlice,
  myResultsSlice,
);

export type RootState = ReturnType<typeof rootReducer>;

export function makeStore(preloadedState?: Partial<RootState>) {
  const sagaMiddleware = createSagaMiddleware();
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    // Sagas handle every side effect, so thunks are switched off.
    middleware: (getDefaultMiddleware) => getDefaultMiddleware({ thunk: false }).concat(sagaMiddleware),
    // Actions marked auto-batched (an answer saved, the rule engine's result) tell the screen once, at the
    // end of the task (a microtask), or with the next unmarked action: RTK's default waits for the next
    // animation frame, which would show the next slide a frame later.
    enhancers: (getDefaultEnhancers) => getDefaultEnhancers({ autoBatch: { type: 'tick' } }),
  });
  sagaMiddleware.run(rootSaga);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
