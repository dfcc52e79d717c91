// Modules and their rule configurations for the logged-in student.
import type { TestData } from '../shared/api';
import { apiClient } from './client';

export async function fetchTestData(): Promise<TestData> {
  return (await apiClient.get<TestData>('/api/test/data')).data;
}
