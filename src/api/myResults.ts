// The logged-in student's own finished attempts ('Mijn resultaten') and the link to an attempt's PDF.
import type { MyResultsResponse } from '../shared/api';
import { apiUrl } from '../common/lib/config';
import { apiClient } from '../common/api/client';

export async function fetchMyResults(): Promise<MyResultsResponse> {
  return (await apiClient.get<MyResultsResponse>('/api/my-results')).data;
}

/** The server regenerates the PDF of the caller's own finished attempt from what it stored. */
export function resultPdfUrl(attemptId: string): string {
  return apiUrl(`/api/test/result-pdf?test=${encodeURIComponent(attemptId)}`);
}
