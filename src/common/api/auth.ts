// Session endpoints: login, logout, session probe, username check and activation mail.
import type { CheckUsernameResponse, LoginRequest, LoginResponse } from '../../shared/api';
import { apiClient } from './client';

export async function login(body: LoginRequest): Promise<LoginResponse> {
  return (await apiClient.post<LoginResponse>('/login', body)).data;
}

export async function logout(): Promise<void> {
  await apiClient.post('/logout');
}

export async function fetchLoggedIn(): Promise<boolean> {
  return (await apiClient.get<{ logged_in: boolean }>('/logged-in')).data.logged_in === true;
}

/** Resolves 'login' or 'register'; an unknown address rejects with 404 user_not_found. */
export async function checkUsername(username: string): Promise<CheckUsernameResponse['result']> {
  return (await apiClient.post<CheckUsernameResponse>('/api/check-username', { username })).data.result;
}

export async function resendConfirmation(username: string): Promise<void> {
  await apiClient.post('/api/resend-confirmation', { username });
}
