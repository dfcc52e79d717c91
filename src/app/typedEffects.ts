// Typed `select` and `call` for sagas, in the typed-redux-saga style: `const x = yield* select(selectX)`
// and `const r = yield* call(fn, ...args)`. A plain `yield` gives `any`, so a hand-written annotation
// on its result is never checked; delegating with `yield*` lets TypeScript infer the result from the
// selector or function instead. Each helper yields exactly the effect redux-saga's own would, and
// the casts below are the one place where the runtime's promise is taken on trust. Inside `race` or
// `all`, which need effect descriptions rather than results, use redux-saga's own `call`.
import { call as rawCall, select as rawSelect } from 'redux-saga/effects';
import type { CallEffect, SelectEffect } from 'redux-saga/effects';
import type { RootState } from './store';

// What redux-saga hands back for a called function: a saga's return value, a promise's value, or
// the plain value.
export type CallResult<R> = R extends Iterator<unknown, infer Returned, unknown> ? Returned : Awaited<R>;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the usual bound for "any function"
type AnyFn = (...args: any[]) => any;

export function* select<T, Args extends unknown[]>(
  selector: (state: RootState, ...args: Args) => T,
  ...args: Args
): Generator<SelectEffect, T, unknown> {
  return (yield rawSelect(selector, ...args)) as T;
}

// The whole state, for sagas that build a payload from many slices at once.
export function* selectState(): Generator<SelectEffect, RootState, unknown> {
  return (yield rawSelect()) as RootState;
}

export function* call<Fn extends AnyFn>(
  fn: Fn,
  ...args: Parameters<Fn>
): Generator<CallEffect<CallResult<ReturnType<Fn>>>, CallResult<ReturnType<Fn>>, unknown> {
  return (yield rawCall(fn, ...args) as CallEffect<CallResult<ReturnType<Fn>>>) as CallResult<ReturnType<Fn>>;
}
