// Page side of the service worker (workbox-window): registration, the "new version waiting" signal,
// and activating that version (skipWaiting), after which the page reloads exactly once.
import { Workbox } from 'workbox-window';

export const SERVICE_WORKER_URL = '/service-worker.js';

let workbox: Workbox | null = null;
let reloading = false;

export interface ServiceWorkerCallbacks {
  onWaiting: () => void;
  /** The very first worker took control of this page (not an update). */
  onFirstControl: () => void;
}

export function registerServiceWorker({ onWaiting, onFirstControl }: ServiceWorkerCallbacks): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  workbox = new Workbox(SERVICE_WORKER_URL);
  // Fires for a worker that installed while this page runs and for one already waiting at load.
  workbox.addEventListener('waiting', onWaiting);
  workbox.addEventListener('controlling', (event) => {
    if (!event.isUpdate) onFirstControl();
  });
  workbox.register().catch(() => {
    // No service worker (private mode, http on a non-localhost host): the app works online only.
  });
}

/** Asks the browser to look for a new service worker now (it fires 'waiting' when one installs). */
export function checkForUpdate(): void {
  workbox?.update().catch(() => {
    // Offline or the server is away: the next check tries again.
  });
}

export function activateWaitingWorker(reload: () => void = () => window.location.reload()): void {
  const reloadOnce = () => {
    if (reloading) return;
    reloading = true;
    reload();
  };
  if (!workbox) {
    reloadOnce();
    return;
  }
  workbox.addEventListener('controlling', reloadOnce);
  workbox.messageSkipWaiting();
}
