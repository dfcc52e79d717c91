// The Oorcheck calls of the main app (docs/product.md §7): start a session, poll its status.
import { apiClient } from '../common/api/client';
import type { OorcheckStartResponse, OorcheckStatusResponse } from '../shared/api';

export async function startOorcheck(question: number): Promise<OorcheckStartResponse> {
  return (await apiClient.post<OorcheckStartResponse>('/api/oorcheck/start', { question })).data;
}

export async function oorcheckStatus(token: string): Promise<OorcheckStatusResponse> {
  return (await apiClient.get<OorcheckStatusResponse>(`/api/oorcheck/status/${encodeURIComponent(token)}`)).data;
}
