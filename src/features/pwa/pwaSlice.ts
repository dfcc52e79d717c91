// Installable-app state: a new service worker waiting (the refresh banner) and whether the browser
// offered installation (beforeinstallprompt), which shows the 'add to home' button.
import { createAction, createSlice } from '@reduxjs/toolkit';

export interface PwaState {
  updateWaiting: boolean;
  installable: boolean;
}

const initialState: PwaState = { updateWaiting: false, installable: false };

/** 'Pagina verversen' in the banner: activate the waiting worker and reload once. */
export const updateAccepted = createAction('pwa/updateAccepted');
/** The first service worker took control: API answers fetched before it did are not cached yet. */
export const serviceWorkerTookControl = createAction('pwa/serviceWorkerTookControl');
/** The 'add to home' button: show the browser's install prompt. */
export const installRequested = createAction('pwa/installRequested');

const pwaSlice = createSlice({
  name: 'pwa',
  initialState,
  reducers: {
    updateWaiting(state) {
      state.updateWaiting = true;
    },
    installAvailable(state) {
      state.installable = true;
    },
    /** The prompt was used (it can be shown only once) or the app got installed. */
    installConsumed(state) {
      state.installable = false;
    },
  },
  selectors: {
    selectUpdateWaiting: (state) => state.updateWaiting,
    selectInstallable: (state) => state.installable,
  },
});

export const { updateWaiting, installAvailable, installConsumed } = pwaSlice.actions;
export const { selectUpdateWaiting, selectInstallable } = pwaSlice.selectors;
export default pwaSlice;
