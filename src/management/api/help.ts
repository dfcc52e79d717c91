// The help pages' calls: the contact form and the lesson guides.
import { apiClient } from '../../api/client';
import type { ContactMessage, ContactPage } from '../../shared/management/contact';

export const getContactPage = async () => (await apiClient.get<ContactPage>('/api/contact')).data;
export const sendContactMessage = async (body: ContactMessage) => {
  await apiClient.post('/api/contact', body);
};
