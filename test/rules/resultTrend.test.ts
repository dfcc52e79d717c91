import { resultTrends, type TrendInput } from '../../src/rules/resultTrend';

const test = (over: Partial<TrendInput>): TrendInput => ({
  moduleId: 1,
  finishedAt: '2025-10-01T10:00:00.000Z',
  schoolYear: '2025-2026',
  result: 'good',
  norms: null,
  ...over,
});

describe('resultTrends', () => {
  it('leaves out modules taken in one school year only', () => {
    expect(resultTrends([test({}), test({ finishedAt: '2026-02-01T10:00:00.000Z', result: 'bad' })])).toEqual([]);
  });

  it('gives one column per school year (the latest test of a year counts) and a row per norm', () => {
    const norm = (result: 'good' | 'bad' | null) => [{ name: 'opdrukken', title: 'Opdrukken', result }];
    const trends = resultTrends([
      test({ schoolYear: '2025-2026', finishedAt: '2026-03-01T10:00:00.000Z', result: 'good', norms: norm('good') }),
      test({ schoolYear: '2025-2026', finishedAt: '2025-10-01T10:00:00.000Z', result: 'bad', norms: norm('bad') }),
      test({ schoolYear: '2024-2025', finishedAt: '2024-10-01T10:00:00.000Z', result: 'warning', norms: norm(null) }),
      test({ moduleId: 2, schoolYear: '2025-2026' }),
    ]);
    expect(trends).toEqual([
      {
        moduleId: 1,
        years: ['2024-2025', '2025-2026'],
        rows: [
          { key: 'result', title: null, ratings: ['warning', 'good'] },
          { key: 'opdrukken', title: 'Opdrukken', ratings: [null, 'good'] },
        ],
      },
    ]);
  });
});
