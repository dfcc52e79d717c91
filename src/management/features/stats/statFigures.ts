// The server's protected rows (src/shared/management/stats.ts) as figures to draw and tabulate
// (chartModel.ts). Pure. A hidden count stays hidden with its reason, and a share is only worked out
// from two shown figures: a share of a hidden group is hidden too, never 0%.
import type { Cell, Dashboard, DashboardModule, StatRow, StatsTable } from '../../../shared/management/stats';
import { ts, type StatsMessageKey } from '../../i18n/stats';
import type { FigureValue, StatChartData, StatSeries } from './chartModel';
import { STYLES, cycleStyle, type SeriesStyle } from './statsPalette';

const SERIES_KEYS = ['finished', 'skipped', 'started', 'notStarted', 'good', 'warning', 'neutral', 'bad'] as const;
type KnownSeries = (typeof SERIES_KEYS)[number];
const known = (category: string): category is KnownSeries => (SERIES_KEYS as readonly string[]).includes(category);

/** 'warning+bad' is a rare category merged with its neighbour by the server: "Aandacht / Onvoldoende". */
const parts = (category: string) => category.split('+');
export const seriesLabel = (category: string): string =>
  parts(category)
    .map((part) => (known(part) ? ts(`series.${part}` as StatsMessageKey) : part))
    .join(' / ');
const seriesStyle = (category: string, index: number): SeriesStyle => {
  const last = parts(category).at(-1)!;
  return last in STYLES ? STYLES[last as keyof typeof STYLES] : cycleStyle(index);
};

/**
 * A category a row has no cell for: in a shown row, a rating its module does not give ("–", neither
 * hidden nor 0); in a hidden row, hidden like the row (rows are shown or hidden whole).
 */
const missing = (row: StatRow): FigureValue =>
  row.count.value === null ? figure(row.count) : { value: null, absent: true };

/**
 * The categories the rows count, in the answer's order: a category no row has is left out, and a
 * merged one ('warning+bad') that only some modules have is added where its parts would be.
 */
export function categoriesOf(order: readonly string[], rows: Rows['rows']): string[] {
  const present = new Set(rows.flatMap((r) => r.row.cells.map((c) => c.category)));
  // Every row hidden (they may come without cells): the answer's own categories.
  if (present.size === 0) return [...order];
  // A merged category right after its first part ('warning', 'warning+bad', 'neutral', 'bad').
  const rank = (category: string) =>
    Math.min(...parts(category).map((p) => order.indexOf(p) >>> 0)) + (category.includes('+') ? 0.5 : 0);
  return [...present].sort((a, b) => rank(a) - rank(b));
}

const figure = (f: { value: number | null; hidden?: FigureValue['hidden'] }): FigureValue =>
  f.value === null ? { value: null, hidden: f.hidden ?? 'below_k' } : { value: f.value };

/** A cell as a share of its row's group; hidden when either is hidden. */
export function share(cell: Cell | undefined, count: FigureValue): FigureValue {
  if (!cell || cell.value === null) return { value: null, hidden: cell?.hidden ?? 'below_k' };
  if (count.value === null) return { value: null, hidden: count.hidden ?? 'below_k' };
  return { value: count.value === 0 ? 0 : cell.value / count.value };
}

interface Rows {
  title: string;
  categoryLabel: string;
  /** The cells each row holds, in order. */
  categories: readonly string[];
  rows: ReadonlyArray<{ label: string; row: StatRow }>;
}

/** The rows as series of one figure per category, each cell read by `value` (a count or a share). */
function rowsFigure(
  { title, categoryLabel, categories: order, rows }: Rows,
  value: (cell: Cell, row: StatRow) => FigureValue,
  layout: Pick<StatChartData, 'format' | 'stacked'>,
): StatChartData {
  const categories = rows.length > 0 ? categoriesOf(order, rows) : order;
  return {
    title,
    categoryLabel,
    categories: rows.map((r) => r.label),
    totals: rows.map((r) => figure(r.row.count)),
    series: categories.map((category, index): StatSeries => ({
      key: category,
      label: seriesLabel(category),
      style: seriesStyle(category, index),
      values: rows.map((r) => {
        const cell = r.row.cells.find((c) => c.category === category);
        return cell ? value(cell, r.row) : missing(r.row);
      }),
    })),
    ...layout,
  };
}

/** Counts side by side (participation). */
export const countFigure = (rows: Rows): StatChartData =>
  rowsFigure(rows, (cell) => figure(cell), { format: 'count', stacked: false });

/** Shares of each row's group, stacked to 100% (the spread of results and norm ratings). */
export const shareFigure = (rows: Rows): StatChartData =>
  rowsFigure(rows, (cell, row) => share(cell, figure(row.count)), { format: 'share', stacked: true });

const byLabel = (rows: readonly StatRow[]) => rows.map((row) => ({ label: row.label, row }));
const byModule = (modules: readonly DashboardModule[], pick: (m: DashboardModule) => StatRow) =>
  modules.map((m) => ({ label: m.module.title, row: pick(m) }));

/** The dashboard's overview: participation and results of every module. */
export function overviewFigures(dashboard: Dashboard): StatChartData[] {
  const column = ts('column.module');
  return [
    countFigure({
      title: ts('section.participation'),
      categoryLabel: column,
      categories: dashboard.participationCategories,
      rows: byModule(dashboard.modules, (m) => m.participation),
    }),
    shareFigure({
      title: ts('section.results'),
      categoryLabel: column,
      categories: dashboard.resultCategories,
      rows: byModule(dashboard.modules, (m) => m.results),
    }),
  ];
}

/** One module of the dashboard in detail: participation per year of study and class, norms, trend. */
export function moduleFigures(dashboard: Dashboard, module: DashboardModule): StatChartData[] {
  const { title } = module.module;
  const figures = [
    countFigure({
      title: `${ts('section.participationByYear')}: ${title}`,
      categoryLabel: ts('column.studyYear'),
      categories: dashboard.participationCategories,
      rows: byLabel(module.participationByStudyYear),
    }),
    countFigure({
      title: `${ts('section.participationByClass')}: ${title}`,
      categoryLabel: ts('column.className'),
      categories: dashboard.participationCategories,
      rows: byLabel(module.participationByClass),
    }),
  ];
  if (module.module.showNormTable)
    figures.push(
      shareFigure({
        title: `${ts('section.norms')}: ${title}`,
        categoryLabel: ts('column.norm'),
        categories: dashboard.resultCategories,
        rows: byLabel(module.norms),
      }),
    );
  figures.push(
    shareFigure({
      title: `${ts('section.trend')}: ${title}`,
      categoryLabel: ts('column.schoolYear'),
      categories: dashboard.resultCategories,
      rows: byLabel(module.trend),
    }),
  );
  return figures;
}

const TABLE_TITLES: Record<StatsTable['kind'], { title: StatsMessageKey; column: StatsMessageKey }> = {
  students: { title: 'section.students', column: 'column.className' },
  year: { title: 'section.year', column: 'column.studyYear' },
  gender: { title: 'section.gender', column: 'column.gender' },
  age: { title: 'section.age', column: 'column.age' },
  norm: { title: 'section.norm', column: 'column.norm' },
};

/** A module statistic: its rows and, last, the whole group ("Totaal"). */
export function tableFigure(table: StatsTable): StatChartData {
  const names = TABLE_TITLES[table.kind];
  // The whole group last; a norm table's total is the group of tests, not a row of norm ratings.
  const total = table.kind === 'norm' ? [] : [{ label: ts('series.total'), row: table.total }];
  const rows = [...byLabel(table.rows), ...total];
  const input = { title: ts(names.title), categoryLabel: ts(names.column), categories: table.categories, rows };
  return table.kind === 'students' ? countFigure(input) : shareFigure(input);
}
