// Number of API requests in flight; the overlay shows while it is above zero.
import { createSlice } from '@reduxjs/toolkit';

const loadingSlice = createSlice({
  name: 'loading',
  initialState: { pending: 0 },
  reducers: {
    requestStarted(state) {
      state.pending += 1;
    },
    requestFinished(state) {
      state.pending = Math.max(0, state.pending - 1);
    },
  },
  selectors: {
    selectIsLoading: (state) => state.pending > 0,
  },
});

export const { requestStarted, requestFinished } = loadingSlice.actions;
export const { selectIsLoading } = loadingSlice.selectors;
export default loadingSlice;
