// The readable CSRF cookie's name, as the server sets it: over https with the __Host- prefix
// (a sibling subdomain cannot plant it), over plain http without (browsers would drop it).
export const XSRF_COOKIE = typeof window !== 'undefined' && window.location.protocol === 'https:' ? '__Host-XSRF-TOKEN' : 'XSRF-TOKEN';

/** The token from document.cookie, '' when there is none yet. */
export function readXsrfToken(): string {
  const prefix = `${XSRF_COOKIE}=`;
  const entry = document.cookie.split(/;\s*/).find((part) => part.startsWith(prefix));
  return entry ? decodeURIComponent(entry.slice(prefix.length)) : '';
}
