// Header: menus by role, username with avatar to /mijn-profiel, certificate in a new window.
import { act, screen, within } from '@testing-library/react';
import { App } from '../../../src/app/App';
import { installAvailable } from '../../../src/features/pwa/pwaSlice';
import { makeAccount } from '../fixtures/account';
import { renderWithProviders } from '../renderWithProviders';
import { anonymousState, loggedInState } from '../state';

describe('header', () => {
  it('shows only the logo link home to visitors', () => {
    renderWithProviders(<App />, { preloadedState: anonymousState() });
    expect(screen.getByRole('link', { name: 'Lifestyle Reality Check, naar de startpagina' })).toHaveAttribute(
      'href',
      '/',
    );
    expect(screen.queryByRole('navigation', { name: 'Hoofdmenu' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Uitloggen' })).not.toBeInTheDocument();
  });

  it('gives a student Home, Certificaat, profile and logout, but no Service menu', () => {
    renderWithProviders(<App />, { preloadedState: loggedInState(makeAccount()) });
    const menu = within(screen.getByRole('navigation', { name: 'Hoofdmenu' }));
    expect(menu.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    const certificate = menu.getByRole('link', { name: /Certificaat/ });
    expect(certificate).toHaveAttribute('href', '/api/portfolio/certificate');
    expect(certificate).toHaveAttribute('target', '_blank');
    expect(menu.queryByRole('button', { name: 'Service' })).not.toBeInTheDocument();
    const profile = screen.getByRole('link', { name: 'Mijn profiel (leerling@demo.nl)' });
    expect(profile).toHaveAttribute('href', '/mijn-profiel');
    expect(profile).toHaveTextContent('SV');
  });

  it('gives managers a Service dropdown that opens and closes by keyboard', async () => {
    const { user } = renderWithProviders(<App />, {
      preloadedState: loggedInState(makeAccount({ managingSchools: [1] })),
    });
    const toggle = screen.getByRole('button', { name: 'Service' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: /Handleidingen/ })).toBeVisible();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('points the Service items to the built-in help pages of the management site, in the same window', async () => {
    const { user } = renderWithProviders(<App />, {
      preloadedState: loggedInState(makeAccount({ roles: ['ROLE_ADMIN'] })),
    });
    await user.click(screen.getByRole('button', { name: 'Service' }));
    const hrefs = ['Handleidingen', 'Veelgestelde vragen', 'Contact', 'Lesmateriaal'].map((name) => {
      const link = screen.getByRole('link', { name });
      expect(link).not.toHaveAttribute('target');
      return link.getAttribute('href');
    });
    expect(hrefs).toEqual(['/beheer/handleidingen', '/beheer/vragen', '/beheer/contact', '/beheer/lesmateriaal']);
  });

  it('links managers and admins to the built-in management site in the same window; students get no link', () => {
    renderWithProviders(<App />, { preloadedState: loggedInState(makeAccount({ managingSchools: [1] })) });
    const menu = within(screen.getByRole('navigation', { name: 'Hoofdmenu' }));
    const link = menu.getByRole('link', { name: 'Beheeromgeving' });
    expect(link).toHaveAttribute('href', '/beheer/');
    expect(link).not.toHaveAttribute('target');
  });

  it('gives a student no link to the management site', () => {
    renderWithProviders(<App />, { preloadedState: loggedInState(makeAccount()) });
    expect(screen.queryByRole('link', { name: /Beheeromgeving/ })).not.toBeInTheDocument();
  });

  it('toggles the mobile menu with its button', async () => {
    const { user } = renderWithProviders(<App />, { preloadedState: loggedInState(makeAccount()) });
    const toggle = screen.getByRole('button', { name: 'Menu openen' });
    await user.click(toggle);
    const mobile = within(screen.getByRole('navigation', { name: 'Mobiel menu' }));
    expect(mobile.getByRole('link', { name: 'Home' })).toBeInTheDocument();
    expect(mobile.getByRole('button', { name: 'Uitloggen' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Menu sluiten' }));
    expect(screen.queryByRole('navigation', { name: 'Mobiel menu' })).not.toBeInTheDocument();
  });

  it('points aria-controls at the mobile menu only while that menu is in the page', async () => {
    const { user } = renderWithProviders(<App />, { preloadedState: loggedInState(makeAccount()) });
    const toggle = screen.getByRole('button', { name: 'Menu openen' });
    expect(toggle).not.toHaveAttribute('aria-controls');
    await user.click(toggle);
    const menu = screen.getByRole('navigation', { name: 'Mobiel menu' });
    expect(toggle).toHaveAttribute('aria-controls', menu.id);
    await user.click(toggle);
    expect(toggle).not.toHaveAttribute('aria-controls');
  });

  it("puts what a phone's header has no room for in the mobile menu: Certificaat, Service and the install offer", async () => {
    const { user, store } = renderWithProviders(<App />, {
      preloadedState: loggedInState(makeAccount({ managingSchools: [1] })),
    });
    act(() => {
      store.dispatch(installAvailable());
    });
    await user.click(screen.getByRole('button', { name: 'Menu openen' }));
    const mobile = within(screen.getByRole('navigation', { name: 'Mobiel menu' }));
    expect(mobile.getByRole('link', { name: /Certificaat/ })).toHaveAttribute('href', '/api/portfolio/certificate');
    expect(
      within(mobile.getByRole('list', { name: 'Service' }))
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual([
      expect.stringContaining('Handleidingen'),
      expect.stringContaining('Veelgestelde vragen'),
      expect.stringContaining('Contact'),
      expect.stringContaining('Lesmateriaal'),
    ]);
    expect(mobile.getByRole('button', { name: 'Op beginscherm zetten' })).toBeInTheDocument();
  });
});
