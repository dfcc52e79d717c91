// Renders UI with a fresh store (makeStore with preloaded state) inside a MemoryRouter, and
// returns the store plus a user-event instance, e.g. renderWithProviders(<App />, { route: '/inloggen' }).
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation } from 'react-router-dom';
import type { RootState } from '../../src/app/store';
import { makeStore } from '../../src/app/store';

export interface RenderOptions {
  preloadedState?: Partial<RootState>;
  route?: string;
  /** Options for userEvent.setup, e.g. { advanceTimers: jest.advanceTimersByTime } with fake timers. */
  userOptions?: Parameters<typeof userEvent.setup>[0];
}

/** Shows the current path so tests can assert where navigation went. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

export function renderWithProviders(
  ui: ReactElement,
  { preloadedState, route = '/', userOptions }: RenderOptions = {},
) {
  const store = makeStore(preloadedState);
  const user = userEvent.setup(userOptions);
  const result = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[route]}>
        {ui}
        <LocationProbe />
      </MemoryRouter>
    </Provider>,
  );
  return { store, user, ...result };
}
