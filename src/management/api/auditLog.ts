// /api/audit-log: who changed what.
import { apiClient } from '../../common/api/client';
import type { AuditEntry, AuditFilterData } from '../../shared/management/auditLog';
import type { ListResult } from '../../shared/management/common';
import type { Query } from './query';

export const listAudit = async (params: Query) =>
  (await apiClient.get<ListResult<AuditEntry>>('/api/audit-log', { params })).data;
export const auditFilterData = async () =>
  (await apiClient.get<AuditFilterData>('/api/audit-log/list-filter-data')).data;
