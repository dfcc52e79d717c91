// Boot: global styles, the store, the router, and the start-up saga (session check, menu).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/App';
import { makeStore } from './app/store';
import { appStarted } from './features/account/accountSlice';
import { keepSessionHint } from './features/account/sessionHint';
import { takeOver } from './app/prerender/takeOver';
import { rememberReturnTarget } from './features/login/returnTarget';
import { startPwa } from './features/pwa/boot';
import { sendSessionCheckEarly } from './app/sessionCheck';
import './common/styles/base.css';
import './styles/layout.css';
import './common/styles/components.css';
import './common/styles/overlays.css';

// First, while the store and sagas start (they take a phone's CPU a while): the session check.
sendSessionCheckEarly();
// The management site sends visitors here with ?terug=/beheer/… (returnTarget.ts).
rememberReturnTarget(window.location.search);
const store = makeStore();
// Service worker (offline app, new-version banner) and the install offer: listening from the first task.
startPwa(store);

// The rest of the start in two tasks of its own (issue 35): done in the task that evaluates the bundle,
// it made one long task that blocked a phone's main thread (total blocking time). The session
// check is already on its way, so nothing here waits for the network.
const nextTask = (work: () => void) => setTimeout(work, 0);

nextTask(() => {
  keepSessionHint(store);
  store.dispatch(appStarted());
  nextTask(() => {
    const container = document.getElementById('root');
    if (!container) throw new Error('index.html has no #root element');
    // index.html holds the prerendered home page; takeOver.ts says when the app replaces it.
    takeOver(store, container, () =>
      createRoot(container).render(
        <StrictMode>
          <Provider store={store}>
            <BrowserRouter>
              <App />
            </BrowserRouter>
          </Provider>
        </StrictMode>,
      ),
    );
  });
});
