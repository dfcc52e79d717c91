// What a session starts with, after a login (password or second factor) and at start-up: who is
// logged in, then the module content they take modules with.
import type { SagaIterator } from 'redux-saga';
import { put } from 'redux-saga/effects';
import { fetchModuleContent } from '../../api/test';
import { fetchAccount } from '../../common/api/account';
import type { Account, ModuleContent } from '../../shared/api';
import { accountLoaded } from '../account/accountSlice';
import { withLoading } from '../loading/withLoading';
import { moduleContentLoaded } from '../modules/modulesSlice';

/** GET /api/account, then GET /api/test/data. Throws on failure so callers decide how to report. */
export function* loadAccountAndModuleContent(): SagaIterator<void> {
  const account: Account = yield* withLoading(fetchAccount);
  yield put(accountLoaded(account));
  const data: ModuleContent = yield* withLoading(fetchModuleContent);
  yield put(moduleContentLoaded(data));
}
