// The logged-in account (docs/product.md §3, Account).
import type { Account } from '../../shared/api';
import { apiClient } from './client';

export async function fetchAccount(): Promise<Account> {
  return (await apiClient.get<Account>('/api/account')).data;
}
