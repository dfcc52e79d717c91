// Test endpoints: skip a module and finish a test (docs/product.md §7, "Queue and tests").
import type { FinishPayload } from '../shared/api';
import { apiClient } from '../common/api/client';

export async function skipModule(moduleId: number): Promise<void> {
  await apiClient.post('/api/test/skip-module', { module: moduleId });
}

export async function finishTest(payload: FinishPayload): Promise<void> {
  await apiClient.post('/api/test/finish', payload);
}
