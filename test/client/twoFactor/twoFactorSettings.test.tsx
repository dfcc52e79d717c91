// /2factor-instellingen: which types are offered, google disabled until a secret exists,
// 'Toon QR code' makes the secret and shows the image, saving the type.
import { screen, within } from '@testing-library/react';
import { App } from '../../../src/app/App';
import type { Account } from '../../../src/shared/api';
import { makeAccount } from '../fixtures/account';
import { model } from '../mocks/model';
import { server, setupMockServer } from '../mocks/server';
import { renderWithProviders } from '../renderWithProviders';
import { anonymousState, loggedInState } from '../state';
import { securityHandlers, seen } from './securityHandlers';

setupMockServer();
beforeEach(() => server.use(...securityHandlers()));

function renderSettings(overrides: Partial<Account> = {}) {
  const account = makeAccount(overrides);
  model.users.set(account.username, { account, password: 'Welkom-check-2026', enabled: true, mfa: 'none' });
  model.session = account.username;
  return renderWithProviders(<App />, { preloadedState: loggedInState(account), route: '/2factor-instellingen' });
}

const radios = () => within(screen.getByRole('group', { name: 'Hoe wil je inloggen?' })).getAllByRole('radio');

describe('2-factor settings page', () => {
  it('offers none, email and google (disabled without a secret) when 2-factor is optional', () => {
    renderSettings();
    expect(radios().map((r) => (r as HTMLInputElement).value)).toEqual(['none', 'email', 'google']);
    expect(screen.getByRole('radio', { name: 'Geen tweede stap' })).toBeChecked();
    expect(screen.getByRole('radio', { name: /authenticator-app/ })).toBeDisabled();
  });

  it("hides 'none' when 2-factor is mandatory, unless it is the current type", () => {
    const { unmount } = renderSettings({ mfaMandatory: true, mfaType: 'email' });
    expect(radios().map((r) => (r as HTMLInputElement).value)).toEqual(['email', 'google']);
    unmount();
    renderSettings({ mfaMandatory: true, mfaType: 'none' });
    expect(radios().map((r) => (r as HTMLInputElement).value)).toEqual(['none', 'email', 'google']);
  });

  it("'Toon QR code' generates the secret, shows the QR image and enables google", async () => {
    const { user } = renderSettings();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Huidig wachtwoord'), 'Welkom-check-2026');
    await user.click(screen.getByRole('button', { name: 'Toon QR code' }));
    const image = await screen.findByRole('img', { name: 'QR code om te scannen met je authenticator-app' });
    expect(image.getAttribute('src')).toMatch(/^\/api\/account\/google-authenticator-qr-code\?t=\d+$/);
    expect(screen.getByRole('radio', { name: /authenticator-app/ })).toBeEnabled();
  });

  it('saves the chosen type with a success notice', async () => {
    const { user, store } = renderSettings();
    await user.click(screen.getByRole('radio', { name: 'Code per e-mail' }));
    await user.type(screen.getByLabelText('Huidig wachtwoord'), 'Welkom-check-2026');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('2-factor instelling opgeslagen')).toBeInTheDocument();
    expect(seen['/api/account/set-mfa-type']).toEqual({ type: 'email', current_password: 'Welkom-check-2026' });
    expect(store.getState().account.account?.mfaType).toBe('email');
  });

  it('asks for the current password before changing anything, and says so in Dutch when it is wrong', async () => {
    const { user, store } = renderSettings();
    await user.click(screen.getByRole('button', { name: 'Toon QR code' }));
    expect(seen['/api/account/generate-google-authenticator-secret']).toBeUndefined();
    expect(screen.getByLabelText('Huidig wachtwoord')).toBeInvalid();
    await user.click(screen.getByRole('radio', { name: 'Code per e-mail' }));
    await user.type(screen.getByLabelText('Huidig wachtwoord'), 'verkeerd');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Het ingevulde huidige wachtwoord is niet correct!')).toBeInTheDocument();
    expect(store.getState().account.account?.mfaType).toBe('none');
  });

  it('sends visitors without an account away', () => {
    renderWithProviders(<App />, { preloadedState: anonymousState(), route: '/2factor-instellingen' });
    expect(screen.queryByRole('heading', { name: '2-factor instellingen' })).not.toBeInTheDocument();
  });
});
