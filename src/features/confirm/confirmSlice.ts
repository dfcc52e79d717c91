// The one open confirmation question, if any. Answers arrive as confirmAccepted/confirmCancelled.
import { createSlice, nanoid } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';

export interface ConfirmOptions {
  text: string;
  header?: string;
  confirmLabel?: string;
  cancelLabel?: string;
}

export interface ConfirmRequest extends ConfirmOptions {
  id: string;
}

const confirmSlice = createSlice({
  name: 'confirm',
  initialState: { request: null as ConfirmRequest | null },
  reducers: {
    confirmRequested: {
      reducer(state, action: PayloadAction<ConfirmRequest>) {
        state.request = action.payload;
      },
      prepare(options: ConfirmOptions) {
        return { payload: { ...options, id: nanoid() } };
      },
    },
    confirmAccepted(state) {
      state.request = null;
    },
    confirmCancelled(state) {
      state.request = null;
    },
  },
  selectors: {
    selectConfirmRequest: (state) => state.request,
  },
});

export const { confirmRequested, confirmAccepted, confirmCancelled } = confirmSlice.actions;
export const { selectConfirmRequest } = confirmSlice.selectors;
export default confirmSlice;
