// /api/alert: the alerts on the overview page.
import { apiClient } from '../../common/api/client';
import type { Alert } from '../../shared/management/alert';
import type { ListResult } from '../../shared/management/common';
import type { Query } from './query';

export const listAlerts = async (params: Query) =>
  (await apiClient.get<ListResult<Alert> & { unread: number }>('/api/alert', { params })).data;
export const markAlertRead = async (id: number, read = true) => {
  await apiClient.post(`/api/alert/${id}`, { read });
};
