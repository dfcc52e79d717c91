// The login widget's steps (spec "Login widget steps") against the msw model, through the whole
// app so that sagas, notifications and navigation take part.
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { App } from '../../../src/app/App';
import { AppRoutes } from '../../../src/app/AppRoutes';
import { paths } from '../../../src/lib/paths';
import type { AppRoute } from '../../../src/app/routes';
import { appRoutes } from '../../../src/app/routes';
import { model } from '../mocks/model';
import { server, setupMockServer } from '../mocks/server';
import { renderWithProviders } from '../renderWithProviders';
import { anonymousState } from '../state';

setupMockServer();

function renderHome() {
  return renderWithProviders(<App />, { preloadedState: anonymousState(), route: '/' });
}

async function enterEmail(user: ReturnType<typeof renderHome>['user'], email: string) {
  await user.type(screen.getByLabelText('E-mailadres'), email);
  await user.click(screen.getByRole('button', { name: 'Verder' }));
}

describe('login widget', () => {
  it('says in Dutch how long to wait after a refused username check, counts down, and keeps Verder off meanwhile', async () => {
    server.use(
      http.post('/api/check-username', () =>
        HttpResponse.json(
          { error: 'too_many_requests', retry_after: 300 },
          { status: 429, headers: { 'Retry-After': '300' } },
        ),
      ),
    );
    const { user } = renderHome();
    await enterEmail(user, 'leerling@demo.nl');
    expect(
      await screen.findByText('Er is te vaak iets verkeerd ingevuld. Over 5 minuten kun je het opnieuw proberen.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent(/^[45]:\d\d$/);
    expect(screen.getByRole('button', { name: 'Verder' })).toBeDisabled();
    // Not the generic 'Oeps' error.
    expect(screen.queryByText('Oeps, er gaat iets mis!')).not.toBeInTheDocument();
  });

  it('after a refused login counts down to zero and then lets the student try again', async () => {
    server.use(
      http.post('/login', () =>
        HttpResponse.json(
          { error: 'too_many_requests', retry_after: 2 },
          { status: 429, headers: { 'Retry-After': '2' } },
        ),
      ),
    );
    const { user } = renderHome();
    await enterEmail(user, 'leerling@demo.nl');
    await user.type(await screen.findByLabelText('Wachtwoord'), 'Welkom-check-2026');
    await user.click(screen.getByRole('button', { name: 'Inloggen' }));
    expect(await screen.findByText(/Over 2 seconden kun je het opnieuw proberen/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Inloggen' })).toBeDisabled();
    expect(
      await screen.findByText('Je kunt het nu opnieuw proberen.', undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Inloggen' })).toBeEnabled();
  }, 20_000);

  it('shows the heading and the email step first', () => {
    renderHome();
    expect(screen.getByRole('heading', { name: 'Aanmelden' })).toBeInTheDocument();
    const email = screen.getByLabelText('E-mailadres');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toBeRequired();
  });

  it('login step: shows the trimmed address, a password field and the forgot-password link', async () => {
    const { user } = renderHome();
    await enterEmail(user, '  leerling@demo.nl  ');
    expect(await screen.findByLabelText('Wachtwoord')).toHaveAttribute('type', 'password');
    expect(screen.getByText('leerling@demo.nl')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Inloggen' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Wachtwoord vergeten?' })).toHaveAttribute('href', '/wachtwoord-vergeten');
    expect(model.calls).toContain('POST /api/check-username');
  });

  it("'wijzigen' goes back to the email step with the address kept", async () => {
    const { user } = renderHome();
    await enterEmail(user, 'leerling@demo.nl');
    await user.click(await screen.findByRole('button', { name: 'E-mailadres wijzigen' }));
    expect(screen.getByLabelText('E-mailadres')).toHaveValue('leerling@demo.nl');
    expect(screen.queryByLabelText('Wachtwoord')).not.toBeInTheDocument();
  });

  it('register step: explains the activation mail and resends it on request', async () => {
    const { user } = renderHome();
    await enterEmail(user, 'nieuw@demo.nl');
    expect(await screen.findByText(/nog niet geactiveerd/)).toBeInTheDocument();
    const reveal = screen.getByRole('button', { name: 'Activatie e-mail niet ontvangen?' });
    expect(reveal).toHaveAttribute('aria-expanded', 'false');
    await user.click(reveal);
    await user.click(screen.getByRole('button', { name: 'Activatie e-mail opnieuw versturen' }));
    expect(await screen.findByText('Activatie e-mail opnieuw verzonden.')).toBeInTheDocument();
    expect(model.calls).toContain('POST /api/resend-confirmation');
  });

  it("register step: a failed resend says 'Activatie e-mail niet verzonden!'", async () => {
    const { user } = renderHome();
    await enterEmail(user, 'nieuw@demo.nl');
    await user.click(await screen.findByRole('button', { name: 'Activatie e-mail niet ontvangen?' }));
    model.users.get('nieuw@demo.nl')!.enabled = true; // the model now refuses the resend
    await user.click(screen.getByRole('button', { name: 'Activatie e-mail opnieuw versturen' }));
    expect(await screen.findByText('Activatie e-mail niet verzonden!')).toBeInTheDocument();
  });

  it('unknown step: warns that the address is unknown and to ask the teacher', async () => {
    const { user } = renderHome();
    await enterEmail(user, 'onbekend@demo.nl');
    const header = await screen.findByText('Onbekend e-mailadres');
    const alert = header.closest<HTMLElement>('[role="alert"]')!;
    expect(alert).not.toBeNull();
    expect(within(alert).getByText(/Vraag je docent/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Wachtwoord')).not.toBeInTheDocument();
  });
});

describe('logging in', () => {
  it("success: 'Ingelogd!', account and test data loaded, welcome header and overview", async () => {
    const { user, store } = renderWithProviders(<App />, { preloadedState: anonymousState(), route: '/inloggen' });
    await enterEmail(user, 'leerling@demo.nl');
    await user.type(await screen.findByLabelText('Wachtwoord'), ' Welkom-check-2026 ');
    await user.click(screen.getByRole('button', { name: 'Inloggen' }));
    expect(await screen.findByText('Ingelogd!')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Welkom, Sanne!' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Beweging' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(store.getState().account.account?.username).toBe('leerling@demo.nl');
    expect(store.getState().modules.configs.beweging).toBeDefined();
  });

  it("failure: warning 'Inloggen niet gelukt' and still on the password step", async () => {
    const { user, store } = renderHome();
    await enterEmail(user, 'leerling@demo.nl');
    await user.type(await screen.findByLabelText('Wachtwoord'), 'fout-wachtwoord');
    await user.click(screen.getByRole('button', { name: 'Inloggen' }));
    expect(await screen.findByText('Inloggen niet gelukt')).toBeInTheDocument();
    expect(screen.getByLabelText('Wachtwoord')).toBeInTheDocument();
    expect(store.getState().account.account).toBeNull();
    expect(store.getState().notifications.items[0].type).toBe('warning');
  });

  it('second factor required: notice and redirect to /2factor-code', async () => {
    // A placeholder stands in for the real code page, so this test is only about the redirect.
    const routes: AppRoute[] = [
      ...appRoutes.filter((r) => r.name !== 'twoFactorCode'),
      { name: 'twoFactorCode', path: paths.twoFactorCode, element: <p>code-pagina</p> },
    ];
    const { user, store } = renderWithProviders(<AppRoutes routes={routes} />, { preloadedState: anonymousState() });
    await enterEmail(user, 'leerling.2fa@demo.nl');
    await user.type(await screen.findByLabelText('Wachtwoord'), 'Welkom-check-2026');
    await user.click(screen.getByRole('button', { name: 'Inloggen' }));
    expect(await screen.findByText('Tweestapsverificatie vereist')).toBeInTheDocument();
    expect(screen.getByText(/code per e-mail/)).toBeInTheDocument();
    expect(await screen.findByText('code-pagina')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/2factor-code');
    expect(store.getState().account.account).toBeNull();
    expect(model.calls).not.toContain('GET /api/account');
  });
});
