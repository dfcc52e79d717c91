// Imitation: switch to a user (account replaced, imitating set, test data reloaded) or stop
// (account reloaded), and the enabled users the super admin can pick from.
import { put, takeLatest, takeLeading } from 'redux-saga/effects';
import { exitImitation, fetchUsers, switchUser } from '../../api/imitation';
import { fetchModuleContent } from '../../api/test';
import { paths } from '../../lib/paths';
import { reportApiError } from '../notifications/reportApiError';
import type { Account, ModuleContent, UserListResponse } from '../../shared/api';
import { t } from '../../i18n/nl';
import { accountLoaded } from '../account/accountSlice';
import { imitationRequested, imitationStopRequested } from './imitationActions';
import { withLoading } from '../loading/withLoading';
import { notify } from '../notifications/notificationsSlice';
import { moduleContentLoaded } from '../modules/modulesSlice';
import { navigationRequested } from '../shell/shellSlice';
import { imitateUsersLoaded, imitateUsersRequested } from './imitateSlice';

function* switchTo(call: () => Promise<Account>, message: string) {
  try {
    const account: Account = yield* withLoading(call);
    yield put(accountLoaded(account));
    const data: ModuleContent = yield* withLoading(fetchModuleContent);
    yield put(moduleContentLoaded(data));
  } catch (err) {
    yield* reportApiError(err);
    return;
  }
  yield put(notify({ type: 'success', header: message }));
  yield put(navigationRequested(paths.home));
}

function* onImitate(action: ReturnType<typeof imitationRequested>) {
  const username = action.payload.trim();
  yield* switchTo(() => switchUser(username), t('imitate.imitated'));
}

function* onStop() {
  yield* switchTo(exitImitation, t('imitate.stopped'));
}

function* onUsers() {
  try {
    const list: UserListResponse = yield* withLoading(fetchUsers);
    // Only enabled users can be imitated (docs/product.md §2).
    yield put(imitateUsersLoaded(list.items.filter((user) => user.enabled)));
  } catch (err) {
    yield* reportApiError(err);
  }
}

export function* imitateSaga() {
  yield takeLeading(imitationRequested.type, onImitate);
  yield takeLeading(imitationStopRequested.type, onStop);
  yield takeLatest(imitateUsersRequested.type, onUsers);
}
