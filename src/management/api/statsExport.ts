// Issue 34, the raw export (super admins): start a job, follow it; the file itself is a plain link
// (its downloadUrl) that the browser fetches with the session cookie.
import { apiClient } from '../../common/api/client';
import type { ExportFormat, ExportProgress, StartedExport } from '../../shared/management/statsExport';

export const startRawExport = async (format: ExportFormat) =>
  (await apiClient.post<StartedExport>('/api/stats/modules/start-export-raw-data', { format })).data;

export const rawExportStatus = async (id: number) =>
  (await apiClient.get<ExportProgress>(`/api/stats/modules/check-export-raw-data-status/${id}`)).data;
