// The login widget's step (spec "Login widget steps") and the address it is about.
import { createAction, createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { LoginRequest } from '../../shared/api';
import { loggedOut } from '../account/accountSlice';

export type LoginStep = 'email' | 'login' | 'register' | 'unknown';

export interface LoginState {
  step: LoginStep;
  username: string;
  pending: boolean;
}

const initialState: LoginState = { step: 'email', username: '', pending: false };

export const checkUsernameRequested = createAction<string>('login/checkUsernameRequested');
export const loginRequested = createAction<LoginRequest>('login/loginRequested');
export const resendConfirmationRequested = createAction<string>('login/resendConfirmationRequested');

const loginSlice = createSlice({
  name: 'login',
  initialState,
  reducers: {
    stepChanged(state, action: PayloadAction<{ step: LoginStep; username: string }>) {
      state.step = action.payload.step;
      state.username = action.payload.username;
      state.pending = false;
    },
    /** 'wijzigen': back to the email step, keeping the address for editing. */
    loginReset(state) {
      state.step = 'email';
      state.pending = false;
    },
    loginSettled(state) {
      state.pending = false;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(checkUsernameRequested, (state) => {
        state.pending = true;
      })
      .addCase(loginRequested, (state) => {
        state.pending = true;
      })
      .addCase(loggedOut, () => initialState);
  },
  selectors: {
    selectLoginStep: (state) => state.step,
    selectLoginUsername: (state) => state.username,
    selectLoginPending: (state) => state.pending,
  },
});

export const { stepChanged, loginReset, loginSettled } = loginSlice.actions;
export const { selectLoginStep, selectLoginUsername, selectLoginPending } = loginSlice.selectors;
export default loginSlice;
