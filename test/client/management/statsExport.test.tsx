// Export ruwe gegevens (issue 34) against msw: a super admin chooses Excel, starts, follows the
// progress bar to the download link; refusals and a lost export end in Dutch; admins do not see it.
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ExportProgress } from '../../../src/shared/management/statsExport';
import { currentLocation, renderManagement } from './render';
import { server, session, setupManagementServer, staff } from './mocks/server';

jest.mock('../../../src/management/app/navigateAway', () => ({ navigateAway: jest.fn() }));
jest.setTimeout(20_000);

setupManagementServer();

const progress = (over: Partial<ExportProgress>): ExportProgress => ({
  id: 7,
  format: 'xlsx',
  status: 'running',
  rowsDone: 160_000,
  rowsTotal: 400_000,
  percent: 40,
  downloadUrl: null,
  fileBytes: null,
  createdAt: '2026-11-26T20:00:00.000Z',
  expiresAt: null,
  ...over,
});

const started: unknown[] = [];

beforeEach(() => {
  session.account = staff.superAdmin();
  started.length = 0;
  server.use(
    http.get('/api/config', () =>
      HttpResponse.json({ statsMinGroupSize: 12, staffMfaMandatory: false, footerMenu: [] }),
    ),
  );
});

describe('Export ruwe gegevens', () => {
  it('starts an Excel export, shows its progress and then the download link', async () => {
    const answers = [
      progress({}),
      progress({
        status: 'done',
        rowsDone: 400_000,
        percent: 100,
        fileBytes: 52_428_800,
        downloadUrl: '/api/stats/modules/download-export-raw-data/7',
        expiresAt: '2026-11-27T20:00:00.000Z',
      }),
    ];
    server.use(
      http.post('/api/stats/modules/start-export-raw-data', async ({ request }) => {
        started.push(await request.json());
        return HttpResponse.json({ id: 7 });
      }),
      http.get('/api/stats/modules/check-export-raw-data-status/7', () => HttpResponse.json(answers.shift())),
    );
    const { user } = renderManagement('/beheer/');
    const nav = await screen.findByRole('navigation');
    await user.click(await within(nav).findByRole('link', { name: 'Export ruwe gegevens' }));
    expect(await screen.findByText(/minder dan 12 tests blijven leeg/)).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Excel (.xlsx)' }));
    await user.click(screen.getByRole('button', { name: 'Export starten' }));
    const bar = await screen.findByRole('progressbar', { name: 'Voortgang van de export' });
    expect(await screen.findByText('Bezig: 160.000 van 400.000 tests (40%).')).toBeInTheDocument();
    expect(bar).toHaveAttribute('value', '40');
    expect(started).toEqual([{ format: 'xlsx' }]);
    expect(currentLocation()).toBe('/statistieken/export?export=7');
    const link = await screen.findByRole('link', { name: 'Download het bestand (Excel)' }, { timeout: 5000 });
    expect(link).toHaveAttribute('href', '/api/stats/modules/download-export-raw-data/7');
    expect(screen.getByText('Klaar: 400.000 tests, 50,0 MB.')).toBeInTheDocument();
    expect(bar).toHaveAttribute('value', '100');
  });

  it('says in Dutch why an export cannot start, and when an export is not (any more) there', async () => {
    server.use(
      http.post('/api/stats/modules/start-export-raw-data', () =>
        HttpResponse.json({ error: 'export_already_running' }, { status: 409 }),
      ),
      http.get('/api/stats/modules/check-export-raw-data-status/9', () =>
        HttpResponse.json({ error: 'export_not_found' }, { status: 404 }),
      ),
    );
    const { user, unmount } = renderManagement('/beheer/statistieken/export');
    await user.click(await screen.findByRole('button', { name: 'Export starten' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Er loopt al een export van jou.');
    unmount();
    renderManagement('/beheer/statistieken/export?export=9');
    expect(
      await screen.findByText('Deze export bestaat niet (meer) of je hebt er geen toegang toe.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nieuwe export' })).toBeInTheDocument();
  });

  it('says when the link expired', async () => {
    server.use(
      http.get('/api/stats/modules/check-export-raw-data-status/8', () =>
        HttpResponse.json(progress({ id: 8, status: 'expired', percent: 0 })),
      ),
    );
    renderManagement('/beheer/statistieken/export?export=8');
    expect(await screen.findByText(/De downloadlink is verlopen/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Download/ })).not.toBeInTheDocument();
  });

  it('is not offered to an admin who is no super admin', async () => {
    session.account = staff.admin();
    renderManagement('/beheer/');
    const nav = await screen.findByRole('navigation');
    await within(nav).findByRole('link', { name: 'Instellingen' });
    expect(within(nav).queryByRole('link', { name: 'Export ruwe gegevens' })).not.toBeInTheDocument();
  });
});
