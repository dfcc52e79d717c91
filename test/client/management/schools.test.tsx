// Scholen against msw: list, the create form refusing what the server refuses with the same Dutch
// words (before sending, and the server's own refusal on the field), the detail page's one-time
// key, and delete behind a confirmation.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { School } from '../../../src/shared/management/school';
import { renderManagement } from './render';
import { server, session, setupManagementServer, staff } from './mocks/server';

jest.mock('../../../src/management/app/navigateAway', () => ({ navigateAway: jest.fn() }));

// The first render of a file imports every lazily loaded section; on a loaded 2-core machine that passes 5 s.
jest.setTimeout(20_000);

setupManagementServer();

let schools: School[];
const calls: string[] = [];

const school = (id: number, name: string, brin: string): School => ({
  id,
  name,
  brin,
  active: true,
  approved: true,
  locationCount: 0,
  studentCount: 0,
  apiTokenPrefix: null,
  createdAt: '2026-09-01T10:00:00Z',
});

beforeEach(() => {
  session.account = staff.admin();
  schools = [school(1, 'Demo College', '12AB'), school(2, 'Tweede Lyceum', '34CD')];
  calls.length = 0;
  server.use(
    http.get('/api/school', () => HttpResponse.json({ items: schools, total: schools.length, page: 1, limit: 25 })),
    http.post('/api/school', async ({ request }) => {
      const body = (await request.json()) as { name: string; brin: string };
      calls.push(`create ${JSON.stringify(body)}`);
      if (schools.some((s) => s.brin === body.brin)) return HttpResponse.json({ error: 'brin_taken' }, { status: 409 });
      const made = school(3, body.name, body.brin);
      schools.push(made);
      return HttpResponse.json(made);
    }),
    http.get('/api/school/:id', ({ params }) => {
      const found = schools.find((s) => s.id === Number(params.id));
      return found ? HttpResponse.json(found) : HttpResponse.json({ error: 'school_not_found' }, { status: 404 });
    }),
    http.delete('/api/school/:id', ({ params }) => {
      calls.push(`delete ${params.id}`);
      schools = schools.filter((s) => s.id !== Number(params.id));
      return new HttpResponse(null, { status: 204 });
    }),
    http.post('/api/school/:id/generate', ({ params }) => {
      const found = schools.find((s) => s.id === Number(params.id))!;
      found.apiTokenPrefix = 'lrc_ab12';
      return HttpResponse.json({ token: 'lrc_ab12.geheim-eenmalig', prefix: 'lrc_ab12' });
    }),
    http.get('/api/school-location', () => HttpResponse.json({ items: [], total: 0, page: 1, limit: 100 })),
    http.get('/api/school-year', () =>
      HttpResponse.json({
        items: [
          {
            startYear: 2026,
            label: '2026-2027',
            startDate: '2026-08-01',
            endDate: '2027-07-31',
            current: true,
            approvals: [{ schoolId: 3, schoolName: 'Nieuw College', approved: false, approvedAt: null }],
          },
        ],
      }),
    ),
  );
});

describe('Scholen', () => {
  it('lists the schools with their BRIN code and links to each', async () => {
    renderManagement('/beheer/scholen');
    const table = await screen.findByRole('table');
    expect(await within(table).findByRole('link', { name: 'Demo College' })).toHaveAttribute(
      'href',
      '/beheer/scholen/1',
    );
    expect(within(table).getByText('34CD')).toBeInTheDocument();
    expect(screen.getByText('2 resultaten')).toBeInTheDocument();
  });

  it('refuses a bad BRIN code before sending, then shows the server refusing a BRIN code in use on the field', async () => {
    const { user } = renderManagement('/beheer/scholen/nieuw');
    await screen.findByRole('heading', { level: 1, name: 'Nieuwe school' });
    await user.type(screen.getByRole('textbox', { name: /Naam/ }), 'Nieuw College');
    await user.type(screen.getByRole('textbox', { name: /BRIN-code/ }), '1');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Controleer de gemarkeerde velden.');
    const brin = screen.getByRole('textbox', { name: /BRIN-code/ });
    expect(brin).toHaveAttribute('aria-invalid', 'true');
    expect(brin).toHaveAccessibleDescription(expect.stringContaining('Een BRIN-code bestaat uit 2 cijfers'));
    expect(calls).toEqual([]);

    await user.clear(brin);
    await user.type(brin, '12ab');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(
      await screen.findByText('Er is al een school met deze BRIN-code.', { selector: '.mg-field__error' }),
    ).toBeInTheDocument();
    expect(calls).toEqual(['create {"name":"Nieuw College","brin":"12AB","active":true}']);

    await user.clear(brin);
    await user.type(brin, '56EF');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Nieuw College' })).toBeInTheDocument();
    expect(screen.getByText('School Nieuw College is toegevoegd.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Schooljaar goedkeuren 2026-2027' })).toBeInTheDocument();
  });

  it('shows a new external-apps key once, and asks before deleting a school', async () => {
    const { user } = renderManagement('/beheer/scholen/2');
    await screen.findByRole('heading', { level: 1, name: 'Tweede Lyceum' });
    expect(screen.getByText('Er is nog geen sleutel.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sleutel maken' }));
    expect(await screen.findByDisplayValue('lrc_ab12.geheim-eenmalig')).toBeInTheDocument();
    expect(screen.getByText(/hij wordt maar één keer getoond/)).toBeInTheDocument();
    await screen.findByText('Er is een actieve sleutel die begint met lrc_ab12.');

    await user.click(screen.getByRole('button', { name: 'Verwijderen' }));
    const dialog = screen.getByRole('alertdialog');
    // First focus on the safe choice (WAI-ARIA APG alert dialog): an Enter too many keeps the school.
    expect(within(dialog).getByRole('button', { name: 'Annuleren' })).toHaveFocus();
    expect(dialog).toHaveTextContent('School Tweede Lyceum verwijderen (einde contract)?');
    expect(dialog).toHaveTextContent('Alle leerlingen van de school');
    await user.click(within(dialog).getByRole('button', { name: 'Annuleren' }));
    expect(calls).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Verwijderen' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Verwijderen' }));
    await waitFor(() => expect(calls).toEqual(['delete 2']));
    expect(await screen.findByRole('heading', { level: 1, name: 'Scholen' })).toBeInTheDocument();
    expect(screen.getByText('School Tweede Lyceum is verwijderd.')).toBeInTheDocument();
  });

  it('answers a school outside the scope (404) with a Dutch message', async () => {
    renderManagement('/beheer/scholen/99');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Deze school bestaat niet (meer) of je hebt er geen toegang toe.',
    );
  });
});
