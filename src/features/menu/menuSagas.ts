// Loads the footer menu once at start. A failure leaves the footer empty without a notification:
// the footer is secondary, and a real outage is reported by whatever the user does next.
import { put, takeLatest } from 'redux-saga/effects';
import type { MenuItem } from '../../shared/api';
import { fetchMenu } from '../../api/menu';
import { withLoading } from '../loading/withLoading';
import { menuLoaded, menuRequested } from './menuSlice';

function* loadMenu() {
  try {
    const items: MenuItem[] = yield* withLoading(fetchMenu);
    yield put(menuLoaded(Array.isArray(items) ? items : []));
  } catch {
    yield put(menuLoaded([]));
  }
}

export function* menuSaga() {
  yield takeLatest(menuRequested.type, loadMenu);
}
