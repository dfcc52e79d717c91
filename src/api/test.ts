// /api/test: the module content a student takes modules with, skipping or starting a module and finishing
// an attempt (docs/product.md §7, "Queue and tests"). The URLs keep "test"; the code says attempt.
import type { FinishPayload, ModuleContent } from '../shared/api';
import { apiClient } from '../common/api/client';

/** GET /api/test/data: the modules and their rule configurations for the logged-in student. */
export async function fetchModuleContent(): Promise<ModuleContent> {
  return (await apiClient.get<ModuleContent>('/api/test/data')).data;
}

export async function skipModule(moduleId: number): Promise<void> {
  await apiClient.post('/api/test/skip-module', { module: moduleId });
}

/** POST /api/test/start-module: the student opened the module (counted as "started" in statistics). */
export async function startModule(moduleId: number): Promise<void> {
  await apiClient.post('/api/test/start-module', { module: moduleId });
}

export async function finishAttempt(payload: FinishPayload): Promise<void> {
  await apiClient.post('/api/test/finish', payload);
}
