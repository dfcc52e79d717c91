// /api/school-year: the school years (approving one for a school is POST /api/school/approve-school-year).
import { apiClient } from '../../common/api/client';
import type { SchoolYear } from '../../shared/management/schoolYear';

export const listSchoolYears = async () =>
  (await apiClient.get<{ items: SchoolYear[] }>('/api/school-year')).data.items;
