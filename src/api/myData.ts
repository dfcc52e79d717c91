// 'Mijn gegevens': the student's own copy (JSON and PDF) and their erasure request. The copies are
// fetched as data, never as pages or cached answers: the service worker leaves /api/my-data alone
// (src/sw/apiCachePolicy.ts) and the server answers them with Cache-Control: no-store.
import type { ErasureRequestState, MyData } from '../shared/myData';
import { apiClient } from '../common/api/client';

export async function fetchMyData(): Promise<MyData> {
  return (await apiClient.get<MyData>('/api/my-data')).data;
}

export async function fetchMyDataPdf(): Promise<Blob> {
  return (
    await apiClient.get<Blob>('/api/my-data/pdf', { responseType: 'blob', headers: { Accept: 'application/pdf' } })
  ).data;
}

export async function fetchErasureRequest(): Promise<ErasureRequestState> {
  return (await apiClient.get<ErasureRequestState>('/api/my-data/erasure-request')).data;
}

export async function requestErasure(): Promise<ErasureRequestState> {
  return (await apiClient.post<ErasureRequestState>('/api/my-data/erasure-request', {})).data;
}
