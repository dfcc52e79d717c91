// The running hearing test of the open module: which question it belongs to and its session
// token. The popup window itself is not state (not serialisable); the saga holds it.
import { createAction, createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import { loggedOut } from '../account/accountSlice';
import { dialogClosed } from '../moduleDialog/moduleDialogSlice';

export interface OorcheckState {
  /** Question (slide) id of the running test, null when none runs. */
  question: number | null;
  token: string | null;
}

const initialState: OorcheckState = { question: null, token: null };

/** 'Doe de Oorcheck' on an oorcheck slide (payload: the slide id). */
export const oorcheckRequested = createAction<number>('oorcheck/START');
/** Emitted when the provider reports 'complete' (docs/product.md §4). */
export const oorcheckCompleted = createAction<{ token: string; result: string | null; question: number }>(
  'oorcheck/COMPLETE',
);

const oorcheckSlice = createSlice({
  name: 'oorcheck',
  initialState,
  reducers: {
    oorcheckStarted(state, action: PayloadAction<{ question: number; token: string | null }>) {
      state.question = action.payload.question;
      state.token = action.payload.token;
    },
    oorcheckStopped() {
      return initialState;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, () => initialState).addCase(dialogClosed, () => initialState);
  },
  selectors: {
    selectOorcheckBusy: (state) => state.question !== null,
  },
});

export const { oorcheckStarted, oorcheckStopped } = oorcheckSlice.actions;
export const { selectOorcheckBusy } = oorcheckSlice.selectors;
export default oorcheckSlice;
