// Statistieken against msw: the menu entry for every staff role, a school manager sent straight to
// their school's dashboard, filters held in the address and sent to the server, hidden groups read
// "minder dan k" (never 0) in the table view, the school report downloaded with the same filters
// (and a refusal in Dutch), an admin's dashboard of all schools, and one module's statistics.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { StatChartData } from '../../../../src/management/features/stats/chartModel';
import { currentLocation, renderManagement } from '../render';
import { server, session, setupManagementServer, staff } from '../mocks/server';
import { dashboard, filterData, moduleTable } from './fixtures';

jest.mock('../../../../src/management/app/navigateAway', () => ({ navigateAway: jest.fn() }));
// jsdom has no canvas: the charts are recorded instead of drawn.
const mockCharts: StatChartData[] = [];
jest.mock('../../../../src/management/features/stats/chartLoader', () => ({
  loadChart: async () => ({
    drawChart: (_canvas: HTMLCanvasElement, data: StatChartData) => {
      mockCharts.push(data);
      return { destroy: () => undefined };
    },
  }),
}));
jest.setTimeout(20_000);

setupManagementServer();

const calls: string[] = [];
const query = (request: Request) => new URL(request.url).search;

beforeEach(() => {
  calls.length = 0;
  mockCharts.length = 0;
  server.use(
    http.get('/api/stats/dashboard/filter-data', () => HttpResponse.json(filterData)),
    http.get('/api/stats/dashboard/school/:id', ({ params, request }) => {
      calls.push(`school ${params.id}${query(request)}`);
      return Number(params.id) === 1
        ? HttpResponse.json(dashboard('school', 1, 'Demo College'))
        : HttpResponse.json({ error: 'school_not_found' }, { status: 404 });
    }),
    http.get('/api/stats/dashboard/location/:id', ({ params, request }) => {
      calls.push(`location ${params.id}${query(request)}`);
      return HttpResponse.json(dashboard('location', Number(params.id), 'Demo College Noord'));
    }),
    http.get('/api/stats/dashboard/admin', ({ request }) => {
      calls.push(`admin${query(request)}`);
      return HttpResponse.json(dashboard('admin', null, 'Alle scholen'));
    }),
    http.get('/api/stats/modules/:id/:kind', ({ params, request }) => {
      calls.push(`module ${params.id} ${params.kind}${query(request)}`);
      return HttpResponse.json(moduleTable(params.kind as 'students'));
    }),
  );
});

describe('Statistieken in the menu', () => {
  it.each(['superAdmin', 'admin', 'schoolManager', 'locationManager'] as const)('is offered to a %s', async (role) => {
    session.account = staff[role]();
    renderManagement('/beheer/');
    const nav = within(await screen.findByRole('navigation', { name: 'Beheermenu' }));
    expect(nav.getByRole('link', { name: 'Statistieken' })).toHaveAttribute('href', '/beheer/statistieken');
  });
});

describe('the school dashboard', () => {
  it('opens a manager of one school on that school, filters by class in the address and shows hidden groups as such', async () => {
    const { user } = renderManagement('/beheer/statistieken');
    await screen.findByRole('heading', { level: 1, name: 'Statistieken van Demo College' });
    expect(currentLocation()).toBe('/statistieken/scholen/1');
    expect(screen.getByText(/Een groep met minder dan 10 leerlingen wordt niet getoond/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Deelname per module' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Resultaten per module' })).toBeInTheDocument();

    // The overview charts get the hidden module as null, never as 0.
    await waitFor(() => expect(mockCharts.length).toBeGreaterThanOrEqual(2));
    const results = mockCharts.find((c) => c.title === 'Resultaten per module')!;
    expect(results.categories).toEqual(['Fitheid', 'Voeding']);
    expect(results.series.map((s) => s.values[1]!.value)).toEqual([null, null, null]);
    expect(results.series[0]!.values[0]).toEqual({ value: 0.5 });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Klas' }), '2C');
    await waitFor(() => expect(currentLocation()).toBe('/statistieken/scholen/1?klas=2C'));
    await waitFor(() => expect(calls).toContain('school 1?class=2C'));
    // The school's own locations narrow nothing yet: both classes are offered.
    expect(within(screen.getByRole('combobox', { name: 'Klas' })).getAllByRole('option')).toHaveLength(3);

    const byClass = screen.getByRole('figure', { name: 'Deelname per klas: Fitheid' });
    await user.click(within(byClass).getByRole('button', { name: 'Tabel' }));
    const table = within(byClass).getByRole('table', { name: 'Deelname per klas: Fitheid' });
    const hidden = within(table).getByRole('row', { name: /2C/ });
    expect(
      within(hidden)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['minder dan 10', 'minder dan 10', 'minder dan 10', 'minder dan 10', 'minder dan 10']);
    const shown = within(table).getByRole('row', { name: /2A/ });
    // Leerlingen, Afgerond, Overgeslagen, Begonnen, Niet begonnen.
    expect(
      within(shown)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['16', '12', '1', '1', '2']);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Klas', 'Leerlingen', 'Afgerond', 'Overgeslagen', 'Begonnen', 'Niet begonnen']);
    expect(within(byClass).getByText(/deze groep heeft minder dan 10 leerlingen/)).toBeInTheDocument();
  });

  it('keeps the filters and the module in detail after a reload, and drops the class when the location changes', async () => {
    const { user } = renderManagement('/beheer/statistieken/scholen/1?klas=2C&module=4&geslacht=female');
    await screen.findByRole('heading', { level: 2, name: 'Module in detail: Voeding' });
    expect(screen.getByRole('combobox', { name: 'Klas' })).toHaveValue('2C');
    expect(screen.getByRole('combobox', { name: 'Geslacht' })).toHaveValue('female');
    expect(screen.getByText('Filters (2 actief)')).toBeInTheDocument();
    await waitFor(() => expect(calls).toContain('school 1?class=2C&gender=female'));
    // Voeding has no norm table: no norm figure.
    expect(screen.queryByRole('heading', { name: /Normscores/ })).toBeNull();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Locatie' }), '2');
    await waitFor(() => expect(currentLocation()).toBe('/statistieken/scholen/1?module=4&geslacht=female&locatie=2'));
    expect(
      within(screen.getByRole('combobox', { name: 'Klas' }))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Alle', '2A']);
    await user.click(screen.getByRole('button', { name: 'Filters wissen' }));
    await waitFor(() => expect(currentLocation()).toBe('/statistieken/scholen/1?module=4'));
  });

  it('downloads the school report with the same filters, and says in Dutch when it is refused', async () => {
    const reports: string[] = [];
    let refuse = false;
    server.use(
      http.get('/api/stats/modules/report', ({ request }) => {
        reports.push(query(request));
        if (refuse) return HttpResponse.json({ error: 'school_not_found' }, { status: 404 });
        return new HttpResponse(new Blob(['%PDF-1.7']), {
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': 'attachment; filename="schoolrapport-1-2026.pdf"',
          },
        });
      }),
    );
    const saved: string[] = [];
    URL.createObjectURL = jest.fn(() => 'blob:rapport');
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(`${this.download} ${this.href}`);
    });
    const { user } = renderManagement('/beheer/statistieken/scholen/1?klas=2A');
    await screen.findByRole('heading', { level: 1, name: 'Statistieken van Demo College' });
    await user.click(screen.getByRole('button', { name: 'Schoolrapport downloaden (PDF)' }));
    await waitFor(() => expect(saved).toEqual(['schoolrapport-1-2026.pdf blob:rapport']));
    expect(reports).toEqual(['?class=2A&school=1']);

    refuse = true;
    await user.click(screen.getByRole('button', { name: 'Schoolrapport downloaden (PDF)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/school/i);
    click.mockRestore();
  });

  it('says so in Dutch when the school is not the manager’s', async () => {
    renderManagement('/beheer/statistieken/scholen/9');
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.queryByRole('figure')).toBeNull();
  });
});

describe('other dashboards and a module', () => {
  it('shows an admin the dashboard of all schools with a school filter', async () => {
    session.account = staff.admin();
    const { user } = renderManagement('/beheer/statistieken');
    await screen.findByRole('heading', { level: 1, name: 'Statistieken van alle scholen' });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'School' }), '1');
    await waitFor(() => expect(calls).toContain('admin?school=1'));
    expect(screen.queryByRole('button', { name: /Schoolrapport/ })).toBeNull();
  });

  it('opens a location manager on their location', async () => {
    session.account = staff.locationManager();
    server.use(
      http.get('/api/stats/dashboard/filter-data', () =>
        HttpResponse.json({ ...filterData, locations: [filterData.locations[0]] }),
      ),
    );
    renderManagement('/beheer/statistieken');
    await screen.findByRole('heading', { level: 1, name: 'Statistieken van Demo College Noord' });
    expect(currentLocation()).toBe('/statistieken/locaties/2');
    expect(screen.queryByRole('combobox', { name: 'Locatie' })).toBeNull();
  });

  it('shows one module by class, year, gender, age and norm with the dashboard’s filters', async () => {
    const { user } = renderManagement('/beheer/statistieken/scholen/1?klas=2A&module=3');
    await screen.findByRole('heading', { level: 2, name: 'Module in detail: Fitheid' });
    await user.click(screen.getByRole('link', { name: 'Alle statistieken van Fitheid' }));
    await screen.findByRole('heading', { level: 1, name: 'Module Fitheid' });
    expect(currentLocation()).toBe('/statistieken/modules/3?klas=2A&school=1');
    await waitFor(() => expect(calls.filter((c) => c.startsWith('module 3'))).toHaveLength(5));
    expect(calls).toContain('module 3 gender?school=1&class=2A');
    for (const name of [
      'Deelname per klas',
      'Resultaten per leerjaar',
      'Resultaten per geslacht',
      'Resultaten per leeftijdsgroep',
      'Normscores per norm',
    ])
      expect(screen.getByRole('heading', { level: 3, name })).toBeInTheDocument();
    const gender = screen.getByRole('figure', { name: 'Resultaten per geslacht' });
    await user.click(within(gender).getByRole('button', { name: 'Tabel' }));
    // Hidden to protect another group (reason 'secondary'): the same marker as a small group.
    expect(within(gender).getByRole('row', { name: /gender b/ })).toHaveTextContent('minder dan 10');
    expect(within(gender).getByRole('row', { name: /gender b/ })).not.toHaveTextContent('verborgen');
    expect(within(gender).getByRole('row', { name: /Totaal/ })).toHaveTextContent('30');
    expect(within(gender).getByText(/“minder dan 10”: deze groep heeft minder dan 10 leerlingen/)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Terug naar het overzicht' }));
    await screen.findByRole('heading', { level: 1, name: 'Statistieken van Demo College' });
  });
});
