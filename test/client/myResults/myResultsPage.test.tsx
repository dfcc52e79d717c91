// 'Mijn resultaten' (issue 12): every finished test with date, school year, result colour, norm
// ratings and a PDF link; the change over school years as a chart with a table view; the overview's
// finished tiles in their result colour; the menu entry; and the logged-out home's introduction.
import { screen, within } from '@testing-library/react';
import { App } from '../../../src/app/App';
import type { MyResult } from '../../../src/shared/api';
import { makeAccount } from '../fixtures/account';
import { makeConfig, makeModule } from '../fixtures/modules';
import { model } from '../mocks/model';
import { setupMockServer } from '../mocks/server';
import { renderWithProviders } from '../renderWithProviders';
import { anonymousState, loggedInState, loggedInWithData } from '../state';

setupMockServer();

const sitting = (value: number, result: 'good' | 'bad') => ({
  name: 'stilzitten',
  title: 'Stilzitten (uur)',
  value,
  result,
  unit: 'hours' as const,
});

const results: MyResult[] = [
  {
    id: '22222222-2222-4222-8222-222222222222',
    moduleId: 1,
    moduleName: 'fitheid',
    moduleTitle: 'Fitheid',
    finishedAt: '2026-02-03T10:00:00.000Z',
    schoolYear: '2025-2026',
    result: 'good',
    norms: [sitting(6.5, 'good')],
  },
  {
    id: '11111111-1111-4111-8111-111111111111',
    moduleId: 1,
    moduleName: 'fitheid',
    moduleTitle: 'Fitheid',
    finishedAt: '2025-03-10T10:00:00.000Z',
    schoolYear: '2024-2025',
    result: 'bad',
    norms: [sitting(10.25, 'bad')],
  },
  {
    id: '33333333-3333-4333-8333-333333333333',
    moduleId: 2,
    moduleName: 'slaap',
    moduleTitle: 'Slaap',
    finishedAt: '2026-01-05T10:00:00.000Z',
    schoolYear: '2025-2026',
    result: 'warning',
    norms: null,
  },
];

describe('Mijn resultaten', () => {
  it('lists every finished test with date, school year, result, norm ratings in h:mm and a PDF link', async () => {
    model.myResults = results;
    renderWithProviders(<App />, { preloadedState: loggedInState(makeAccount()), route: '/mijn-resultaten' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Mijn resultaten' })).toBeInTheDocument();
    const fitheid = await screen.findByRole('region', { name: 'Fitheid' });
    const attempts = within(fitheid)
      .getAllByRole('listitem')
      .filter((li) => li.classList.contains('attempt'));
    expect(attempts).toHaveLength(2);
    expect(attempts[0]).toHaveTextContent('Afgerond op 03-02-2026 (schooljaar 2025-2026)');
    expect(attempts[0]).toHaveClass('attempt--good');
    expect(within(attempts[0]).getByText('Goed bezig!')).toBeInTheDocument();
    expect(attempts[1]).toHaveTextContent('Stilzitten (uur)10:15 Onvoldoende');
    expect(
      within(attempts[1]).getByRole('link', { name: /Download de PDF van Fitheid, afgerond op 10-03-2025/ }),
    ).toHaveAttribute('href', '/api/test/result-pdf?test=11111111-1111-4111-8111-111111111111');
    expect(screen.getByRole('region', { name: 'Slaap' })).toHaveTextContent('Let op');
  });

  it('shows how a module taken in two school years changed, as a chart with a table view', async () => {
    model.myResults = results;
    const { user } = renderWithProviders(<App />, {
      preloadedState: loggedInState(makeAccount()),
      route: '/mijn-resultaten',
    });
    const fitheid = await screen.findByRole('region', { name: 'Fitheid' });
    expect(within(fitheid).getByRole('heading', { name: 'Zo veranderde je resultaat' })).toBeInTheDocument();
    expect(
      within(fitheid).getByRole('img', { name: 'Totaalresultaat: 2024-2025: Onvoldoende, 2025-2026: Goed' }),
    ).toBeInTheDocument();
    expect(
      within(fitheid).getByRole('img', { name: 'Stilzitten (uur): 2024-2025: Onvoldoende, 2025-2026: Goed' }),
    ).toBeInTheDocument();
    // Slaap was taken once: no trend.
    expect(within(screen.getByRole('region', { name: 'Slaap' })).queryByRole('img')).not.toBeInTheDocument();

    const toggle = within(fitheid).getByRole('button', { name: 'Bekijk als tabel' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    const table = within(fitheid).getByRole('table', { name: 'Resultaat van Fitheid per schooljaar' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual(['2024-20252025-2026', 'TotaalresultaatOnvoldoendeGoed', 'Stilzitten (uur)OnvoldoendeGoed']);
  });

  it('says what to do when nothing is finished yet', async () => {
    renderWithProviders(<App />, { preloadedState: loggedInState(makeAccount()), route: '/mijn-resultaten' });
    expect(await screen.findByText(/Je hebt nog geen test afgerond/)).toBeInTheDocument();
  });

  it('is in the main menu', async () => {
    const { user } = renderWithProviders(<App />, { preloadedState: loggedInState(makeAccount()), route: '/' });
    await user.click(screen.getAllByRole('link', { name: 'Mijn resultaten' })[0]);
    expect(screen.getByTestId('location')).toHaveTextContent('/mijn-resultaten');
  });

  it('needs a login', () => {
    renderWithProviders(<App />, { preloadedState: anonymousState(), route: '/mijn-resultaten' });
    expect(screen.getByTestId('location')).toHaveTextContent('/inloggen');
  });
});

it('colours a finished tile with its latest result, in words too', async () => {
  model.myResults = [{ ...results[2], moduleId: 1 }];
  const data = { modules: [makeModule()], module_configs: [makeConfig('beweging')] };
  renderWithProviders(<App />, {
    preloadedState: loggedInWithData(makeAccount({ finishedModules: [1] }), data),
    route: '/',
  });
  expect(await screen.findByText('Laatste resultaat: Let op')).toBeInTheDocument();
  expect(screen.getByText('Laatste resultaat: Let op').closest('li')).toHaveClass('tile--result-warning');
});

it('tells a visitor in two sentences what this is and that answers are anonymous, with the privacy statement one click away', () => {
  renderWithProviders(<App />, { preloadedState: anonymousState(), route: '/' });
  expect(screen.getByText(/korte online test over je gezondheid en leefstijl/)).toBeInTheDocument();
  expect(screen.getByText(/Je antwoorden zijn anoniem/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Lees de privacyverklaring' })).toHaveAttribute('href', '/privacy.html');
});
