// /api/lesson-guide: the lesson guides per module, and their PDF.
import { apiClient } from '../../common/api/client';
import { API_BASE_URL } from '../../common/lib/config';
import type { LessonGuidePage, LessonModuleList } from '../../shared/management/lessonGuide';

export const listLessonModules = async () => (await apiClient.get<LessonModuleList>('/api/lesson-guide')).data.items;
export const getLessonGuide = async (id: number) =>
  (await apiClient.get<LessonGuidePage>(`/api/lesson-guide/${id}`)).data;
/** The PDF is a plain link (the browser downloads it with the session cookie). */
export const lessonGuidePdfUrl = (id: number) => `${API_BASE_URL}/api/lesson-guide/${id}/pdf`;
