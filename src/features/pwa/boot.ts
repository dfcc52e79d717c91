// Called once by src/index.tsx: registers the service worker and listens for the install offer,
// translating both into store actions for the banner and the 'add to home' button, and starts the
// update checks of an open page.
import type { AppStore } from '../../app/store';
import { listenForInstallPrompt } from './installPrompt';
import { installAvailable, installConsumed, serviceWorkerTookControl, updateWaiting } from './pwaSlice';
import { checkForUpdate, registerServiceWorker } from './serviceWorkerClient';
import { watchForUpdates } from './updateChecks';

export function startPwa(store: AppStore): void {
  listenForInstallPrompt(
    () => store.dispatch(installAvailable()),
    () => store.dispatch(installConsumed()),
  );
  registerServiceWorker({
    onWaiting: () => store.dispatch(updateWaiting()),
    onFirstControl: () => store.dispatch(serviceWorkerTookControl()),
  });
  if (typeof navigator !== 'undefined' && 'serviceWorker' in navigator) watchForUpdates(checkForUpdate);
}
