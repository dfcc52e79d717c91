// The help pages' calls: the contact form and the lesson guides.
import { apiClient } from '../../common/api/client';
import { API_BASE_URL } from '../../common/lib/config';
import type { ContactMessage, ContactPage } from '../../shared/management/contact';
import type { LessonGuidePage, LessonModuleList } from '../../shared/management/lessonGuide';

export const getContactPage = async () => (await apiClient.get<ContactPage>('/api/contact')).data;
export const sendContactMessage = async (body: ContactMessage) => {
  await apiClient.post('/api/contact', body);
};

export const listLessonModules = async () => (await apiClient.get<LessonModuleList>('/api/lesson-guide')).data.items;
export const getLessonGuide = async (id: number) =>
  (await apiClient.get<LessonGuidePage>(`/api/lesson-guide/${id}`)).data;
/** The PDF is a plain link (the browser downloads it with the session cookie). */
export const lessonGuidePdfUrl = (id: number) => `${API_BASE_URL}/api/lesson-guide/${id}/pdf`;
