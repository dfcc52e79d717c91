// How a module's result changed per school year: a tiny hand-made SVG per row (the overall result
// and each norm), where a higher dot is a better rating, plus a table view with the same numbers in
// words. The SVG is an image with a text alternative; the table is the accessible, exact view.
import { useId, useState } from 'react';
import { t } from '../../../i18n/nl';
import type { ModuleTrend } from '../../../rules/resultTrend';
import type { NormRating } from '../../../rules/types';
import { ratingLabel } from '../../moduleDialog/components/NormTable';

const WIDTH = 300;
const HEIGHT = 40;
const PAD = 12;
// Higher is better; 'neutral' says nothing good or bad and sits in the middle like 'let op'.
const LEVEL: Record<NormRating, number> = { good: 8, warning: 20, neutral: 20, bad: 32 };

function x(i: number, n: number): number {
  return n === 1 ? WIDTH / 2 : PAD + (i * (WIDTH - 2 * PAD)) / (n - 1);
}

function Sparkline({ ratings, label }: { ratings: Array<NormRating | null>; label: string }) {
  const n = ratings.length;
  const points = ratings.map((r, i) => (r ? { x: x(i, n), y: LEVEL[r], r } : null));
  // Lines only between neighbouring years that both have a rating.
  const segments = points.slice(1).map((p, i) => (p && points[i] ? [points[i]!, p] : null));
  return (
    <svg className="trend__spark" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={label}>
      {[8, 20, 32].map((y) => (
        <line key={y} className="trend__grid" x1={0} x2={WIDTH} y1={y} y2={y} />
      ))}
      {segments.map(
        (s, i) => s && <line key={i} className="trend__line" x1={s[0].x} y1={s[0].y} x2={s[1].x} y2={s[1].y} />,
      )}
      {points.map(
        (p, i) => p && <circle key={i} className={`trend__dot trend__dot--${p.r}`} cx={p.x} cy={p.y} r={5} />,
      )}
    </svg>
  );
}

export function ResultTrendChart({ trend, title }: { trend: ModuleTrend; title: string }) {
  const [table, setTable] = useState(false);
  const tableId = useId();
  const rowTitle = (row: ModuleTrend['rows'][number]) => row.title ?? t('myResults.overall');
  const words = (ratings: Array<NormRating | null>) =>
    ratings
      .map((r, i) =>
        t('myResults.trendYear', { year: trend.years[i], rating: r ? ratingLabel(r) : t('myResults.noRating') }),
      )
      .join(', ');

  return (
    <div className="trend">
      <h3 className="trend__heading">{t('myResults.trendHeading')}</h3>
      <p className="trend__explained">{t('myResults.trendExplained')}</p>
      <ul className="trend__rows">
        {trend.rows.map((row) => (
          <li key={row.key} className="trend__row">
            <span className="trend__label">{rowTitle(row)}</span>
            <Sparkline
              ratings={row.ratings}
              label={t('myResults.trendChart', { row: rowTitle(row), values: words(row.ratings) })}
            />
          </li>
        ))}
      </ul>
      <div className="trend__years" aria-hidden="true">
        {trend.years.map((year) => (
          <span key={year}>{year}</span>
        ))}
      </div>
      <button
        type="button"
        className="md-disclosure__button trend__toggle"
        aria-expanded={table}
        aria-controls={tableId}
        onClick={() => setTable((v) => !v)}
      >
        <span className="md-disclosure__marker" aria-hidden="true" />
        {t('myResults.showTable')}
      </button>
      <div id={tableId} hidden={!table} className="trend__table-wrap">
        <table className="trend__table">
          <caption>{t('myResults.tableCaption', { title })}</caption>
          <thead>
            <tr>
              <td />
              {trend.years.map((year) => (
                <th key={year} scope="col">
                  {year}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {trend.rows.map((row) => (
              <tr key={row.key}>
                <th scope="row">{rowTitle(row)}</th>
                {row.ratings.map((r, i) => (
                  <td key={trend.years[i]}>
                    {r ? <span className={`md-rating md-rating--${r}`}>{ratingLabel(r)}</span> : '–'}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
