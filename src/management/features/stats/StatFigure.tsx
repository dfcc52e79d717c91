// One statistics figure: its title, a choice between the chart and the table of the same numbers,
// an HTML legend (label + colour + pattern, so never colour alone) and the hidden-figure marker
// explained. The table is always one press away, for screen readers and for copying.
import { useId, useState } from 'react';
import { ts } from '../../i18n/stats';
import { hasHidden, hiddenText, isEmpty, type StatChartData } from './chartModel';
import { StatChart } from './StatChart';
import { StatTable } from './StatTable';
import { HIDDEN_STYLE, swatchBackground, type SeriesStyle } from './statsPalette';

type View = 'chart' | 'table';

export function StatFigure({ data, k }: { data: StatChartData; k: number }) {
  const [view, setView] = useState<View>('chart');
  const titleId = useId();
  const hidden = hasHidden(data);
  const empty = isEmpty(data);
  return (
    <figure className="mg-stat" aria-labelledby={titleId}>
      <figcaption className="mg-stat__head">
        <h3 id={titleId} className="mg-stat__title">
          {data.title}
        </h3>
        {!empty && (
          <div className="mg-stat__views" role="group" aria-label={ts('view.label', { title: data.title })}>
            {(['chart', 'table'] as const).map((option) => (
              <button
                key={option}
                type="button"
                className="button button--secondary mg-stat__view"
                aria-pressed={view === option}
                onClick={() => setView(option)}
              >
                {ts(`view.${option}`)}
              </button>
            ))}
          </div>
        )}
      </figcaption>
      {empty ? (
        <p className="mg-stat__empty">{ts('view.noData')}</p>
      ) : view === 'chart' ? (
        <>
          <ul className="mg-stat__legend">
            {data.series.map((series) => (
              <LegendItem key={series.key} style={series.style} text={series.label} />
            ))}
            {hidden && <LegendItem style={HIDDEN_STYLE} text={hiddenText(k)} />}
          </ul>
          <StatChart data={data} k={k} onFailed={() => setView('table')} />
        </>
      ) : (
        <>
          <StatTable data={data} k={k} />
          {hidden && <p className="mg-stat__note">{ts('hidden.explain', { k })}</p>}
        </>
      )}
    </figure>
  );
}

function LegendItem({ style, text }: { style: SeriesStyle; text: string }) {
  return (
    <li>
      <span className="mg-stat__swatch" aria-hidden="true" style={{ background: swatchBackground(style) }} />
      {text}
    </li>
  );
}
