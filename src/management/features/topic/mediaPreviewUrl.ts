// Where the management site shows a stored topic icon or image: the server's smallest rendered width
// (the student app's tiles use the same), with the modified time so a changed file gets a new url.
import { apiUrl } from '../../../common/lib/config';
import type { MediaRef } from '../../../rules/types';

export const mediaPreviewUrl = (media: MediaRef): string => apiUrl(`/image/${media.id}/360/auto/${media.modified}`);
