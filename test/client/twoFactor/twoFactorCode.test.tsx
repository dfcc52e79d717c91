// Login with a second factor: the notice, the /2factor-code page, a wrong code and the right one.
import { screen, waitFor } from '@testing-library/react';
import { App } from '../../../src/app/App';
import { model } from '../mocks/model';
import { server, setupMockServer } from '../mocks/server';
import { renderWithProviders } from '../renderWithProviders';
import { anonymousState } from '../state';
import { EMAIL_CODE, securityHandlers, seen } from './securityHandlers';

setupMockServer();
beforeEach(() => server.use(...securityHandlers()));

async function loginWithPassword() {
  const rendered = renderWithProviders(<App />, { preloadedState: anonymousState(), route: '/' });
  const { user } = rendered;
  await user.type(screen.getByLabelText('E-mailadres'), 'leerling.2fa@demo.nl');
  await user.click(screen.getByRole('button', { name: 'Verder' }));
  await user.type(await screen.findByLabelText('Wachtwoord'), 'Welkom-check-2026');
  await user.click(screen.getByRole('button', { name: 'Inloggen' }));
  return rendered;
}

describe('2-factor code page', () => {
  it('says 2-factor is required and opens /2factor-code with one field and Versturen', async () => {
    await loginWithPassword();
    expect(await screen.findByText('Tweestapsverificatie vereist')).toBeInTheDocument();
    expect(screen.getByText(/code per e-mail gestuurd/)).toBeInTheDocument();
    const field = await screen.findByLabelText('Code');
    expect(screen.getByTestId('location')).toHaveTextContent('/2factor-code');
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    expect(screen.getByRole('button', { name: 'Versturen' })).toBeInTheDocument();
  });

  it("warns 'Verkeerde 2factor code!' for a wrong code and stays on the page", async () => {
    const { user } = await loginWithPassword();
    await user.type(await screen.findByLabelText('Code'), '999999');
    await user.click(screen.getByRole('button', { name: 'Versturen' }));
    expect(await screen.findByText('Verkeerde 2factor code!')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/2factor-code');
    expect(screen.getByLabelText('Code')).toBeInTheDocument();
  });

  it("logs in with the right code: account loaded, 'Ingelogd!', home", async () => {
    const { user, store } = await loginWithPassword();
    await user.type(await screen.findByLabelText('Code'), ` ${EMAIL_CODE} `);
    await user.click(screen.getByRole('button', { name: 'Versturen' }));
    expect(await screen.findByText('Ingelogd!')).toBeInTheDocument();
    expect(seen['/2fa_check']).toEqual({ _auth_code: EMAIL_CODE });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(store.getState().account.account?.username).toBe('leerling.2fa@demo.nl');
    expect(model.calls).toEqual(expect.arrayContaining(['GET /api/account', 'GET /api/test/data']));
  });

  it('is reachable without an account (it exists to finish logging in)', () => {
    renderWithProviders(<App />, { preloadedState: anonymousState(), route: '/2factor-code' });
    expect(screen.getByRole('heading', { name: '2-factor code' })).toBeInTheDocument();
  });
});
