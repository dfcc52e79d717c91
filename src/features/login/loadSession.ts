// What a session starts with, after a login (password or second factor) and at start-up: who is
// logged in, then the module content they take modules with.
import type { SagaIterator } from 'redux-saga';
import { all, call, put } from 'redux-saga/effects';
import { fetchModuleContent } from '../../api/test';
import { fetchAccount } from '../../common/api/account';
import type { Account, ModuleContent } from '../../shared/api';
import { accountLoaded } from '../account/accountSlice';
import { withLoading } from '../loading/withLoading';
import { moduleContentLoaded } from '../modules/modulesSlice';

type Outcome<T> = { ok: true; value: T } | { ok: false; error: unknown };

function* outcomeOf<T>(fetch: () => Promise<T>): SagaIterator<Outcome<T>> {
  try {
    return { ok: true, value: (yield* withLoading(fetch)) as T };
  } catch (error) {
    return { ok: false, error };
  }
}

/**
 * GET /api/account and GET /api/test/data, sent together (issue 35: the overview waited for one round
 * trip after the other), and applied in that order: the account, then the content. Throws the first
 * failure, after applying the account if that one arrived, so callers decide how to report.
 */
export function* loadAccountAndModuleContent(): SagaIterator<void> {
  const [account, data] = (yield all([call(outcomeOf, fetchAccount), call(outcomeOf, fetchModuleContent)])) as [
    Outcome<Account>,
    Outcome<ModuleContent>,
  ];
  if (!account.ok) throw account.error;
  yield put(accountLoaded(account.value));
  if (!data.ok) throw data.error;
  yield put(moduleContentLoaded(data.value));
}
