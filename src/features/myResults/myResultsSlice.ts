// 'Mijn resultaten': the student's finished attempts as the server lists them. Loaded by the results
// page and the overview (for the tiles' result colour); forgotten at logout.
import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { MyResult } from '../../shared/api';
import { loggedOut } from '../account/accountSlice';

export interface MyResultsState {
  results: MyResult[] | null;
  status: 'idle' | 'loading' | 'loaded' | 'failed';
}

const initialState: MyResultsState = { results: null, status: 'idle' };

const myResultsSlice = createSlice({
  name: 'myResults',
  initialState,
  reducers: {
    myResultsRequested(state) {
      state.status = 'loading';
    },
    myResultsLoaded(state, action: PayloadAction<MyResult[]>) {
      state.results = action.payload;
      state.status = 'loaded';
    },
    myResultsFailed(state) {
      state.status = 'failed';
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, () => initialState);
  },
  selectors: {
    selectMyResults: (state) => state.results,
    selectMyResultsStatus: (state) => state.status,
  },
});

export const { myResultsRequested, myResultsLoaded, myResultsFailed } = myResultsSlice.actions;
export const { selectMyResults, selectMyResultsStatus } = myResultsSlice.selectors;
export default myResultsSlice;
