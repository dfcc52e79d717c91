// Build-time settings, replaced by webpack's DefinePlugin (see webpack.config.js). Under jest they
// come from the real process.env, so tests can set them before importing.

/** Origin of the API; '' means the same origin as the app. */
export const API_BASE_URL: string = process.env.API_BASE_URL || '';

/** The management site: built into this server at /beheer/ unless MANAGEMENT_URL names another. */
export const MANAGEMENT_URL: string = process.env.MANAGEMENT_URL || '/beheer/';

/** Service menu targets; '' means the built-in page of the management site (src/features/shell/serviceLinks.ts). */
export interface ServiceUrls {
  manuals: string;
  faq: string;
  contact: string;
  lessons: string;
}

export const SERVICE_URLS: ServiceUrls = {
  manuals: process.env.MANUALS_URL || '',
  faq: process.env.FAQ_URL || '',
  contact: process.env.CONTACT_URL || '',
  lessons: process.env.LESSONS_URL || '',
};

/** Absolute (or same-origin) url of an API path, for links that leave the SPA (downloads, images). */
export function apiUrl(path: string): string {
  return `${API_BASE_URL.replace(/\/$/, '')}${path}`;
}
