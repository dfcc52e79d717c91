// /mijn-profiel: school name, change-password link, 2-factor link only when 2-factor is mandatory.
import { screen } from '@testing-library/react';
import { App } from '../../../src/app/App';
import { makeAccount } from '../fixtures/account';
import { setupMockServer } from '../mocks/server';
import { renderWithProviders } from '../renderWithProviders';
import { anonymousState, loggedInState } from '../state';

setupMockServer();

const renderProfile = (overrides = {}) =>
  renderWithProviders(<App />, { preloadedState: loggedInState(makeAccount(overrides)), route: '/mijn-profiel' });

describe('profile page', () => {
  it('shows the name, the school and the change-password link', () => {
    renderProfile();
    expect(screen.getByRole('heading', { name: 'Mijn profiel' })).toBeInTheDocument();
    expect(screen.getByText('Sanne de Vries')).toBeInTheDocument();
    expect(screen.getByText('Demo College')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Wachtwoord wijzigen' })).toHaveAttribute('href', '/wachtwoord-wijzigen');
    expect(screen.queryByRole('link', { name: '2-factor instellingen' })).not.toBeInTheDocument();
  });

  it('links the 2-factor settings when 2-factor is mandatory', () => {
    renderProfile({ mfaMandatory: true });
    expect(screen.getByRole('link', { name: '2-factor instellingen' })).toHaveAttribute(
      'href',
      '/2factor-instellingen',
    );
  });

  it('says so when the account has no school', () => {
    renderProfile({ school: null });
    expect(screen.getByText('Je bent niet aan een school gekoppeld.')).toBeInTheDocument();
  });

  it('is reached from the username in the header', async () => {
    const { user } = renderWithProviders(<App />, { preloadedState: loggedInState(makeAccount()), route: '/' });
    await user.click(screen.getByRole('link', { name: 'Mijn profiel (leerling@demo.nl)' }));
    expect(screen.getByRole('heading', { name: 'Mijn profiel' })).toBeInTheDocument();
  });

  it('sends anonymous users to the login page', () => {
    renderWithProviders(<App />, { preloadedState: anonymousState(), route: '/mijn-profiel' });
    expect(screen.getByTestId('location')).toHaveTextContent('/inloggen');
  });
});
