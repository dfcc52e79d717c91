// Password calls: request a reset mail, set a password from a mailed link, change it when logged in.
import type { LoginResponse, SetPasswordRequest } from '../shared/api';

export type { SetPasswordRequest };
import { apiClient } from '../common/api/client';

export async function requestPasswordReset(email: string): Promise<void> {
  await apiClient.post('/api/resetting/reset', { email });
}

/** Success logs the user in; the answer has the shape of POST /login's. */
export async function setPassword(body: SetPasswordRequest): Promise<LoginResponse> {
  return (await apiClient.post<LoginResponse>('/api/resetting/set', body)).data;
}

export async function changePassword(currentPassword: string, newPassword: string): Promise<void> {
  await apiClient.post('/api/account/change-password', {
    current_password: currentPassword,
    new_password: newPassword,
  });
}
