// POST /api/bug-report (docs/product.md §7).
import { apiClient } from '../common/api/client';
import type { BugReportRequest } from '../shared/api';

export async function postBugReport(report: BugReportRequest): Promise<void> {
  await apiClient.post('/api/bug-report', report);
}
