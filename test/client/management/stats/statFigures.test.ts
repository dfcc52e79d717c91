// The server's protected rows turned into figures: a share is only worked out from two shown
// figures (a share of a hidden group is hidden with its reason, never 0%), hidden rows keep their
// reason, and long names wrap so a phone's chart keeps room for its bars.
import { chartHeight, wrapLabel } from '../../../../src/management/features/stats/chartModel';
import { overviewFigures, share, tableFigure } from '../../../../src/management/features/stats/statFigures';
import { dashboard, row } from './fixtures';
import { moduleTable } from './fixtures';

it('works out a share only from shown figures', () => {
  expect(share({ category: 'good', value: 5 }, { value: 20 })).toEqual({ value: 0.25 });
  expect(share({ category: 'good', value: null, hidden: 'secondary' }, { value: 20 })).toEqual({
    value: null,
    hidden: 'secondary',
  });
  expect(share({ category: 'good', value: 5 }, { value: null, hidden: 'below_k' })).toEqual({
    value: null,
    hidden: 'below_k',
  });
  expect(share(undefined, { value: 20 })).toEqual({ value: null, hidden: 'below_k' });
});

it('turns a module table into rows with the whole group last, hidden rows keeping their reason', () => {
  const figure = tableFigure(moduleTable('gender'));
  expect(figure.title).toBe('Resultaten per geslacht');
  expect(figure.categories).toEqual(['gender a', 'gender b', 'Totaal']);
  expect(figure.totals).toEqual([{ value: 14 }, { value: null, hidden: 'secondary' }, { value: 30 }]);
  expect(figure.series.map((s) => s.label)).toEqual(['Goed', 'Aandacht', 'Onvoldoende']);
  expect(figure.series[0]!.values).toEqual([{ value: 8 / 14 }, { value: null, hidden: 'secondary' }, { value: 0.5 }]);
  expect(figure.stacked).toBe(true);

  const students = tableFigure(moduleTable('students'));
  expect(students.format).toBe('count');
  expect(students.series.map((s) => s.label)).toEqual(['Afgerond', 'Overgeslagen', 'Begonnen', 'Niet begonnen']);
  expect(tableFigure(moduleTable('norm')).categories).not.toContain('Totaal');
});

it('names a merged rare category by its parts and leaves a rating a module does not give out, not hidden', () => {
  const answer = dashboard('school', 1, 'Demo College');
  answer.resultCategories = ['good', 'warning', 'neutral', 'bad'];
  answer.modules[0]!.results = row('all', 'Alle', ['good', 'warning+bad'], [20, 20]);
  answer.modules[1]!.results = row('all', 'Alle', ['good', 'warning', 'bad'], [10, 10, 20]);
  const results = overviewFigures(answer)[1]!;
  expect(results.series.map((s) => s.label)).toEqual(['Goed', 'Aandacht', 'Aandacht / Onvoldoende', 'Onvoldoende']);
  expect(results.series.map((s) => s.values[0])).toEqual([
    { value: 0.5 },
    { value: null, absent: true },
    { value: 0.5 },
    { value: null, absent: true },
  ]);
  expect(results.series[3]!.values[1]).toEqual({ value: 0.5 });

  // A hidden row may come without cells: hidden in every column, never '–'.
  answer.modules[1]!.results = { ...row('all', 'Alle', [], []), count: { value: null, hidden: 'secondary' } };
  expect(overviewFigures(answer)[1]!.series.map((s) => s.values[1])).toEqual(
    Array(2).fill({ value: null, hidden: 'secondary' }),
  );
});

it('wraps long names and makes a narrow chart taller', () => {
  expect(wrapLabel('Gehoor (Oorcheck) (minder\u00a0dan\u00a010)', 12)).toEqual([
    'Gehoor',
    '(Oorcheck)',
    '(minder\u00a0dan\u00a010)',
  ]);
  expect(wrapLabel('Fitheid (120)', 30)).toEqual(['Fitheid (120)']);
  const figure = tableFigure(moduleTable('gender'));
  expect(chartHeight(figure, 260, 10)).toBeGreaterThanOrEqual(chartHeight(figure, 1000, 10));
});
