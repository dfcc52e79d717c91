// Route rules of docs/product.md §2: anonymous users reach only the public routes, role-guarded routes
// let admins through and send others home, unknown paths show 'Pagina niet gevonden', and every
// navigation stores the route name and closes the mobile menu.
import { act, screen } from '@testing-library/react';
import { AppRoutes } from '../../../src/app/AppRoutes';
import type { AppRoute } from '../../../src/app/routes';
import { appRoutes } from '../../../src/app/routes';
import { hasRouteAccess } from '../../../src/features/account/accountSelectors';
import { mobileMenuToggled } from '../../../src/features/shell/shellSlice';
import { makeAccount } from '../fixtures/account';
import { setupMockServer } from '../mocks/server';
import { renderWithProviders } from '../renderWithProviders';
import { anonymousState, loggedInState } from '../state';

setupMockServer();

// Placeholders replace the real pages of these names, so the tests are only about the guard.
const routes: AppRoute[] = [
  ...appRoutes.filter((r) => r.name !== 'myProfile' && r.name !== 'imitate'),
  { name: 'myProfile', path: '/mijn-profiel', element: <p>profielpagina</p> },
  { name: 'imitate', path: '/imitate', element: <p>imiteerpagina</p>, roles: ['ROLE_SUPER_ADMIN'] },
];

function renderAt(route: string, preloadedState = anonymousState()) {
  return renderWithProviders(<AppRoutes routes={routes} />, { route, preloadedState });
}

describe('route guard', () => {
  it('sends an anonymous user from a private route to /inloggen', async () => {
    renderAt('/mijn-profiel');
    expect(await screen.findByRole('heading', { name: 'Inloggen' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/inloggen');
    expect(screen.queryByText('profielpagina')).not.toBeInTheDocument();
  });

  it('sends an anonymous user from an unknown path to /inloggen too', async () => {
    renderAt('/bestaat/niet');
    expect(await screen.findByRole('heading', { name: 'Inloggen' })).toBeInTheDocument();
  });

  it('lets an anonymous user see home and /inloggen', () => {
    renderAt('/');
    expect(screen.getByRole('heading', { name: 'Aanmelden' })).toBeInTheDocument();
  });

  it('does not redirect before the start-up session check has answered', () => {
    const { store } = renderAt('/mijn-profiel', { account: { account: null, initialised: false, imitating: false } });
    expect(screen.getByTestId('location')).toHaveTextContent('/mijn-profiel');
    expect(store.getState().shell.activeRoute).toBe('myProfile');
  });

  it('shows a logged-in user the private route', () => {
    renderAt('/mijn-profiel', loggedInState(makeAccount()));
    expect(screen.getByText('profielpagina')).toBeInTheDocument();
  });

  it("shows 'Pagina niet gevonden' for unknown paths when logged in", () => {
    renderAt('/bestaat/niet', loggedInState(makeAccount()));
    expect(screen.getByRole('heading', { name: 'Pagina niet gevonden' })).toBeInTheDocument();
  });

  it('sends a user without the required role home', async () => {
    renderAt('/imitate', loggedInState(makeAccount({ roles: ['ROLE_USER'] })));
    expect(await screen.findByRole('heading', { name: 'Welkom, Sanne!' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('lets an admin through a route that requires another role', () => {
    renderAt('/imitate', loggedInState(makeAccount({ roles: ['ROLE_USER', 'ROLE_ADMIN'] })));
    expect(screen.getByText('imiteerpagina')).toBeInTheDocument();
  });

  it('stores the route name and closes the mobile menu after navigation', async () => {
    const { store, user } = renderAt('/', loggedInState(makeAccount()));
    expect(store.getState().shell.activeRoute).toBe('home');
    act(() => {
      store.dispatch(mobileMenuToggled());
    });
    const mobileMenu = screen.getByRole('navigation', { name: 'Mobiel menu' });
    expect(mobileMenu).toBeInTheDocument();
    await user.click(screen.getAllByRole('link', { name: /leerling@demo\.nl/ }).at(-1)!);
    expect(screen.getByText('profielpagina')).toBeInTheDocument();
    expect(store.getState().shell.activeRoute).toBe('myProfile');
    expect(store.getState().shell.mobileMenuOpen).toBe(false);
    expect(screen.queryByRole('navigation', { name: 'Mobiel menu' })).not.toBeInTheDocument();
  });
});

describe('hasRouteAccess', () => {
  it('applies the role rules', () => {
    const student = makeAccount({ roles: ['ROLE_USER'] });
    expect(hasRouteAccess(student, undefined)).toBe(true);
    expect(hasRouteAccess(student, ['ROLE_USER'])).toBe(true);
    expect(hasRouteAccess(student, ['ROLE_ADMIN'])).toBe(false);
    expect(hasRouteAccess(null, ['ROLE_USER'])).toBe(false);
    expect(hasRouteAccess(makeAccount({ roles: ['ROLE_SUPER_ADMIN'] }), ['ROLE_ADMIN'])).toBe(true);
    expect(hasRouteAccess(makeAccount({ roles: ['ROLE_ADMIN'] }), ['ROLE_SUPER_ADMIN'])).toBe(true);
  });
});
