// Alerts, settings and the audit log.
import { apiClient } from '../../common/api/client';
import type { Alert } from '../../shared/management/alert';
import type { AuditEntry, AuditFilterData } from '../../shared/management/auditLog';
import type { ListResult } from '../../shared/management/common';
import type { Settings, SettingsUpdate } from '../../shared/management/config';
import type { Query } from './schools';

export const listAlerts = async (params: Query) =>
  (await apiClient.get<ListResult<Alert> & { unread: number }>('/api/alert', { params })).data;
export const markAlertRead = async (id: number, read = true) => {
  await apiClient.post(`/api/alert/${id}`, { read });
};

export const getSettings = async () => (await apiClient.get<Settings>('/api/config')).data;
export const saveSettings = async (body: SettingsUpdate) => (await apiClient.post<Settings>('/api/config', body)).data;

export const listAudit = async (params: Query) =>
  (await apiClient.get<ListResult<AuditEntry>>('/api/audit-log', { params })).data;
export const auditFilterData = async () =>
  (await apiClient.get<AuditFilterData>('/api/audit-log/list-filter-data')).data;
