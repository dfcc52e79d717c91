// What the password pages ask the sagas to do.
import { createAction } from '@reduxjs/toolkit';
import type { SetPasswordRequest } from '../../api/password';

export const forgotPasswordSubmitted = createAction<string>('password/forgotSubmitted');
export const setPasswordSubmitted = createAction<SetPasswordRequest>('password/setSubmitted');
export const changePasswordSubmitted = createAction<{ current: string; next: string; repeat: string }>(
  'password/changeSubmitted',
);
