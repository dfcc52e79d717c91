// Whether the server can be reached. Starts from the browser's own guess (navigator.onLine) and is
// corrected by the connectivity saga's GET /online probe (docs/product.md §4, "Offline queue and
// connectivity").
import { createAction, createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';

export interface ConnectivityState {
  online: boolean;
  /** Epoch ms of the last finished probe, null before the first one. */
  lastCheckedAt: number | null;
}

const initialOnline = typeof navigator === 'undefined' || navigator.onLine !== false;

const initialState: ConnectivityState = { online: initialOnline, lastCheckedAt: null };

/** Ask for a GET /online probe now (after a network error, a time-out or a browser 'online' event). */
export const connectivityCheckRequested = createAction('connectivity/checkRequested');

const connectivitySlice = createSlice({
  name: 'connectivity',
  initialState,
  reducers: {
    connectivityChanged(state, action: PayloadAction<boolean>) {
      state.online = action.payload;
    },
    /** A probe answered; `online` itself changes through connectivityChanged (the transition event). */
    probeFinished: {
      reducer(state, action: PayloadAction<{ online: boolean; at: number }>) {
        state.lastCheckedAt = action.payload.at;
      },
      prepare: (online: boolean) => ({ payload: { online, at: Date.now() } }),
    },
  },
  selectors: {
    selectOnline: (state) => state.online,
  },
});

export const { connectivityChanged, probeFinished } = connectivitySlice.actions;
export const { selectOnline } = connectivitySlice.selectors;
export default connectivitySlice;
