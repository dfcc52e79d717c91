// The table view of a figure: the same numbers as the chart, for screen readers and for copying, with
// a caption, row and column headers, and the hidden-figure marker explained under it. In a region of
// its own that scrolls sideways when a wide table does not fit a phone (the page itself never does).
import { ts } from '../../i18n/stats';
import type { StatChartData } from './chartModel';
import { Figure } from './HiddenFigure';

export function StatTable({ data, k }: { data: StatChartData; k: number }) {
  return (
    <div
      className="mg-stat__table-wrap"
      role="region"
      aria-label={ts('view.tableRegion', { title: data.title })}
      tabIndex={0}
    >
      <table className="mg-stat__table">
        <caption>{data.title}</caption>
        <thead>
          <tr>
            <th scope="col">{data.categoryLabel}</th>
            {data.totals && <th scope="col">{ts('column.students')}</th>}
            {data.series.map((series) => (
              <th key={series.key} scope="col">
                {series.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {data.categories.map((category, row) => (
            <tr key={`${row}-${category}`}>
              <th scope="row">{category}</th>
              {data.totals && (
                <td>
                  <Figure figure={data.totals[row]} k={k} format="count" />
                </td>
              )}
              {data.series.map((series) => (
                <td key={series.key}>
                  <Figure figure={series.values[row]} k={k} format={data.format} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
