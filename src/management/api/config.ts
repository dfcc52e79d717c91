// /api/config: the site's settings.
import { apiClient } from '../../common/api/client';
import type { Settings, SettingsUpdate } from '../../shared/management/config';

export const getSettings = async () => (await apiClient.get<Settings>('/api/config')).data;
export const saveSettings = async (body: SettingsUpdate) => (await apiClient.post<Settings>('/api/config', body)).data;
