// Side effects of the installable app: activating a waiting version, the install prompt, persistent
// storage after login, clearing cached API answers at every logout, and putting the topic images
// into the service worker's cache as soon as the module content arrives, so the overview and modules
// look right offline.
import { call, select } from '../../app/typedEffects';
import { put, takeEvery, takeLeading } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { selectAccount } from '../account/accountSelectors';
import { accountLoaded, loggedOut } from '../account/accountSlice';
import { selectModules, moduleContentLoaded } from '../modules/modulesSlice';
import { clearApiCache, refillApiCache, requestPersistentStorage } from './deviceStorage';
import { precacheMedia, topicImageUrls } from './mediaPrecache';
import { promptInstall } from './installPrompt';
import { installConsumed, installRequested, serviceWorkerTookControl, updateAccepted } from './pwaSlice';
import { activateWaitingWorker } from './serviceWorkerClient';

function* install(): SagaIterator {
  try {
    yield* call(promptInstall);
  } finally {
    yield put(installConsumed());
  }
}

function* warmImages(action: ReturnType<typeof moduleContentLoaded>): SagaIterator {
  yield* call(precacheMedia, topicImageUrls(action.payload.modules));
}

/** Right after the first install: fetch account and module content again through the worker so they are cached. */
function* fillCaches(): SagaIterator {
  const account = yield* select(selectAccount);
  const modules = yield* select(selectModules);
  if (!account) return;
  yield* call(refillApiCache);
  yield* call(precacheMedia, topicImageUrls(modules));
}

export function* pwaSaga(): SagaIterator {
  yield takeLeading(serviceWorkerTookControl.type, fillCaches);
  yield takeLeading(updateAccepted.type, function* () {
    yield* call(activateWaitingWorker);
  });
  yield takeLeading(installRequested.type, install);
  yield takeLeading(accountLoaded.type, requestPersistentStorage);
  yield takeEvery(loggedOut.type, clearApiCache);
  yield takeEvery(moduleContentLoaded.type, warmImages);
}
