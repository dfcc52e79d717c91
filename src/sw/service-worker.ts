// The service worker (Workbox, built by InjectManifest). It precaches the app shell with revision
// hashes and answers navigations with index.html, so the installed app opens without a connection.
// At runtime it keeps topic images/files and the last good account and test data of the student.
// Deliberately absent: any route for /online (the connectivity probe must reach the server) and
// Workbox background sync (the queue saga is the only replayer; two replayers send twice).
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { isCachedApiRequest } from './apiCachePolicy';
import { API_CACHE, MEDIA_CACHE } from './cacheNames';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Client-side routes load index.html; server paths (API, media, session endpoints, PDFs) never do,
// nor does the management site (/beheer/, its own page, never precached: it needs the network).
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [
      /^\/(api|file|image|online|logout|login|logged-in|2fa_check|menu|oorcheck|dev|beheer)(\/|$)/,
      /\.[a-z0-9]+$/i,
    ],
  }),
);

// Media URLs carry their modification time, so a cached copy never goes stale.
registerRoute(
  ({ url, request }) =>
    request.method === 'GET' && url.origin === self.location.origin && /^\/(image|file)\//.test(url.pathname),
  new CacheFirst({
    cacheName: MEDIA_CACHE,
    plugins: [new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 60 * 60 * 24 * 60, purgeOnQuotaError: true })],
  }),
);

// The last good account and test data: the network first (so they are fresh and belong to the
// current session), the cached copy only when the server cannot be reached. Only 200 answers are
// stored (Workbox's default for NetworkFirst), so a 401 never replaces the copy. The page deletes
// this cache at every logout. Imitation (?_switch_user / ?_exit) is never cached.
// '/api/my-results' too, so 'Mijn resultaten' shows the last list offline (the PDFs need the server).
// Which paths: apiCachePolicy.ts (never 'Mijn gegevens').
registerRoute(
  ({ url, request }) => isCachedApiRequest(url, request.method, self.location.origin),
  new NetworkFirst({ cacheName: API_CACHE, networkTimeoutSeconds: 6 }),
);

// A new version waits until the student presses 'Pagina verversen' in the banner (skipWaiting);
// the first version takes control at once, so the first session's API answers are cached.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
clientsClaim();
