// The readable CSRF cookie's name, as the server sets it: over https with the __Host- prefix
// (a sibling subdomain cannot plant it), over plain http without (browsers would drop it).
// Written against globalThis: this module is also compiled in projects without the DOM library.
const page = globalThis as { location?: { protocol?: string }; document?: { cookie: string } };

export const XSRF_COOKIE = page.location?.protocol === 'https:' ? '__Host-XSRF-TOKEN' : 'XSRF-TOKEN';

/** The token from document.cookie, '' when there is none yet. */
export function readXsrfToken(): string {
  const prefix = `${XSRF_COOKIE}=`;
  const entry = (page.document?.cookie ?? '').split(/;\s*/).find((part: string) => part.startsWith(prefix));
  return entry ? decodeURIComponent(entry.slice(prefix.length)) : '';
}
