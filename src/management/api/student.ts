// /api/student: students, their erasure requests, activation mails and the class-list import.
import { apiClient } from '../../common/api/client';
import type { ListResult } from '../../shared/management/common';
import type { PendingErasureRequest } from '../../shared/management/erasureRequest';
import type { Student, StudentDetail, StudentFilterData, StudentUpdate } from '../../shared/management/student';
import type { ImportPreview, ImportResult, ImportSummary } from '../../shared/studentImport/api';
import type { ColumnMapping } from '../../shared/studentImport/types';
import type { Query } from './query';
import { IMPORT_TIMEOUT_MS, upload } from './upload';

export type { ImportCounts, ImportPreview, ImportResult, ImportSummary } from '../../shared/studentImport/api';

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

/** Nothing is written by the preview. */
export const previewStudentImport = async (file: File, schoolId: number | null, mapping: ColumnMapping | null) =>
  (
    await apiClient.post<ImportPreview>('/api/student/preview-import', upload(file, schoolId, mapping), {
      timeout: IMPORT_TIMEOUT_MS,
    })
  ).data;

export const runStudentImport = async (file: File, schoolId: number | null, mapping: ColumnMapping | null) =>
  (
    await apiClient.post<ImportResult>('/api/student/import', upload(file, schoolId, mapping), {
      timeout: IMPORT_TIMEOUT_MS,
    })
  ).data;

export const incompleteImports = async () =>
  (await apiClient.get<{ items: ImportSummary[] }>('/api/student/imports/incomplete')).data.items;

export const markImportSeen = async (id: number) => {
  await apiClient.put(`/api/student/imports/${id}/seen`, {});
};
