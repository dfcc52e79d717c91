// The management site's session gate: staff get the site, a student a Dutch no-access page, a
// visitor without a session goes to the student app's login (and its second-factor page) with the
// way back, and a failed check offers a retry.
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { navigateAway } from '../../../src/management/app/navigateAway';
import { renderManagement } from './render';
import { server, session, setupManagementServer, staff } from './mocks/server';

jest.mock('../../../src/management/app/navigateAway', () => ({ navigateAway: jest.fn() }));

// The first render of a file imports every lazily loaded section; on a loaded 2-core machine that passes 5 s.
jest.setTimeout(20_000);

setupManagementServer();

beforeEach(() => jest.mocked(navigateAway).mockClear());

describe('management session gate', () => {
  it('shows a school manager the site with their name, role and the sections they may use', async () => {
    renderManagement();
    expect(await screen.findByRole('heading', { level: 1, name: 'Overzicht' })).toBeInTheDocument();
    expect(screen.getByText(/Mila de Vries/)).toBeInTheDocument();
    expect(screen.getByText('Schoolbeheerder')).toBeInTheDocument();
    const nav = within(screen.getByRole('navigation', { name: 'Beheermenu' }));
    expect(nav.getByRole('link', { name: 'Overzicht' })).toHaveAttribute('href', '/beheer');
    expect(nav.queryByRole('link', { name: 'Auditlog' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Naar de leerlingen-app' })).toHaveAttribute('href', '/');
  });

  it('tells a student in Dutch that the management site is not for them', async () => {
    session.account = staff.student();
    renderManagement('/beheer/leerlingen');
    expect(await screen.findByRole('heading', { name: 'Geen toegang tot het beheer' })).toBeInTheDocument();
    expect(screen.getByText(/Je bent ingelogd als leerling@demo.nl/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terug naar de Lifestyle Reality Check' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('navigation', { name: 'Beheermenu' })).not.toBeInTheDocument();
    expect(navigateAway).not.toHaveBeenCalled();
  });

  it('sends a visitor without a session to the login, with the page to come back to', async () => {
    session.account = null;
    window.history.pushState({}, '', '/beheer/leerlingen?zoek=jan');
    renderManagement('/beheer/leerlingen?zoek=jan');
    expect(await screen.findByText('Je wordt doorgestuurd naar de inlogpagina…')).toBeInTheDocument();
    expect(navigateAway).toHaveBeenCalledWith(`/inloggen?terug=${encodeURIComponent('/beheer/leerlingen?zoek=jan')}`);
  });

  it('sends a login that still needs its second factor to the code page', async () => {
    session.secondFactorPending = true;
    window.history.pushState({}, '', '/beheer/');
    renderManagement();
    await screen.findByText('Je wordt doorgestuurd naar de inlogpagina…');
    expect(navigateAway).toHaveBeenCalledWith(`/2factor-code?terug=${encodeURIComponent('/beheer/')}`);
  });

  it('says in Dutch when the server cannot be reached, and tries again on request', async () => {
    server.use(http.get('/api/account', () => HttpResponse.error(), { once: true }));
    const { user } = renderManagement();
    expect(await screen.findByRole('alert')).toHaveTextContent('Er is geen verbinding met de server.');
    await user.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Overzicht' })).toBeInTheDocument();
  });

  it('shows every section to a super admin, and the mobile menu opens and closes with its button', async () => {
    session.account = staff.superAdmin();
    const { user } = renderManagement();
    await screen.findByRole('heading', { level: 1, name: 'Overzicht' });
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Menu sluiten' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Hoofdbeheerder')).toBeInTheDocument();
  });

  it('answers an unknown management path with a Dutch not-found page inside the layout', async () => {
    renderManagement('/beheer/bestaat-niet');
    expect(await screen.findByRole('heading', { name: 'Pagina niet gevonden' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Beheermenu' })).toBeInTheDocument();
  });
});

describe('overview', () => {
  it('lists what to act on, links into the site, and marks an alert read', async () => {
    let read = false;
    server.use(
      http.get('/api/alert', () =>
        HttpResponse.json({
          items: read
            ? []
            : [
                {
                  id: 4,
                  type: 'import_incomplete',
                  header: 'Import met fouten',
                  text: 'klas-2c.xlsx: 2 regels zijn niet ingelezen.',
                  link: '/beheer/importeren',
                  schoolId: 1,
                  schoolName: 'Demo College',
                  createdAt: '2026-11-23T10:00:00Z',
                  read: false,
                },
              ],
          total: read ? 0 : 1,
          page: 1,
          limit: 50,
          unread: read ? 0 : 1,
        }),
      ),
      http.post('/api/alert/4', () => {
        read = true;
        return HttpResponse.json({ success: true });
      }),
    );
    const { user } = renderManagement();
    expect(await screen.findByText('Import met fouten')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bekijken' })).toHaveAttribute('href', '/beheer/importeren');
    await user.click(screen.getByRole('button', { name: 'Markeer "Import met fouten" als gelezen' }));
    expect(await screen.findByText('Er is niets dat op je wacht. Alles is bijgewerkt.')).toBeInTheDocument();
  });
});
