// One statistics figure on its own: the chart gets the same numbers as the table, a hidden figure
// stays null (never 0) for the chart and reads "minder dan k" in the table, the legend names every
// series and the marker, and numbers are written the Dutch way.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StatChartData } from '../../../../src/management/features/stats/chartModel';
import { StatFigure } from '../../../../src/management/features/stats/StatFigure';
import { STYLES } from '../../../../src/management/features/stats/statsPalette';

const mockDrawn: StatChartData[] = [];
const drawn = mockDrawn;
jest.mock('../../../../src/management/features/stats/chartLoader', () => ({
  loadChart: async () => ({
    drawChart: (_canvas: HTMLCanvasElement, data: StatChartData) => {
      mockDrawn.push(data);
      return { destroy: () => undefined };
    },
  }),
}));

const n = (value: number) => ({ value });
const belowK = { value: null, hidden: 'below_k' } as const;
const secondary = { value: null, hidden: 'secondary' } as const;

const participation: StatChartData = {
  title: 'Deelname per module',
  categoryLabel: 'Module',
  categories: ['Fitheid', 'Voeding'],
  series: [
    { key: 'skipped', label: 'Overgeslagen', style: STYLES.skipped, values: [n(1234), belowK] },
    { key: 'finished', label: 'Afgerond', style: STYLES.finished, values: [n(1100), belowK] },
  ],
  format: 'count',
  stacked: false,
};

beforeEach(() => {
  drawn.length = 0;
});

it('draws the chart with a hidden figure as null and names it in the legend', async () => {
  render(<StatFigure data={participation} k={10} />);
  expect(screen.getByRole('heading', { level: 3, name: 'Deelname per module' })).toBeInTheDocument();
  expect(await screen.findByRole('img', { name: /Deelname per module\. Grafiek/ })).toBeInTheDocument();
  await waitFor(() => expect(drawn).toHaveLength(1));
  expect(drawn.at(-1)?.series[0]?.values).toEqual([{ value: 1234 }, { value: null, hidden: 'below_k' }]);
  const legend = screen.getByRole('list');
  expect(
    within(legend)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual(['Overgeslagen', 'Afgerond', 'minder dan 10']);
  expect(screen.getByRole('button', { name: 'Grafiek' })).toHaveAttribute('aria-pressed', 'true');
});

it('shows the same numbers as a table with caption, headers and the marker explained', async () => {
  const user = userEvent.setup();
  render(<StatFigure data={participation} k={10} />);
  await user.click(screen.getByRole('button', { name: 'Tabel' }));
  expect(screen.getByRole('button', { name: 'Tabel' })).toHaveAttribute('aria-pressed', 'true');
  const table = screen.getByRole('table', { name: 'Deelname per module' });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent),
  ).toEqual(['Module', 'Overgeslagen', 'Afgerond']);
  const fitheid = within(table).getByRole('row', { name: /Fitheid/ });
  expect(
    within(fitheid)
      .getAllByRole('cell')
      .map((td) => td.textContent),
  ).toEqual(['1.234', '1.100']);
  const voeding = within(table).getByRole('row', { name: /Voeding/ });
  expect(
    within(voeding)
      .getAllByRole('cell')
      .map((td) => td.textContent),
  ).toEqual(['minder dan 10', 'minder dan 10']);
  expect(screen.getByText(/“minder dan 10”: deze groep heeft minder dan 10 leerlingen/)).toBeInTheDocument();
  expect(screen.queryByText(/“verborgen”/)).toBeNull();
  expect(screen.getByRole('region', { name: 'Tabel: Deelname per module' })).toHaveAttribute('tabindex', '0');
});

it('writes shares as Dutch percentages and leaves the marker note out when nothing is hidden', async () => {
  const user = userEvent.setup();
  const spread: StatChartData = {
    title: 'Resultaten per module',
    categoryLabel: 'Module',
    categories: ['Fitheid'],
    series: [
      { key: 'good', label: 'Goed', style: STYLES.good, values: [n(0.125)] },
      { key: 'bad', label: 'Onvoldoende', style: STYLES.bad, values: [n(0.875)] },
    ],
    format: 'share',
    stacked: true,
  };
  render(<StatFigure data={spread} k={12} />);
  await user.click(screen.getByRole('button', { name: 'Tabel' }));
  const row = screen.getByRole('row', { name: /Fitheid/ });
  expect(
    within(row)
      .getAllByRole('cell')
      .map((td) => td.textContent),
  ).toEqual(['12,5%', '87,5%']);
  expect(screen.queryByText(/minder dan/)).toBeNull();
});

it('shows a figure hidden to protect another group exactly like a small group, with one explanation', async () => {
  const user = userEvent.setup();
  const data: StatChartData = {
    ...participation,
    totals: [n(40), belowK],
    series: [{ key: 'finished', label: 'Afgerond', style: STYLES.finished, values: [secondary, belowK] }],
  };
  render(<StatFigure data={data} k={10} />);
  // One legend entry for every hidden figure: the reason (secondary or below_k) does not show.
  expect(screen.getByRole('list').textContent).toBe('Afgerondminder dan 10');
  await user.click(screen.getByRole('button', { name: 'Tabel' }));
  expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Module', 'Leerlingen', 'Afgerond']);
  const fitheid = screen.getByRole('row', { name: /Fitheid/ });
  expect(
    within(fitheid)
      .getAllByRole('cell')
      .map((td) => td.textContent),
  ).toEqual(['40', 'minder dan 10']);
  const voeding = screen.getByRole('row', { name: /Voeding/ });
  expect(
    within(voeding)
      .getAllByRole('cell')
      .map((td) => td.textContent),
  ).toEqual(['minder dan 10', 'minder dan 10']);
  expect(screen.getAllByText(/“minder dan 10”: deze groep heeft minder dan 10 leerlingen/)).toHaveLength(1);
  expect(screen.queryByText(/verborgen/)).toBeNull();
});

it('says there is nothing yet instead of an empty chart', () => {
  render(<StatFigure data={{ ...participation, categories: [] }} k={10} />);
  expect(screen.getByText('Nog geen gegevens voor deze keuze.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Tabel' })).toBeNull();
});
