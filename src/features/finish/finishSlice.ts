// The finish modal (docs/product.md §4, "Finish"): the actions step, the chosen actions' more-info
// step, saving, and the finished step with the one-time PDF download.
import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import { loggedOut } from '../account/accountSlice';

export type FinishStep = 'actions' | 'moreInfo' | 'saving' | 'finished' | 'failed';

export interface FinishState {
  open: boolean;
  step: FinishStep;
  /** Names of the chosen actions (pre-filled with processed.selectedActions). */
  chosen: string[];
  noAction: boolean;
  /** 'Kies op zijn minst 1 actie…' is showing. */
  warning: boolean;
  /** Id of the saved attempt: the PDF link needs it after the attempt in progress is gone. */
  finishedAttemptId: string | null;
  pdfDownloaded: boolean;
}

const initialState: FinishState = {
  open: false,
  step: 'actions',
  chosen: [],
  noAction: false,
  warning: false,
  finishedAttemptId: null,
  pdfDownloaded: false,
};

const finishSlice = createSlice({
  name: 'finish',
  initialState,
  reducers: {
    finishOpened(_state, action: PayloadAction<{ step: FinishStep; chosen: string[] }>) {
      return { ...initialState, open: true, step: action.payload.step, chosen: action.payload.chosen };
    },
    actionToggled(state, action: PayloadAction<string>) {
      if (state.noAction) return; // the action boxes are disabled while 'no action' is ticked
      const name = action.payload;
      state.chosen = state.chosen.includes(name) ? state.chosen.filter((n) => n !== name) : [...state.chosen, name];
      state.warning = false;
    },
    /** 'No action' clears the chosen actions (and the boxes are disabled while it is ticked). */
    noActionToggled(state) {
      state.noAction = !state.noAction;
      if (state.noAction) state.chosen = [];
      state.warning = false;
    },
    finishWarningShown(state) {
      state.warning = true;
    },
    finishStepChanged(state, action: PayloadAction<FinishStep>) {
      state.step = action.payload;
      state.warning = false;
    },
    attemptFinishedSaved(state, action: PayloadAction<string>) {
      state.step = 'finished';
      state.finishedAttemptId = action.payload;
    },
    pdfDownloaded(state) {
      state.pdfDownloaded = true;
    },
    finishReset() {
      return initialState;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, () => initialState);
  },
  selectors: {
    selectFinish: (state) => state,
  },
});

export const {
  finishOpened,
  actionToggled,
  noActionToggled,
  finishWarningShown,
  finishStepChanged,
  attemptFinishedSaved,
  pdfDownloaded,
  finishReset,
} = finishSlice.actions;
export const { selectFinish } = finishSlice.selectors;
export default finishSlice;
