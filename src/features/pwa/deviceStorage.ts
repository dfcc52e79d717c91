// Device-side housekeeping: persistent storage (so the queue is not evicted, e.g. by Safari after
// seven days without use) and clearing the service worker's API cache on a shared computer.
import { apiUrl } from '../../common/lib/config';
import { API_CACHE } from '../../sw/cacheNames';

export async function requestPersistentStorage(): Promise<boolean> {
  try {
    if (typeof navigator === 'undefined' || !navigator.storage?.persist) return false;
    if (await navigator.storage.persisted?.()) return true;
    return await navigator.storage.persist();
  } catch {
    return false;
  }
}

/** Drops the cached account and module content, so the next person on this device never sees them. */
export async function clearApiCache(): Promise<void> {
  try {
    if (typeof caches !== 'undefined') await caches.delete(API_CACHE);
  } catch {
    // Cache Storage unavailable (old browser, private mode): nothing was cached either.
  }
}

/** Requests account and module content through the service worker, which stores the answers. */
export async function refillApiCache(): Promise<void> {
  await Promise.all(
    ['/api/account', '/api/test/data'].map((path) =>
      fetch(apiUrl(path), { credentials: 'include', headers: { Accept: 'application/json' } }).catch(() => undefined),
    ),
  );
}
