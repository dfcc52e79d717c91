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
  /** Epoch ms until which the server refuses attempts (a 429 with Retry-After), else null. */
  waitUntil: number | null;
  /** The wait the server asked for, in seconds (the message names it; the countdown runs to waitUntil). */
  waitSeconds: number;
}

const initialState: LoginState = { step: 'email', username: '', pending: false, waitUntil: null, waitSeconds: 0 };

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
    /** The server said to wait (429): the widget counts down and keeps its buttons off meanwhile. */
    waitStarted(state, action: PayloadAction<{ until: number; seconds: number }>) {
      state.pending = false;
      state.waitUntil = action.payload.until;
      state.waitSeconds = action.payload.seconds;
    },
    waitEnded(state) {
      state.waitUntil = null;
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
    selectLoginWaitUntil: (state) => state.waitUntil,
    selectLoginWaitSeconds: (state) => state.waitSeconds,
  },
});

export const { stepChanged, loginReset, loginSettled, waitStarted, waitEnded } = loginSlice.actions;
export const {
  selectLoginStep,
  selectLoginUsername,
  selectLoginPending,
  selectLoginWaitUntil,
  selectLoginWaitSeconds,
} = loginSlice.selectors;
export default loginSlice;
