// /api/stats: the dashboards, a module's statistics, the filters' options and the school report
// (docs/product.md §7; shapes in src/shared/management/stats.ts). Every figure arrives protected:
// a hidden one is null with its reason, and k is in every answer.
import { apiClient } from '../../common/api/client';
import type { Dashboard, StatsFilterData, StatsFilterQuery, StatsTable } from '../../shared/management/stats';

export type StatsTableKind = StatsTable['kind'];
/** The filters as text, as they come from the page's address; the server checks each value (400 otherwise). */
export type StatsQuery = Partial<Record<keyof StatsFilterQuery, string>>;

export const getAdminDashboard = async (params: StatsQuery) =>
  (await apiClient.get<Dashboard>('/api/stats/dashboard/admin', { params })).data;
export const getSchoolDashboard = async (id: number, params: StatsQuery) =>
  (await apiClient.get<Dashboard>(`/api/stats/dashboard/school/${id}`, { params })).data;
export const getLocationDashboard = async (id: number, params: StatsQuery) =>
  (await apiClient.get<Dashboard>(`/api/stats/dashboard/location/${id}`, { params })).data;
export const getStatsFilterData = async (params: StatsQuery = {}) =>
  (await apiClient.get<StatsFilterData>('/api/stats/dashboard/filter-data', { params })).data;
export const getModuleStats = async (id: number, kind: StatsTableKind, params: StatsQuery) =>
  (await apiClient.get<StatsTable>(`/api/stats/modules/${id}/${kind}`, { params })).data;

/** The school report (PDF) with the dashboard's filters, and the file name the server gave it. */
export async function getSchoolReport(school: number, params: StatsQuery) {
  const answer = await apiClient
    .get<Blob>('/api/stats/modules/report', { params: { ...params, school: String(school) }, responseType: 'blob' })
    .catch(readBlobError);
  const disposition = String(answer.headers['content-disposition'] ?? '');
  const name = /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? `schoolrapport-${school}.pdf`;
  return { blob: answer.data, name };
}

/** A refusal asked for as a blob arrives as one: read its JSON so describeError finds the code. */
async function readBlobError(err: unknown): Promise<never> {
  const response = (err as { response?: { data?: unknown } }).response;
  if (response && response.data instanceof Blob) {
    try {
      response.data = JSON.parse(await response.data.text());
    } catch {
      // Not JSON: describeError falls back to the status.
    }
  }
  throw err;
}
