// Which API answers the service worker keeps (NetworkFirst, cache API_CACHE, dropped at logout): the
// few the app needs to start offline. Nothing else, and never the student's own copy ('Mijn
// gegevens', /api/my-data…): a download must leave nothing on a shared device after the browser
// has saved it. Kept apart from service-worker.ts so a test can read it.
const CACHED_API_PATHS = new Set(['/api/account', '/api/test/data', '/api/my-results']);

export function isCachedApiRequest(url: URL, method: string, origin: string): boolean {
  // Imitation (?_switch_user / ?_exit) and any other query are never cached.
  return method === 'GET' && url.origin === origin && CACHED_API_PATHS.has(url.pathname) && url.search === '';
}
