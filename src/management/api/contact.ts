// /api/contact: the contact page and its form.
import { apiClient } from '../../common/api/client';
import type { ContactMessage, ContactPage } from '../../shared/management/contact';

export const getContactPage = async () => (await apiClient.get<ContactPage>('/api/contact')).data;
export const sendContactMessage = async (body: ContactMessage) => {
  await apiClient.post('/api/contact', body);
};
