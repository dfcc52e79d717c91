// /resetting/reset/:token and /register/confirm/:token: labels, hint, mismatch message, the
// strength meter rule, success (logged in) and every server error code with its behaviour.
import { screen, waitFor } from '@testing-library/react';
import { App } from '../../../src/app/App';
import { server, setupMockServer } from '../mocks/server';
import { renderWithProviders } from '../renderWithProviders';
import { anonymousState } from '../state';
import { VALID_TOKEN, securityHandlers, seen } from '../twoFactor/securityHandlers';

setupMockServer();
beforeEach(() => server.use(...securityHandlers()));

function renderPage(path = `/resetting/reset/${VALID_TOKEN}`) {
  return renderWithProviders(<App />, { preloadedState: anonymousState(), route: path });
}

async function fill(user: ReturnType<typeof renderPage>['user'], password: string, repeat = password) {
  await user.type(screen.getByLabelText(/^(Nieuw wachtwoord|Wachtwoord)$/), password);
  await user.type(screen.getByLabelText('Herhaal wachtwoord'), repeat);
}

describe('set password page', () => {
  it("reset mode: 'Wachtwoord instellen', 'Nieuw wachtwoord', the length hint", () => {
    renderPage();
    expect(screen.getByRole('heading', { name: 'Wachtwoord instellen' })).toBeInTheDocument();
    expect(screen.getByLabelText('Nieuw wachtwoord')).toHaveAccessibleDescription(
      'Het wachtwoord moet minimaal 10 tekens lang zijn.',
    );
    expect(screen.getByLabelText('Herhaal wachtwoord')).toBeRequired();
  });

  it("shows 'Wachtwoorden komen niet overeen!' and no meter while the fields differ", async () => {
    const { user } = renderPage();
    await fill(user, 'Fietsbel-Oranje-42', 'Fietsbel-Oranje-4');
    expect(screen.getByText('Wachtwoorden komen niet overeen!')).toBeInTheDocument();
    expect(screen.queryByText(/Sterkte van het wachtwoord/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(seen['/api/resetting/set']).toBeUndefined();
  });

  it('shows the strength meter only when both match and have at least 10 characters', async () => {
    const { user } = renderPage();
    await fill(user, 'kort12345'); // 9 characters
    expect(screen.queryByText(/Sterkte van het wachtwoord/)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Nieuw wachtwoord'), 'x');
    await user.type(screen.getByLabelText('Herhaal wachtwoord'), 'x');
    expect(await screen.findByText(/Sterkte van het wachtwoord: (erg zwak|zwak|matig|goed)/)).toBeInTheDocument();
  });

  it("success logs in: 'Wachtwoord ingesteld', account loaded, home", async () => {
    const { user, store } = renderPage();
    await fill(user, 'Fietsbel-Oranje-42');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Wachtwoord ingesteld')).toBeInTheDocument();
    expect(seen['/api/resetting/set']).toEqual({
      token: VALID_TOKEN,
      password: 'Fietsbel-Oranje-42',
      repeatPassword: 'Fietsbel-Oranje-42',
    });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(store.getState().account.account?.username).toBe('leerling@demo.nl');
  });

  it("activation mode: label 'Wachtwoord' and enabled=true is sent", async () => {
    const { user } = renderPage(`/register/confirm/${VALID_TOKEN}`);
    expect(screen.getByRole('heading', { name: 'Wachtwoord instellen' })).toBeInTheDocument();
    await fill(user, 'Fietsbel-Oranje-42');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    await screen.findByText('Wachtwoord ingesteld');
    expect(seen['/api/resetting/set']).toMatchObject({ enabled: true });
  });

  it('invalid_token: the message and a redirect to the forgot-password page', async () => {
    const { user } = renderPage(`/resetting/reset/${'b'.repeat(43)}`);
    await fill(user, 'Fietsbel-Oranje-42');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(
      await screen.findByText(
        'Deze link voor wachtwoord reset is helaas niet meer geldig. Vraag opnieuw een link aan.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/wachtwoord-vergeten'));
  });

  it('user_not_enabled: the message and a redirect home', async () => {
    const { user } = renderPage();
    await fill(user, 'user_not_enabled-xyz');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Deze gebruiker is niet actief!')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });

  it.each([
    ['password_policy', 'Het wachtwoord dient minimaal 10 karakters te zijn.'],
    ['password_breached', 'Het gekozen wachtwoord komt voor in een database met uitgelekte wachtwoorden!'],
    ['old_password_used', 'Het gekozen wachtwoord mag niet gelijk zijn aan het oude wachtwoord!'],
    ['passwords_dont_match', 'De ingevoerde wachtwoorden komen niet overeen!'],
  ])('%s shows its message and stays on the page', async (code, message) => {
    const { user } = renderPage();
    await fill(user, `${code}-xyz`);
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/resetting/reset/');
  });
});
