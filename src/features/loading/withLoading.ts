// Saga helper: runs an API call while the loading overlay counts it as pending. Use it with
// `yield* withLoading(fn, ...args)` or `yield* call(withLoading, fn, ...args)` (both typed).
import { call, put } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { requestFinished, requestStarted } from './loadingSlice';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the usual bound for "any function"
type AsyncFn = (...args: any[]) => Promise<unknown>;

export function* withLoading<Fn extends AsyncFn>(
  fn: Fn,
  ...args: Parameters<Fn>
): SagaIterator<Awaited<ReturnType<Fn>>> {
  yield put(requestStarted());
  try {
    return (yield call(fn, ...args)) as Awaited<ReturnType<Fn>>;
  } finally {
    yield put(requestFinished());
  }
}
