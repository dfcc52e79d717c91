// 2-factor calls: the code check after login and the settings of the logged-in account.
import type { MfaType } from '../shared/api';
import { apiUrl } from '../common/lib/config';
import { apiClient } from '../common/api/client';

export async function checkTwoFactorCode(code: string): Promise<void> {
  await apiClient.post('/2fa_check', { _auth_code: code });
}

export async function setMfaType(type: MfaType, currentPassword: string): Promise<void> {
  await apiClient.post('/api/account/set-mfa-type', { type, current_password: currentPassword });
}

export async function generateGoogleAuthenticatorSecret(currentPassword: string): Promise<void> {
  await apiClient.post('/api/account/generate-google-authenticator-secret', {
    generate: true,
    current_password: currentPassword,
  });
}

/** The QR image url; the timestamp keeps browsers from showing a cached (older) secret. */
export function googleAuthenticatorQrUrl(timestamp: number): string {
  return apiUrl(`/api/account/google-authenticator-qr-code?t=${timestamp}`);
}
