// Imitation (docs/product.md §7): GET /api/account with _switch_user or _exit, and the user list the
// imitate page offers (GET /api/user, page 1, limit 1000).
import type { Account, UserListResponse } from '../shared/api';
import { apiClient } from '../common/api/client';

// A read that changes who you are: the server wants the CSRF header on it (a cross-site link must not
// start an imitation), which the client leaves off other reads.
const withCsrf = { withXSRFToken: true } as const;

export const IMITATE_USER_LIMIT = 1000;

export async function switchUser(username: string): Promise<Account> {
  return (await apiClient.get<Account>('/api/account', { ...withCsrf, params: { _switch_user: username } })).data;
}

export async function exitImitation(): Promise<Account> {
  return (await apiClient.get<Account>('/api/account', { ...withCsrf, params: { _exit: 1 } })).data;
}

export async function fetchUsers(page = 1, limit = IMITATE_USER_LIMIT): Promise<UserListResponse> {
  return (await apiClient.get<UserListResponse>('/api/user', { params: { page, limit } })).data;
}
