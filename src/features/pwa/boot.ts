// Called once by src/index.tsx: registers the service worker and listens for the install offer,
// translating both into store actions for the banner and the 'add to home' button.
import type { AppStore } from '../../app/store';
import { listenForInstallPrompt } from './installPrompt';
import { installAvailable, installConsumed, serviceWorkerTookControl, updateWaiting } from './pwaSlice';
import { registerServiceWorker } from './serviceWorkerClient';

export function startPwa(store: AppStore): void {
  listenForInstallPrompt(
    () => store.dispatch(installAvailable()),
    () => store.dispatch(installConsumed()),
  );
  registerServiceWorker({
    onWaiting: () => store.dispatch(updateWaiting()),
    onFirstControl: () => store.dispatch(serviceWorkerTookControl()),
  });
}
