// Students and staff accounts.
import { apiClient } from '../../common/api/client';
import type { ListResult } from '../../shared/management/common';
import type { PendingErasureRequest } from '../../shared/management/erasureRequest';
import type { UserInput, UserDetail, UserItem } from '../../shared/management/user';
import type { Student, StudentDetail, StudentFilterData, StudentUpdate } from '../../shared/management/student';
import type { Query } from './schools';

export const listStudents = async (params: Query) =>
  (await apiClient.get<ListResult<Student>>('/api/student', { params })).data;
export const studentFilterData = async () =>
  (await apiClient.get<StudentFilterData>('/api/student/list-filter-data')).data;
export const getStudent = async (id: number) => (await apiClient.get<StudentDetail>(`/api/student/${id}`)).data;
export const updateStudent = async (id: number, body: StudentUpdate) =>
  (await apiClient.post<StudentDetail>(`/api/student/${id}`, body)).data;
export const deleteStudent = async (id: number) => {
  await apiClient.delete(`/api/student/${id}`);
};
export const getErasureRequest = async (id: number) =>
  (await apiClient.get<PendingErasureRequest>(`/api/student/${id}/erasure-request`)).data;
export const confirmErasureRequest = async (id: number) => {
  await apiClient.post(`/api/student/${id}/erasure-request/confirm`, {});
};
export const rejectErasureRequest = async (id: number) => {
  await apiClient.post(`/api/student/${id}/erasure-request/reject`, {});
};
export const sendActivationMail = async (ids: number[]) =>
  (await apiClient.post<{ queued: number; skipped: number }>('/api/student/send-activation-mail', { ids })).data;

export const listStaff = async (params: Query) =>
  (await apiClient.get<ListResult<UserItem>>('/api/user', { params: { kind: 'staff', ...params } })).data;
export const getStaff = async (id: number) => (await apiClient.get<UserDetail>(`/api/user/${id}`)).data;
export const createStaff = async (body: UserInput) => (await apiClient.post<UserDetail>('/api/user', body)).data;
export const updateStaff = async (id: number, body: UserInput) =>
  (await apiClient.post<UserDetail>(`/api/user/${id}`, body)).data;
export const toggleStaffActive = async (id: number) => {
  await apiClient.post(`/api/user/${id}/toggle-active`, {});
};
export const resetStaffMfa = async (id: number) => {
  await apiClient.post(`/api/user/${id}/reset-mfa`, {});
};
export const deleteStaff = async (id: number) => {
  await apiClient.delete(`/api/user/${id}`);
};
export const sendStaffConfirmation = async (id: number) => {
  await apiClient.put('/api/user/send-confirmation', { id });
};
