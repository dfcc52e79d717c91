// /wachtwoord-vergeten and /wachtwoord-wijzigen: fields, buttons, success and error messages.
import { screen, waitFor } from '@testing-library/react';
import { App } from '../../../src/app/App';
import { makeAccount } from '../fixtures/account';
import { model } from '../mocks/model';
import { server, setupMockServer } from '../mocks/server';
import { renderWithProviders } from '../renderWithProviders';
import { anonymousState, loggedInState } from '../state';
import { securityHandlers, seen } from '../twoFactor/securityHandlers';

setupMockServer();
beforeEach(() => server.use(...securityHandlers()));

describe('forgot password page', () => {
  const renderPage = () =>
    renderWithProviders(<App />, { preloadedState: anonymousState(), route: '/wachtwoord-vergeten' });

  it("has a required email field of type email, 'Verzenden' and 'Annuleren' (home)", async () => {
    const { user } = renderPage();
    const email = screen.getByLabelText('E-mailadres');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toBeRequired();
    await user.click(screen.getByRole('button', { name: 'Annuleren' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('sends the trimmed address and goes home with a notice', async () => {
    const { user } = renderPage();
    await user.type(screen.getByLabelText('E-mailadres'), '  leerling@demo.nl ');
    await user.click(screen.getByRole('button', { name: 'Verzenden' }));
    expect(await screen.findByText('E-mail verzonden')).toBeInTheDocument();
    expect(seen['/api/resetting/reset']).toEqual({ email: 'leerling@demo.nl' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });

  it.each([
    ['niemand@demo.nl', 'Deze gebruiker bestaat niet (meer)!'],
    ['vaak@demo.nl', 'Er is korte tijd geleden al een aanvraag voor wachtwoord reset gedaan...'],
    ['spam@demo.nl', 'Te veel pogingen. Wacht even en probeer het opnieuw.'],
  ])('%s: %s', async (email, message) => {
    const { user } = renderPage();
    await user.type(screen.getByLabelText('E-mailadres'), email);
    await user.click(screen.getByRole('button', { name: 'Verzenden' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/wachtwoord-vergeten');
  });
});

describe('change password page', () => {
  function renderPage() {
    const account = makeAccount();
    model.session = account.username;
    return renderWithProviders(<App />, { preloadedState: loggedInState(account), route: '/wachtwoord-wijzigen' });
  }

  async function fill(user: ReturnType<typeof renderPage>['user'], current: string, next: string, repeat = next) {
    await user.type(screen.getByLabelText('Huidig wachtwoord'), current);
    await user.type(screen.getByLabelText('Nieuw wachtwoord'), next);
    await user.type(screen.getByLabelText('Herhaal wachtwoord'), repeat);
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
  }

  it('blocks a mismatching repeat with a notification and sends nothing', async () => {
    const { user } = renderPage();
    await fill(user, 'Welkom-check-2026', 'Fietsbel-Oranje-42', 'Fietsbel-Oranje-43');
    expect(await screen.findByText('De ingevoerde wachtwoorden komen niet overeen!')).toBeInTheDocument();
    expect(screen.getByText('Wachtwoorden komen niet overeen!')).toBeInTheDocument();
    expect(seen['/api/account/change-password']).toBeUndefined();
  });

  it("shows 'Het ingevulde huidige wachtwoord is niet correct!' for a wrong current password", async () => {
    const { user } = renderPage();
    await fill(user, 'fout-wachtwoord', 'Fietsbel-Oranje-42');
    expect(await screen.findByText('Het ingevulde huidige wachtwoord is niet correct!')).toBeInTheDocument();
  });

  it("changes the password: 'Wachtwoord gewijzigd' and home", async () => {
    const { user } = renderPage();
    await fill(user, 'Welkom-check-2026', 'Fietsbel-Oranje-42');
    expect(await screen.findByText('Wachtwoord gewijzigd')).toBeInTheDocument();
    expect(seen['/api/account/change-password']).toEqual({
      current_password: 'Welkom-check-2026',
      new_password: 'Fietsbel-Oranje-42',
    });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });

  it("'Annuleren' goes back to the profile", async () => {
    const { user } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Annuleren' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/mijn-profiel');
  });

  it('sends anonymous users to the login page', () => {
    renderWithProviders(<App />, { preloadedState: anonymousState(), route: '/wachtwoord-wijzigen' });
    expect(screen.getByTestId('location')).toHaveTextContent('/inloggen');
  });
});
