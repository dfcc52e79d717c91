// A student's erasure request on the student's page (issue 21): shown with its date only when one
// is open; "Verwijdering bevestigen" erases after a confirmation naming the student and returns to
// the list; "Afwijzen" closes it after its own confirmation; a failure is shown in Dutch.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Student } from '../../../src/shared/management/student';
import { renderManagement } from './render';
import { server, setupManagementServer } from './mocks/server';

jest.mock('../../../src/management/app/navigateAway', () => ({ navigateAway: jest.fn() }));

jest.setTimeout(20_000);
setupManagementServer();

const LOTTE: Student = {
  id: 7,
  email: 'lotte.visser@leerling.example.nl',
  givenName: 'Lotte',
  namePreposition: null,
  familyName: 'Visser',
  schoolId: 1,
  schoolName: 'Demo College',
  locationId: 2,
  locationName: 'Noord',
  className: '2C',
  studyYear: 2,
  level: 'havo',
  enabled: true,
  activated: true,
  lastLogin: null,
  createdAt: '2026-11-23T10:00:00Z',
};

let open: boolean;
let calls: string[];

beforeEach(() => {
  open = true;
  calls = [];
  server.use(
    http.get('/api/student', () => HttpResponse.json({ items: [], total: 0, page: 1, limit: 25 })),
    http.get('/api/student/list-filter-data', () =>
      HttpResponse.json({ schools: [], locations: [], classes: [], studyYears: [], levels: [] }),
    ),
    http.get('/api/student/7', () => HttpResponse.json(LOTTE)),
    http.get('/api/student/7/erasure-request', () =>
      HttpResponse.json({ request: open ? { id: 3, requestedAt: '2026-11-20T09:00:00.000Z' } : null }),
    ),
    http.post('/api/student/7/erasure-request/confirm', () => {
      calls.push('confirm');
      return HttpResponse.json({ success: true });
    }),
    http.post('/api/student/7/erasure-request/reject', () => {
      calls.push('reject');
      open = false;
      return HttpResponse.json({ success: true });
    }),
  );
});

describe("a student's erasure request", () => {
  it('shows the open request with its date, and confirms it only after naming the student', async () => {
    const { user } = renderManagement('/beheer/leerlingen/7');
    const panel = await screen.findByRole('region', { name: 'Verzoek om verwijdering' });
    expect(panel).toHaveTextContent('De leerling heeft op 20-11-2026 gevraagd om verwijdering');
    await user.click(within(panel).getByRole('button', { name: 'Verwijdering bevestigen' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent(
      'Het verzoek van Lotte Visser (lotte.visser@leerling.example.nl) bevestigen? Het account en alle gegevens',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Annuleren' }));
    expect(calls).toEqual([]);
    await user.click(within(panel).getByRole('button', { name: 'Verwijdering bevestigen' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Verwijdering bevestigen' }));
    expect(
      await screen.findByText('Het verzoek is bevestigd: de gegevens van Lotte Visser zijn verwijderd.'),
    ).toBeInTheDocument();
    expect(calls).toEqual(['confirm']);
  });

  it('rejects after its own confirmation; the panel goes and the page says so', async () => {
    const { user } = renderManagement('/beheer/leerlingen/7');
    const panel = await screen.findByRole('region', { name: 'Verzoek om verwijdering' });
    await user.click(within(panel).getByRole('button', { name: 'Afwijzen' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Afwijzen' }));
    expect(await screen.findByText('Het verzoek om verwijdering is afgewezen.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Verzoek om verwijdering' })).not.toBeInTheDocument(),
    );
    expect(calls).toEqual(['reject']);
  });

  it('shows no panel without an open request', async () => {
    open = false;
    renderManagement('/beheer/leerlingen/7');
    await screen.findByRole('heading', { level: 1, name: 'Lotte Visser' });
    expect(screen.queryByRole('region', { name: 'Verzoek om verwijdering' })).not.toBeInTheDocument();
  });

  it('says in Dutch when the request was already handled', async () => {
    server.use(
      http.post('/api/student/7/erasure-request/confirm', () =>
        HttpResponse.json({ error: 'erasure_request_not_found' }, { status: 404 }),
      ),
    );
    const { user } = renderManagement('/beheer/leerlingen/7');
    const panel = await screen.findByRole('region', { name: 'Verzoek om verwijdering' });
    await user.click(within(panel).getByRole('button', { name: 'Verwijdering bevestigen' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Verwijdering bevestigen' }));
    expect(
      await screen.findByText('Er is (niet meer) een open verzoek om verwijdering voor deze leerling.'),
    ).toBeInTheDocument();
  });
});
