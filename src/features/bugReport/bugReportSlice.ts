// The bug-report modal: open or not, and whether a report is being sent.
import { createAction, createSlice } from '@reduxjs/toolkit';
import { loggedOut } from '../account/accountSlice';

export interface BugReportState {
  open: boolean;
  sending: boolean;
}

const initialState: BugReportState = { open: false, sending: false };

/** REPORT_BUG (docs/product.md §7): the message; the saga adds the data. */
export const reportBug = createAction<{ message: string }>('bugReport/REPORT_BUG');

const bugReportSlice = createSlice({
  name: 'bugReport',
  initialState,
  reducers: {
    bugReportOpened(state) {
      state.open = true;
    },
    bugReportClosed() {
      return initialState;
    },
    bugReportSending(state) {
      state.sending = true;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, () => initialState);
  },
  selectors: {
    selectBugReport: (state) => state,
  },
});

export const { bugReportOpened, bugReportClosed, bugReportSending } = bugReportSlice.actions;
export const { selectBugReport } = bugReportSlice.selectors;
export default bugReportSlice;
