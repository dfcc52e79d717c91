// Leerlingen against msw: filters fed by list-filter-data and sent to the server, the edit form
// refusing what the server refuses in the same words, the activation mail, delete after confirming.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Student, StudentDetail } from '../../../src/shared/management/student';
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
  enabled: false,
  activated: false,
  lastLogin: null,
  createdAt: '2026-11-23T10:00:00Z',
};

let queries: URLSearchParams[];
let calls: string[];
let lotteMail: StudentDetail['activationMail'];

beforeEach(() => {
  queries = [];
  calls = [];
  lotteMail = null;
  server.use(
    http.get('/api/student', ({ request }) => {
      queries.push(new URL(request.url).searchParams);
      return HttpResponse.json({ items: [LOTTE], total: 1, page: 1, limit: 25 });
    }),
    http.get('/api/student/list-filter-data', () =>
      HttpResponse.json({
        schools: [{ value: 1, label: 'Demo College' }],
        locations: [
          { value: 1, label: 'Hoofdgebouw', schoolId: 1 },
          { value: 2, label: 'Noord', schoolId: 1 },
        ],
        classes: [{ value: '2C', label: '2C' }],
        studyYears: [{ value: '2', label: '2' }],
        levels: [{ value: 'havo', label: 'havo' }],
      }),
    ),
    http.get('/api/student/7', () => HttpResponse.json({ ...LOTTE, activationMail: lotteMail })),
    http.get('/api/student/7/erasure-request', () => HttpResponse.json({ request: null })),
    http.post('/api/student/7', async ({ request }) => {
      calls.push(`update ${JSON.stringify(await request.json())}`);
      return HttpResponse.json(LOTTE);
    }),
    http.post('/api/student/send-activation-mail', async ({ request }) => {
      calls.push(`mail ${JSON.stringify(await request.json())}`);
      lotteMail = { status: 'queued', at: '2026-11-26T09:05:00Z', reason: null };
      return HttpResponse.json({ queued: 1, skipped: 0 });
    }),
    http.delete('/api/student/7', () => {
      calls.push('delete');
      return new HttpResponse(null, { status: 204 });
    }),
  );
});

describe('Leerlingen', () => {
  it('filters by the options of list-filter-data on the server', async () => {
    const { user } = renderManagement('/beheer/leerlingen');
    await screen.findByRole('link', { name: 'Lotte Visser' }, { timeout: 5000 });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Klas' }), '2C');
    await waitFor(() => expect(queries.at(-1)?.get('className')).toBe('2C'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Locatie' }), 'Noord');
    await waitFor(() => expect(queries.at(-1)?.get('locationId')).toBe('2'));
  });

  it('edits a student with the same Dutch messages as the server, and sends the activation mail', async () => {
    lotteMail = {
      status: 'failed',
      at: '2026-11-26T08:30:00Z',
      reason: '550 5.1.1 <lotte.visser@leerling.example.nl>: Recipient address rejected',
    };
    const { user } = renderManagement('/beheer/leerlingen/7');
    await screen.findByRole('heading', { level: 1, name: 'Lotte Visser' });
    // The mail server refused the last one: the page says so, when (in the browser's clock) and why.
    expect(
      screen.getByText(/^Niet bezorgd \(26-11-2026 \d\d:30\)\. Controleer het e-mailadres en stuur de mail opnieuw\.$/),
    ).toBeInTheDocument();
    expect(screen.getByText(/^De mailserver meldde: 550 5\.1\.1/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Activatiemail opnieuw sturen' }));
    expect(await screen.findByText('De activatiemail is verstuurd.')).toBeInTheDocument();
    expect(await screen.findByText(/^Wacht op verzending \(sinds 26-11-2026 \d\d:05\)$/)).toBeInTheDocument();
    expect(screen.queryByText(/Niet bezorgd/)).not.toBeInTheDocument();
    expect(calls).toEqual(['mail {"ids":[7]}']);

    await user.click(screen.getByRole('button', { name: 'Bewerken' }));
    const email = screen.getByRole('textbox', { name: /E-mailadres/ });
    await user.clear(email);
    await user.type(email, 'geen-adres');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(email).toHaveAccessibleDescription('Vul een geldig e-mailadres in (dat is ook de gebruikersnaam).');
    await user.clear(email);
    await user.type(email, 'lotte@leerling.example.nl');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('De gegevens van de leerling zijn opgeslagen.')).toBeInTheDocument();
    expect(JSON.parse(calls[1].slice('update '.length))).toEqual({
      email: 'lotte@leerling.example.nl',
      givenName: 'Lotte',
      namePreposition: null,
      familyName: 'Visser',
      schoolId: 1,
      locationId: 2,
      className: '2C',
      studyYear: 2,
      level: 'havo',
      enabled: false,
    });
  });

  it('deletes only after a confirmation that names the student', async () => {
    const { user } = renderManagement('/beheer/leerlingen/7');
    await screen.findByRole('heading', { level: 1, name: 'Lotte Visser' });
    await user.click(screen.getByRole('button', { name: 'Verwijderen' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent('Leerling Lotte Visser (lotte.visser@leerling.example.nl) verwijderen?');
    await user.click(within(dialog).getByRole('button', { name: 'Verwijderen' }));
    expect(await screen.findByText('Leerling Lotte Visser is verwijderd.')).toBeInTheDocument();
    expect(calls).toEqual(['delete']);
  });
});
