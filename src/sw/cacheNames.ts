// Cache names shared by the service worker and the page (which clears the API cache on logout).
/** Last good GET /api/account, /api/test/data and /api/my-results of the logged-in student. */
export const API_CACHE = 'lrc-api-v1';
/** Topic images and files (/image/…, /file/…): their URLs carry the modification time. */
export const MEDIA_CACHE = 'lrc-media-v1';
