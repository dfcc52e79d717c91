// The logged-in account. `initialised` turns true once the start-up session check has answered,
// so route guards never redirect before the app knows who is logged in.
import { createAction, createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { Account } from '../../shared/api';
import { moduleFinished, moduleSkipped } from './moduleDoneActions';

export interface AccountState {
  account: Account | null;
  initialised: boolean;
  imitating: boolean;
}

const initialState: AccountState = { account: null, initialised: false, imitating: false };

/** Dispatched once by the boot code: check the session, load account, test data and menu. */
export const appStarted = createAction('app/started');
/** The user pressed a logout control; the saga asks for confirmation first. */
export const logoutRequested = createAction('account/logoutRequested');

const accountSlice = createSlice({
  name: 'account',
  initialState,
  reducers: {
    accountLoaded(state, action: PayloadAction<Account>) {
      state.account = action.payload;
      state.imitating = action.payload.imitating;
    },
    accountInitialised(state) {
      state.initialised = true;
    },
    /** Local logout: after POST /logout, or when any call answers 401. */
    loggedOut(state) {
      state.account = null;
      state.imitating = false;
    },
  },
  // Finishing or skipping a module marks it done in the account (docs/product.md §4, module lifecycle).
  extraReducers: (builder) => {
    builder
      .addCase(moduleFinished, (state, action) => {
        if (state.account && !state.account.finishedModules.includes(action.payload)) {
          state.account.finishedModules.push(action.payload);
        }
      })
      .addCase(moduleSkipped, (state, action) => {
        if (state.account && !state.account.skippedModules.includes(action.payload)) {
          state.account.skippedModules.push(action.payload);
        }
      });
  },
});

export const { accountLoaded, accountInitialised, loggedOut } = accountSlice.actions;
export default accountSlice;
