// The logged-in student's own finished tests ('Mijn resultaten') and the link to a test's PDF.
import type { MyResultsResponse } from '../shared/api';
import { apiUrl } from '../common/lib/config';
import { apiClient } from '../common/api/client';

export async function fetchMyResults(): Promise<MyResultsResponse> {
  return (await apiClient.get<MyResultsResponse>('/api/my-results')).data;
}

/** The server regenerates the PDF of the caller's own finished test from what it stored. */
export function resultPdfUrl(testId: string): string {
  return apiUrl(`/api/test/result-pdf?test=${encodeURIComponent(testId)}`);
}
