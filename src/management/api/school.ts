// /api/school: schools, their tokens and the approval of their school years (docs/product.md §7,
// "Defined for management screens").
import { apiClient } from '../../common/api/client';
import type { ListResult } from '../../shared/management/common';
import type { School, SchoolInput } from '../../shared/management/school';
import type { Query } from './query';

export const listSchools = async (params: Query) =>
  (await apiClient.get<ListResult<School>>('/api/school', { params })).data;
export const getSchool = async (id: number) => (await apiClient.get<School>(`/api/school/${id}`)).data;
export const createSchool = async (body: SchoolInput) => (await apiClient.post<School>('/api/school', body)).data;
export const updateSchool = async (id: number, body: SchoolInput) =>
  (await apiClient.put<School>(`/api/school/${id}`, body)).data;
export const deleteSchool = async (id: number) => {
  await apiClient.delete(`/api/school/${id}`);
};
export const setSchoolActive = async (id: number, active: boolean) =>
  (await apiClient.post<School>(`/api/school/${id}/activate`, { active })).data;
/** The spec names this call as a GET. */
export const approveSchool = async (id: number) => (await apiClient.get<School>(`/api/school/${id}/approve`)).data;
export const approveSchoolYear = async (schoolId: number, schoolYear: number) => {
  await apiClient.post('/api/school/approve-school-year', { schoolId, schoolYear });
};
export const generateSchoolToken = async (id: number) =>
  (await apiClient.post<{ token: string; prefix: string }>(`/api/school/${id}/generate`, {})).data;
export const clearSchoolToken = async (id: number) => {
  await apiClient.post(`/api/school/${id}/clear`, {});
};
