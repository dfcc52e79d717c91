// Footer menu items, managed on the server.
import type { MenuItem } from '../shared/api';
import { apiClient } from '../common/api/client';

export async function fetchMenu(): Promise<MenuItem[]> {
  return (await apiClient.get<MenuItem[]>('/menu')).data;
}
