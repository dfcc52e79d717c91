// The canvas of a figure. Chart.js arrives as a chunk of its own on the first chart, so
// the management site's first view never carries it and a statistics page shows its headings and
// filters before the library is in (chartLoader.ts). The canvas is an image named after the figure; its numbers are
// in the table view beside it (StatFigure.tsx).
import { useEffect, useRef, useState } from 'react';
import { ts } from '../../i18n/stats';
import { loadChart } from './chartLoader';
import { chartHeight, type StatChartData } from './chartModel';

export function StatChart({ data, k, onFailed }: { data: StatChartData; k: number; onFailed: () => void }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const box = useRef<HTMLDivElement>(null);
  // The height follows the width (names wrap on a phone): measured once drawn, and again when the window changes.
  const [width, setWidth] = useState(600);
  useEffect(() => {
    const measure = () => setWidth(box.current?.clientWidth || 600);
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, []);
  // Redraw only when the numbers change, not on every render of the page.
  const key = JSON.stringify(data);
  useEffect(() => {
    let live = true;
    let chart: { destroy: () => void } | null = null;
    loadChart().then(
      ({ drawChart }) => {
        if (live && canvas.current) chart = drawChart(canvas.current, data, k);
      },
      () => live && onFailed(),
    );
    return () => {
      live = false;
      chart?.destroy();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for data
  }, [key, k, width]);
  return (
    <div ref={box} className="mg-stat__canvas" style={{ height: chartHeight(data, width, k) }}>
      <canvas ref={canvas} role="img" aria-label={ts('view.chartAlt', { title: data.title })} />
    </div>
  );
}
