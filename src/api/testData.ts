// Modules and their rule configurations for the logged-in student.
import type { ModuleContent } from '../shared/api';
import { apiClient } from '../common/api/client';

export async function fetchTestData(): Promise<ModuleContent> {
  return (await apiClient.get<ModuleContent>('/api/test/data')).data;
}
