// Schools, their locations and school years (docs/product.md §7, "Defined for management screens").
import { apiClient } from '../../common/api/client';
import type { ListResult } from '../../shared/management/common';
import type { Location, LocationInput, LocationUpdate, School, SchoolInput } from '../../shared/management/school';
import type { SchoolYear } from '../../shared/management/schoolYear';

export type Query = Record<string, string>;

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

export const listLocations = async (params: Query) =>
  (await apiClient.get<ListResult<Location>>('/api/school-location', { params })).data;
export const locationFilterData = async () =>
  (
    await apiClient.get<{ schools: Array<{ value: string | number; label: string }> }>(
      '/api/school-location/list-filter-data',
    )
  ).data;
export const getLocation = async (id: number) => (await apiClient.get<Location>(`/api/school-location/${id}`)).data;
export const createLocation = async (body: LocationInput) =>
  (await apiClient.post<Location>('/api/school-location', body)).data;
export const updateLocation = async (id: number, body: LocationUpdate) =>
  (await apiClient.put<Location>(`/api/school-location/${id}`, body)).data;
export const deleteLocation = async (id: number) => {
  await apiClient.delete(`/api/school-location/${id}`);
};

export const listSchoolYears = async () =>
  (await apiClient.get<{ items: SchoolYear[] }>('/api/school-year')).data.items;
