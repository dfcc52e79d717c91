// /imitate and the Beheer menu: who sees them, the user autocomplete (GET /api/user page 1, limit
// 1000, enabled users only), imitating, the header banner, stopping; and the certificate window.
import { screen, waitFor, within } from '@testing-library/react';
import { App } from '../../../src/app/App';
import { connectivityChanged } from '../../../src/features/connectivity/connectivitySlice';
import { makeAccount } from '../fixtures/account';
import { server, setupMockServer } from '../mocks/server';
import { renderWithProviders } from '../renderWithProviders';
import { loggedInState } from '../state';
import { addSuperAdmin, securityHandlers, seen } from '../twoFactor/securityHandlers';

setupMockServer();
beforeEach(() => server.use(...securityHandlers()));

describe('imitation', () => {
  it('sends a student who is no imitator home, and shows no Beheer menu', () => {
    renderWithProviders(<App />, { preloadedState: loggedInState(makeAccount()), route: '/imitate' });
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(screen.queryByRole('button', { name: 'Beheer' })).not.toBeInTheDocument();
  });

  it('super admin: Beheer > Imiteer gebruiker, autocomplete of enabled users, Imiteer, banner, Stop imiteren', async () => {
    const admin = addSuperAdmin();
    const { user, store } = renderWithProviders(<App />, { preloadedState: loggedInState(admin), route: '/' });
    await user.click(screen.getByRole('button', { name: 'Beheer' }));
    await user.click(screen.getByRole('link', { name: 'Imiteer gebruiker' }));
    expect(screen.getByRole('heading', { name: 'Imiteer gebruiker' })).toBeInTheDocument();
    await waitFor(() => expect(seen['/api/user']).toEqual({ page: '1', limit: '1000' }));
    expect(screen.queryByRole('button', { name: 'Stop imiteren' })).not.toBeInTheDocument();

    await user.type(screen.getByRole('combobox', { name: 'Gebruiker' }), 'NIEUW');
    expect(screen.queryByRole('option')).not.toBeInTheDocument(); // nieuw@demo.nl is not enabled
    await user.clear(screen.getByRole('combobox'));
    await user.type(screen.getByRole('combobox'), 'LEERLING@');
    await user.click(await screen.findByRole('option', { name: 'leerling@demo.nl' }));
    await user.click(screen.getByRole('button', { name: 'Imiteer' }));

    expect(await screen.findByText('Gebruiker geïmiteerd')).toBeInTheDocument();
    const banner = screen.getByText('Je imiteert leerling@demo.nl.');
    expect(store.getState().account).toMatchObject({ imitating: true, account: { username: 'leerling@demo.nl' } });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));

    // While imitating the menu stays (imitating makes an imitator) and the page offers only Stop.
    await user.click(banner);
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    await user.click(within(screen.getByRole('main')).getByRole('button', { name: 'Stop imiteren' }));
    expect(await screen.findByText('Imiteren gestopt')).toBeInTheDocument();
    expect(store.getState().account).toMatchObject({ imitating: false, account: { username: 'admin@demo.nl' } });
    expect(screen.queryByText('Je imiteert leerling@demo.nl.')).not.toBeInTheDocument();
  });

  it('an account with only the imitate flag types the address (no user list)', () => {
    const account = makeAccount({ username: 'docent@demo.nl', imitate: true });
    renderWithProviders(<App />, { preloadedState: loggedInState(account), route: '/imitate' });
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Gebruiker')).toHaveAttribute('type', 'email');
    expect(seen['/api/user']).toBeUndefined();
  });

  it('hides Beheer > Imiteer gebruiker while offline (desktop and mobile menu)', async () => {
    const admin = addSuperAdmin();
    const { store, user } = renderWithProviders(<App />, { preloadedState: loggedInState(admin), route: '/' });
    expect(screen.getByRole('button', { name: 'Beheer' })).toBeInTheDocument();
    await waitFor(() => store.dispatch(connectivityChanged(false)));
    expect(screen.queryByRole('button', { name: 'Beheer' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Menu openen' }));
    expect(
      within(screen.getByRole('navigation', { name: 'Mobiel menu' })).queryByRole('link', {
        name: 'Imiteer gebruiker',
      }),
    ).not.toBeInTheDocument();
  });
});

describe('certificate menu entry', () => {
  it('opens the certificate in a new window and warns when the popup was blocked', async () => {
    const open = jest
      .spyOn(window, 'open')
      .mockReturnValueOnce({ opener: {} } as Window)
      .mockReturnValueOnce(null);
    const { user } = renderWithProviders(<App />, { preloadedState: loggedInState(makeAccount()), route: '/' });
    const link = within(screen.getByRole('navigation', { name: 'Hoofdmenu' })).getByRole('link', {
      name: /Certificaat/,
    });
    await user.click(link);
    expect(open).toHaveBeenCalledWith('/api/portfolio/certificate', '_blank');
    expect(screen.queryByText('Pop-up geblokkeerd')).not.toBeInTheDocument();
    await user.click(link);
    expect(await screen.findByText('Pop-up geblokkeerd')).toBeInTheDocument();
    open.mockRestore();
  });
});
