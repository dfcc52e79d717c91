// The logged-out home page as HTML, for index.html (issue 35: something useful painted before the
// scripts have loaded). Rendered at build time in Node (scripts/prerender.js) from the app's own
// components, with React's string renderer: the same shell, heading, introduction and login form
// the app renders for a visitor, so nothing moves when the app takes the page over (src/index.tsx
// replaces this markup; it does not hydrate it). A store without sagas: nothing is fetched.
import { configureStore } from '@reduxjs/toolkit';
import { renderToStaticMarkup } from 'react-dom/server';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { accountInitialised } from '../../features/account/accountSlice';
import { App } from '../App';
import { rootReducer } from '../store';
import { inertMarkup } from './inertMarkup';

export function renderLoggedOutHome(): string {
  const store = configureStore({ reducer: rootReducer });
  store.dispatch(accountInitialised());
  return inertMarkup(
    renderToStaticMarkup(
      <Provider store={store}>
        <MemoryRouter initialEntries={['/']}>
          <App />
        </MemoryRouter>
      </Provider>,
    ),
  );
}
