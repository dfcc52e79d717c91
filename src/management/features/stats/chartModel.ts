// What one statistics figure shows, independent of how it is drawn: the chart (chartJs.ts) and its
// table view (StatTable.tsx) are both made from this, so they cannot show different numbers.
import { ts } from '../../i18n/stats';
import type { SeriesStyle } from './statsPalette';
import { formatCount, type ValueFormat } from './statsFormat';

/** Why the server hid a figure (src/shared/management/stats.ts, HIDDEN_REASONS). */
export type HiddenReason = 'below_k' | 'secondary';

/** A figure as the server sends it: a number, or null with the reason it is hidden (never 0). */
export interface FigureValue {
  value: number | null;
  hidden?: HiddenReason;
  /** Not counted here at all (a rating this module does not give): "–", neither hidden nor 0. */
  absent?: true;
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

/** Whether the data holds a hidden figure, for the legend and the note under the table. */
export const hasHidden = (data: StatChartData): boolean => figures(data).some((f) => f.value === null && !f.absent);

export const isEmpty = (data: StatChartData): boolean => data.categories.length === 0 || data.series.length === 0;

/**
 * The marker's words (HiddenFigure.tsx shows them; the chart writes them on its hidden bands): the
 * same for every hidden figure, whatever the reason the server gives (an empty group, a small one,
 * or one hidden so that a smaller group cannot be worked out), so the look tells nothing.
 */
export const hiddenText = (k: number): string => ts('hidden.text', { k });

/** "Fitheid (34)": the group's size beside its name, or the marker when the group is hidden. */
export function categoryLabel(data: StatChartData, row: number, k: number): string {
  const category = data.categories[row] ?? '';
  const total = data.totals?.[row];
  if (!total) return category;
  // No-break spaces: the size stays on one line when a long name wraps.
  const size = total.value === null ? hiddenText(k) : formatCount(total.value);
  return `${category} (${size.replace(/ /g, '\u00a0')})`;
}

/** How many characters of a name fit on one line beside the bars: about a third of the width, at ~7 px each. */
export const labelChars = (width: number): number => Math.min(30, Math.max(10, Math.floor(width / 21)));

/** A long name over several lines, so a narrow chart (a phone) keeps room for its bars and cuts no name off. */
export function wrapLabel(text: string, maxChars: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(' ')) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + 1 + word.length <= maxChars) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** The canvas height a chart needs at a width: a row per category, taller for several bars or a name on several lines. */
export function chartHeight(data: StatChartData, width: number, k: number): number {
  const lines = Math.max(
    1,
    ...data.categories.map((_, row) => wrapLabel(categoryLabel(data, row, k), labelChars(width)).length),
  );
  const perRow = Math.max(data.stacked ? 34 : 10 + 18 * data.series.length, 8 + 15 * lines);
  return 44 + perRow * Math.max(1, data.categories.length);
}
