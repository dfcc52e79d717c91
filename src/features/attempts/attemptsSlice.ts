// In-progress attempts, one per module id. An attempt lives here from START_TEST until it is finished,
// the module is skipped, or it expires after an hour without activity. Every change stamps
// updatedAt (in a prepare callback, so reducers stay pure) for the inactivity time-out.
import { createSlice, isDraft, original, prepareAutoBatched, SHOULD_AUTOBATCH } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { Answer, Attempt, AttemptMeta } from '../../rules/types';
import { loggedOut } from '../account/accountSlice';
import { uuidV4 } from '../../lib/uuid';

export interface AttemptsState {
  byModule: Record<number, Attempt>;
}

const initialState: AttemptsState = { byModule: {} };

/**
 * With the time of the change. Auto-batched (store.ts): a 'next' makes four changes to the attempt and
 * the dialog, and the screen needs to hear of them once, not after each.
 */
const stamped = <P>(payload: P) => ({ payload: { ...payload, now: Date.now() }, meta: { [SHOULD_AUTOBATCH]: true } });

const attemptsSlice = createSlice({
  name: 'attempts',
  initialState,
  reducers: {
    attemptCreated: {
      reducer(state, action: PayloadAction<Attempt>) {
        state.byModule[action.payload.module] = action.payload;
      },
      prepare(moduleId: number, moduleVersion?: number) {
        const attempt: Attempt = {
          id: uuidV4(),
          module: moduleId,
          // The server finishes the attempt with the version it started on, also after a newer one is published.
          ...(moduleVersion === undefined ? {} : { module_version: moduleVersion }),
          answers: [],
          meta: { age: null, gender: null },
          computed: {},
          finished: false,
          updatedAt: Date.now(),
        };
        return { payload: attempt };
      },
    },
    /** SAVE_TEST_ANSWER: an answer replaces the earlier answer to the same question. */
    answerSaved: {
      reducer(state, action: PayloadAction<{ moduleId: number; answer: Answer; now: number }>) {
        const attempt = state.byModule[action.payload.moduleId];
        if (!attempt) return;
        const { answer } = action.payload;
        // Filtered from the stored list, not through the draft: reading every answer of the draft makes a
        // proxy of each (and immer walks them all again when it finishes), at every 'next' (issue 35).
        const answers = isDraft(attempt.answers) ? original(attempt.answers)! : attempt.answers;
        attempt.answers = [...answers.filter((a) => a.question !== answer.question), answer];
        attempt.updatedAt = action.payload.now;
      },
      prepare: (p: { moduleId: number; answer: Answer }) => stamped(p),
    },
    /** SAVE_TEST_META: known values merge into the attempt's meta. */
    metaSaved: {
      reducer(state, action: PayloadAction<{ moduleId: number; meta: Partial<AttemptMeta>; now: number }>) {
        const attempt = state.byModule[action.payload.moduleId];
        if (!attempt) return;
        attempt.meta = { ...attempt.meta, ...action.payload.meta };
        attempt.updatedAt = action.payload.now;
      },
      prepare: (p: { moduleId: number; meta: Partial<AttemptMeta> }) => stamped(p),
    },
    computedSaved: {
      reducer(state, action: PayloadAction<{ moduleId: number; computed: Attempt['computed'] }>) {
        const attempt = state.byModule[action.payload.moduleId];
        if (attempt) attempt.computed = action.payload.computed;
      },
      prepare: prepareAutoBatched<{ moduleId: number; computed: Attempt['computed'] }>(),
    },
    /** Activity without a change (opening an attempt again) also postpones the time-out. */
    attemptTouched: {
      reducer(state, action: PayloadAction<{ moduleId: number; now: number }>) {
        const attempt = state.byModule[action.payload.moduleId];
        if (attempt) attempt.updatedAt = action.payload.now;
      },
      prepare: (moduleId: number) => stamped({ moduleId }),
    },
    attemptRemoved(state, action: PayloadAction<number>) {
      delete state.byModule[action.payload];
    },
    /** Attempts read back from the device after login or reload; replaces what is held. */
    attemptsRestored(state, action: PayloadAction<Record<number, Attempt>>) {
      state.byModule = action.payload;
    },
  },
  // The attempts stay on the device for the next login; only the memory copy is dropped.
  extraReducers: (builder) => {
    builder.addCase(loggedOut, () => initialState);
  },
  selectors: {
    selectAttemptsByModule: (state) => state.byModule,
    selectAttemptForModule: (state, moduleId: number | null): Attempt | null =>
      moduleId === null ? null : (state.byModule[moduleId] ?? null),
  },
});

export const {
  attemptCreated,
  answerSaved,
  metaSaved,
  computedSaved,
  attemptTouched,
  attemptRemoved,
  attemptsRestored,
} = attemptsSlice.actions;
export const { selectAttemptsByModule, selectAttemptForModule } = attemptsSlice.selectors;
export default attemptsSlice;
