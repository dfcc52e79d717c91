// 2-factor page actions, and when the authenticator QR code was last (re)generated: the image url
// carries that time, so a fresh secret never shows a cached image.
import { createAction, createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { MfaType } from '../../shared/api';
import { loggedOut } from '../account/accountSlice';

export interface TwoFactorState {
  qrGeneratedAt: number | null;
  pending: boolean;
}

const initialState: TwoFactorState = { qrGeneratedAt: null, pending: false };

export const twoFactorCodeSubmitted = createAction<string>('twoFactor/codeSubmitted');
/** Changing the type or making a new secret needs the current password (the server checks it). */
export const mfaTypeSaveRequested = createAction<{ type: MfaType; currentPassword: string }>(
  'twoFactor/mfaTypeSaveRequested',
);
export const qrCodeRequested = createAction<{ currentPassword: string }>('twoFactor/qrCodeRequested');

const twoFactorSlice = createSlice({
  name: 'twoFactor',
  initialState,
  reducers: {
    qrCodeGenerated: {
      reducer(state, action: PayloadAction<number>) {
        state.qrGeneratedAt = action.payload;
      },
      prepare: () => ({ payload: Date.now() }),
    },
    twoFactorSettled(state) {
      state.pending = false;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(twoFactorCodeSubmitted, (state) => {
        state.pending = true;
      })
      .addCase(loggedOut, () => initialState);
  },
  selectors: {
    selectQrGeneratedAt: (state) => state.qrGeneratedAt,
    selectTwoFactorPending: (state) => state.pending,
  },
});

export const { qrCodeGenerated, twoFactorSettled } = twoFactorSlice.actions;
export const { selectQrGeneratedAt, selectTwoFactorPending } = twoFactorSlice.selectors;
export default twoFactorSlice;
