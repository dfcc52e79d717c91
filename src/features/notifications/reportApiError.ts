// Saga side of the error catalogue: performs what classifyApiError decided (docs/product.md §8).
import { put } from 'redux-saga/effects';
import type { ErrorContext } from '../../api/errors';
import { classifyApiError } from '../../api/errors';
import { loggedOut } from '../account/accountSlice';
import { notify } from './notificationsSlice';
import { navigationRequested } from '../shell/shellSlice';

export function* reportApiError(err: unknown, context: ErrorContext = 'default') {
  const outcome = classifyApiError(err, context);
  if (outcome.kind === 'logout') {
    // The session ended on the server; the route guard sends the user to the login page.
    yield put(loggedOut());
    return;
  }
  yield put(notify(outcome.notification));
  if (outcome.kind === 'notify' && outcome.redirect) yield put(navigationRequested(outcome.redirect));
}
