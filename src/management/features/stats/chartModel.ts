// What one statistics figure shows, independent of how it is drawn: the chart (chartJs.ts) and its
// table view (StatTable.tsx) are both made from this, so they cannot show different numbers.
import type { SeriesStyle } from './statsPalette';
import type { ValueFormat } from './statsFormat';

/** Why the server hid a figure (src/shared/management/stats.ts, HIDDEN_REASONS). */
export type HiddenReason = 'below_k' | 'secondary';

/** A figure as the server sends it: a number, or null with the reason it is hidden (never 0). */
export interface FigureValue {
  value: number | null;
  hidden?: HiddenReason;
}

export interface StatSeries {
  key: string;
  label: string;
  style: SeriesStyle;
  /** One figure per category. */
  values: readonly FigureValue[];
}

export interface StatChartData {
  /** The caption of the chart and of its table. */
  title: string;
  /** The header of the table's first column (what the categories are: Module, Klas, Schooljaar…). */
  categoryLabel: string;
  categories: readonly string[];
  /** The size of each category's group (students), shown beside its name and as the table's second column. */
  totals?: readonly FigureValue[];
  series: readonly StatSeries[];
  format: ValueFormat;
  /** Stacked bars of shares that add up to 100% (the spread of results); otherwise bars side by side. */
  stacked: boolean;
}

const figures = (data: StatChartData): FigureValue[] => [
  ...data.series.flatMap((s) => s.values),
  ...(data.totals ?? []),
];

/** Which kinds of hidden figure the data holds, for the legend and the note under the table. */
export function hiddenKinds(data: StatChartData): { belowK: boolean; secondary: boolean } {
  const hidden = figures(data).filter((f) => f.value === null);
  return {
    belowK: hidden.some((f) => f.hidden !== 'secondary'),
    secondary: hidden.some((f) => f.hidden === 'secondary'),
  };
}

export const isEmpty = (data: StatChartData): boolean => data.categories.length === 0 || data.series.length === 0;

/** The canvas height a chart needs: a row per category, thicker when several bars share a row. */
export function chartHeight(data: StatChartData): number {
  const perRow = data.stacked ? 34 : 10 + 18 * data.series.length;
  return 44 + perRow * Math.max(1, data.categories.length);
}
