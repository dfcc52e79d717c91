// /api/user: the staff accounts (the user resource lists staff only here: kind=staff), and the
// staff-list import.
import { apiClient } from '../../common/api/client';
import type { ListResult } from '../../shared/management/common';
import type { UserDetail, UserInput, UserItem } from '../../shared/management/user';
import type { UserImportPreview, UserImportResult } from '../../shared/userImport/api';
import type { UserMapping } from '../../shared/userImport/types';
import type { Query } from './query';
import { IMPORT_TIMEOUT_MS, upload } from './upload';

export const listUsers = async (params: Query) =>
  (await apiClient.get<ListResult<UserItem>>('/api/user', { params: { kind: 'staff', ...params } })).data;
export const getUser = async (id: number) => (await apiClient.get<UserDetail>(`/api/user/${id}`)).data;
export const createUser = async (body: UserInput) => (await apiClient.post<UserDetail>('/api/user', body)).data;
export const updateUser = async (id: number, body: UserInput) =>
  (await apiClient.post<UserDetail>(`/api/user/${id}`, body)).data;
export const toggleUserActive = async (id: number) => {
  await apiClient.post(`/api/user/${id}/toggle-active`, {});
};
export const resetUserMfa = async (id: number) => {
  await apiClient.post(`/api/user/${id}/reset-mfa`, {});
};
export const deleteUser = async (id: number) => {
  await apiClient.delete(`/api/user/${id}`);
};
export const sendUserConfirmation = async (id: number) => {
  await apiClient.put('/api/user/send-confirmation', { id });
};

/** Nothing is written by the preview. */
export const previewUserImport = async (file: File, schoolId: number | null, mapping: UserMapping | null) =>
  (
    await apiClient.post<UserImportPreview>('/api/user/preview-import', upload(file, schoolId, mapping), {
      timeout: IMPORT_TIMEOUT_MS,
    })
  ).data;

export const runUserImport = async (file: File, schoolId: number | null, mapping: UserMapping | null) =>
  (
    await apiClient.post<UserImportResult>('/api/user/import', upload(file, schoolId, mapping), {
      timeout: IMPORT_TIMEOUT_MS,
    })
  ).data;
