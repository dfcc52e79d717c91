// The typed saga helpers yield exactly redux-saga's own effects and hand back what the runtime
// resolves; the @ts-expect-error lines fail `npm run typecheck` should a result or an argument stop
// being checked (a plain `yield` gives `any`).
import { runSaga } from 'redux-saga';
import type { SagaIterator } from 'redux-saga';
import { call as rawCall, select as rawSelect } from 'redux-saga/effects';
import { call, select, selectState } from '../../../src/app/typedEffects';
import { makeStore } from '../../../src/app/store';
import { selectAttemptForModule } from '../../../src/features/attempts/attemptsSlice';
import { selectOpenModuleId } from '../../../src/features/moduleDialog/moduleDialogSelectors';

const double = (n: number) => Promise.resolve(n * 2);

function* inner(n: number): SagaIterator<string> {
  const doubled = yield* call(double, n);
  return `got ${doubled}`;
}

test('each helper yields the effect redux-saga would', () => {
  expect(select(selectAttemptForModule, 3).next().value).toEqual(rawSelect(selectAttemptForModule, 3));
  expect(selectState().next().value).toEqual(rawSelect());
  expect(call(double, 4).next().value).toEqual(rawCall(double, 4));
});

test('results come back typed: a selector value, a promise value, a saga return value', async () => {
  const store = makeStore();
  function* saga(): SagaIterator<[number | null, number, string, boolean]> {
    const moduleId = yield* select(selectOpenModuleId);
    const doubled = yield* call(double, 21);
    const text = yield* call(inner, 5);
    const state = yield* selectState();
    // @ts-expect-error a selector's result is not any
    const wrong: string = yield* select(selectOpenModuleId);
    // @ts-expect-error arguments are checked against the function
    yield* call(double, 'x');
    // @ts-expect-error a promise's value, not the promise
    const notAPromise: Promise<number> = yield* call(double, 1);
    void wrong;
    void notAPromise;
    return [moduleId, doubled, text, state === store.getState()];
  }
  const result = await runSaga({ dispatch: store.dispatch, getState: store.getState }, saga).toPromise();
  expect(result).toEqual([null, 42, 'got 10', true]);
});
