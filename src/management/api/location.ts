// /api/school-location: a school's locations.
import { apiClient } from '../../common/api/client';
import type { ListResult } from '../../shared/management/common';
import type { Location, LocationInput, LocationUpdate } from '../../shared/management/school';
import type { Query } from './query';

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
