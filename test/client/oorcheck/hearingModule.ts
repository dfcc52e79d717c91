// A store for the oorcheck tests: a student in the hearing module (the real content file), on its
// Oorcheck slide, with only the saga under test running.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import type { Saga } from 'redux-saga';
import { rootReducer, type RootState } from '../../../src/app/store';
import { buildModule, type ContentFile } from '../../../src/rules/contentFile';
import { makeAccount } from '../fixtures/account';

export const GEHOOR_ID = 6;
const file = JSON.parse(
  readFileSync(path.resolve(__dirname, '../../../content/modules/06-gehoor.json'), 'utf8'),
) as ContentFile;
export const gehoor = buildModule(file, GEHOOR_ID, () => ({ id: 1, modified: 1 }));
export const oorcheckSlide = gehoor.module.slides.find((s) => s.type === 'oorcheck')!;

export function hearingStore(saga: Saga) {
  const base = rootReducer(undefined, { type: '@@init' });
  const preloadedState: Partial<RootState> = {
    account: { ...base.account, account: makeAccount({ id: 42 }), initialised: true },
    modules: { modules: [gehoor.module], configs: { gehoor: gehoor.config }, loaded: true, newest: {} },
    attempts: {
      byModule: {
        [GEHOOR_ID]: {
          id: 'a6f1c0de-0000-4000-8000-000000000001',
          module: GEHOOR_ID,
          answers: [],
          meta: { age: null, gender: null },
          computed: {},
          finished: false,
          updatedAt: Date.now(),
        },
      },
    },
    moduleDialog: {
      ...base.moduleDialog,
      moduleId: GEHOOR_ID,
      stage: 'slides',
      slideIndex: gehoor.module.slides.indexOf(oorcheckSlide),
    },
  };
  const sagaMiddleware = createSagaMiddleware();
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault({ thunk: false, serializableCheck: false }).concat(sagaMiddleware),
  });
  sagaMiddleware.run(saga);
  return store;
}
