// In-progress tests, one per module id. A test lives here from START_TEST until it is finished,
// the module is skipped, or it expires after an hour without activity. Every change stamps
// updatedAt (in a prepare callback, so reducers stay pure) for the inactivity time-out.
import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { Answer, Attempt, AttemptMeta } from '../../rules/types';
import { loggedOut } from '../account/accountSlice';
import { uuidV4 } from '../../lib/uuid';

export interface TestsState {
  byModule: Record<number, Attempt>;
}

const initialState: TestsState = { byModule: {} };

const stamped = <P>(payload: P) => ({ payload: { ...payload, now: Date.now() } });

const testsSlice = createSlice({
  name: 'tests',
  initialState,
  reducers: {
    testCreated: {
      reducer(state, action: PayloadAction<Attempt>) {
        state.byModule[action.payload.module] = action.payload;
      },
      prepare(moduleId: number) {
        const test: Attempt = {
          id: uuidV4(),
          module: moduleId,
          answers: [],
          meta: { age: null, gender: null },
          computed: {},
          finished: false,
          updatedAt: Date.now(),
        };
        return { payload: test };
      },
    },
    /** SAVE_TEST_ANSWER: an answer replaces the earlier answer to the same question. */
    answerSaved: {
      reducer(state, action: PayloadAction<{ moduleId: number; answer: Answer; now: number }>) {
        const test = state.byModule[action.payload.moduleId];
        if (!test) return;
        const { answer } = action.payload;
        test.answers = [...test.answers.filter((a) => a.question !== answer.question), answer];
        test.updatedAt = action.payload.now;
      },
      prepare: (p: { moduleId: number; answer: Answer }) => stamped(p),
    },
    /** SAVE_TEST_META: known values merge into the test's meta. */
    metaSaved: {
      reducer(state, action: PayloadAction<{ moduleId: number; meta: Partial<AttemptMeta>; now: number }>) {
        const test = state.byModule[action.payload.moduleId];
        if (!test) return;
        test.meta = { ...test.meta, ...action.payload.meta };
        test.updatedAt = action.payload.now;
      },
      prepare: (p: { moduleId: number; meta: Partial<AttemptMeta> }) => stamped(p),
    },
    computedSaved(state, action: PayloadAction<{ moduleId: number; computed: Attempt['computed'] }>) {
      const test = state.byModule[action.payload.moduleId];
      if (test) test.computed = action.payload.computed;
    },
    /** Activity without a change (opening a test again) also postpones the time-out. */
    testTouched: {
      reducer(state, action: PayloadAction<{ moduleId: number; now: number }>) {
        const test = state.byModule[action.payload.moduleId];
        if (test) test.updatedAt = action.payload.now;
      },
      prepare: (moduleId: number) => stamped({ moduleId }),
    },
    testRemoved(state, action: PayloadAction<number>) {
      delete state.byModule[action.payload];
    },
    /** Tests read back from the device after login or reload; replaces what is held. */
    testsRestored(state, action: PayloadAction<Record<number, Attempt>>) {
      state.byModule = action.payload;
    },
  },
  // The tests stay on the device for the next login; only the memory copy is dropped.
  extraReducers: (builder) => {
    builder.addCase(loggedOut, () => initialState);
  },
  selectors: {
    selectTestsByModule: (state) => state.byModule,
    selectTestForModule: (state, moduleId: number | null): Attempt | null =>
      moduleId === null ? null : (state.byModule[moduleId] ?? null),
  },
});

export const { testCreated, answerSaved, metaSaved, computedSaved, testTouched, testRemoved, testsRestored } =
  testsSlice.actions;
export const { selectTestsByModule, selectTestForModule } = testsSlice.selectors;
export default testsSlice;
