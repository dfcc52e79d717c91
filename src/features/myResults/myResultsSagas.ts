// Loads 'Mijn resultaten' on request and again whenever a finish has reached the server, so the
// page and the tiles' colours include it. Offline the service worker answers with the last copy it
// kept (NetworkFirst, cleared at logout); without one the page says the list cannot be loaded.
import { call } from '../../app/typedEffects';
import { isAxiosError } from 'axios';
import { put, takeLatest } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { fetchMyResults } from '../../api/myResults';
import { reportApiError } from '../notifications/reportApiError';
import { attemptFinishedSaved } from '../finish/finishSlice';
import { myResultsFailed, myResultsLoaded, myResultsRequested } from './myResultsSlice';

function* load(): SagaIterator {
  try {
    const body = yield* call(fetchMyResults);
    yield put(myResultsLoaded(Array.isArray(body?.results) ? body.results : []));
  } catch (err) {
    yield put(myResultsFailed());
    // An ended session logs out as everywhere; other failures are explained on the page itself.
    if (isAxiosError(err) && err.response?.status === 401) yield* call(reportApiError, err);
  }
}

export function* myResultsSaga(): SagaIterator {
  yield takeLatest([myResultsRequested.type, attemptFinishedSaved.type], load);
}
