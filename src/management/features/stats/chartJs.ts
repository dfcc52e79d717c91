// Chart.js, loaded only when a statistics page draws its first chart (a chunk of its own): only the
// parts a horizontal bar chart needs are registered, so the rest of the library is left out of the
// bundle. Bars run sideways, so a phone shows a long list of modules by growing taller, never wider.
// Every chart is drawn from the same StatChartData as its table; the legend is HTML (StatFigure.tsx).
import { BarController, BarElement, CategoryScale, Chart, LinearScale } from 'chart.js';
import type { ChartConfiguration, Plugin } from 'chart.js';
import { categoryLabel, hiddenText, labelChars, wrapLabel, type StatChartData } from './chartModel';
import { formatValue } from './statsFormat';
import { HIDDEN_STYLE, OUTLINE, type SeriesStyle } from './statsPalette';

Chart.register(BarController, BarElement, CategoryScale, LinearScale);

const LABEL_FONT = '600 12px system-ui, sans-serif';

/** A small tile of the pattern, repeated over a bar: the pattern tells series apart without colour. */
function fill(ctx: CanvasRenderingContext2D, { colour, pattern }: SeriesStyle): string | CanvasPattern {
  if (pattern === 'solid') return colour;
  const tile = document.createElement('canvas');
  tile.width = tile.height = 8;
  const t = tile.getContext('2d');
  if (!t) return colour;
  t.fillStyle = colour;
  t.fillRect(0, 0, 8, 8);
  t.strokeStyle = 'rgba(0,0,0,0.45)';
  t.fillStyle = 'rgba(0,0,0,0.45)';
  t.lineWidth = 1.5;
  t.beginPath();
  if (pattern === 'diagonal' || pattern === 'cross') {
    t.moveTo(0, 8);
    t.lineTo(8, 0);
    t.moveTo(-2, 2);
    t.lineTo(2, -2);
    t.moveTo(6, 10);
    t.lineTo(10, 6);
  }
  if (pattern === 'cross') {
    t.moveTo(0, 0);
    t.lineTo(8, 8);
  }
  if (pattern === 'vertical') {
    t.moveTo(4, 0);
    t.lineTo(4, 8);
  }
  t.stroke();
  if (pattern === 'dots') {
    t.beginPath();
    t.arc(4, 4, 1.4, 0, Math.PI * 2);
    t.fill();
  }
  return ctx.createPattern(tile, 'repeat') ?? colour;
}

/** Text on a white patch, so it reads on any colour and pattern. */
function label(ctx: CanvasRenderingContext2D, text: string, x: number, y: number) {
  const width = ctx.measureText(text).width;
  ctx.fillStyle = 'rgba(255,255,255,0.9)';
  ctx.fillRect(x - 2, y - 8, width + 4, 16);
  ctx.fillStyle = '#111827';
  ctx.fillText(text, x, y);
}

interface Box {
  x: number;
  y: number;
  base: number;
  height: number;
}

/**
 * Draws what a bar cannot: each hidden figure as a hatched grey band across the plot with
 * "minder dan k" written in it (a hidden figure is not a length, so never a bar of 0), and each shown
 * figure's value beside or inside its bar.
 */
function figuresPlugin(data: StatChartData, k: number): Plugin<'bar'> {
  return {
    id: 'lrcFigures',
    afterDatasetsDraw(chart) {
      const { ctx, chartArea } = chart;
      ctx.save();
      ctx.font = LABEL_FONT;
      ctx.textBaseline = 'middle';
      const hiddenFill = fill(ctx, HIDDEN_STYLE);
      const hiddenBand = (from: number, box: Box, text: string) => {
        const top = box.y - box.height / 2;
        ctx.fillStyle = hiddenFill;
        ctx.fillRect(from, top, chartArea.right - from, box.height);
        ctx.setLineDash([4, 3]);
        ctx.strokeStyle = OUTLINE;
        ctx.strokeRect(from, top, chartArea.right - from, box.height);
        ctx.setLineDash([]);
        label(ctx, text, from + 6, box.y);
      };
      const boxes = data.series.map((_, di) =>
        chart.getDatasetMeta(di).data.map((el) => el.getProps(['x', 'y', 'base', 'height'], true) as unknown as Box),
      );
      data.categories.forEach((_, row) => {
        if (data.stacked) {
          // Shown shares stack from the left; whatever is hidden is the rest of the row.
          const figures = data.series.map((s) => s.values[row]);
          const shown = figures.flatMap((f, di) => (f?.value == null ? [] : [boxes[di]![row]!]));
          const firstHidden = figures.find((f) => f?.value == null && !f?.absent);
          const box = boxes[0]?.[row];
          if (box && firstHidden !== undefined)
            hiddenBand(Math.max(chartArea.left, ...shown.map((b) => b.x)), box, hiddenText(k));
        }
        // A row hidden whole (the server hides rows whole) is one band with one marker, not one per bar.
        const rowBoxes = boxes.map((b) => b[row]).filter((b): b is Box => b !== undefined);
        const rowHidden =
          !data.stacked && data.series.every((s) => s.values[row]?.value == null || s.values[row]?.absent);
        if (rowHidden && rowBoxes.length > 0) {
          const top = Math.min(...rowBoxes.map((b) => b.y - b.height / 2));
          const bottom = Math.max(...rowBoxes.map((b) => b.y + b.height / 2));
          hiddenBand(chartArea.left, { x: 0, base: 0, y: (top + bottom) / 2, height: bottom - top }, hiddenText(k));
          return;
        }
        data.series.forEach((series, di) => {
          const figure = series.values[row];
          const box = boxes[di]?.[row];
          if (!box) return;
          const value = figure?.value;
          if (value == null) {
            if (!data.stacked && !figure?.absent) hiddenBand(chartArea.left, box, hiddenText(k));
            return;
          }
          const text = formatValue(value, data.format);
          const width = ctx.measureText(text).width;
          if (data.stacked) {
            if (box.x - box.base >= width + 8) label(ctx, text, (box.x + box.base) / 2 - width / 2, box.y);
          } else {
            const after = box.x + 4;
            label(ctx, text, after + width <= chartArea.right ? after : box.x - width - 6, box.y);
          }
        });
      });
      ctx.restore();
    },
  };
}

export function chartConfig(canvas: HTMLCanvasElement, data: StatChartData, k: number): ChartConfiguration<'bar'> {
  const ctx = canvas.getContext('2d');
  const share = data.format === 'share';
  const maxChars = labelChars(canvas.parentElement?.clientWidth ?? 600);
  return {
    type: 'bar',
    data: {
      labels: data.categories.map((_, row) => wrapLabel(categoryLabel(data, row, k), maxChars)),
      datasets: data.series.map((series) => ({
        label: series.label,
        data: series.values.map((f) => f.value),
        backgroundColor: ctx ? fill(ctx, series.style) : series.style.colour,
        borderColor: OUTLINE,
        borderWidth: 1,
        borderSkipped: false,
      })),
    },
    options: {
      indexAxis: 'y',
      responsive: true,
      maintainAspectRatio: false,
      // No movement: the figures are read, not watched (and prefers-reduced-motion is honoured by default).
      animation: false,
      events: [],
      scales: {
        x: {
          // Nothing shown: a scale of 0 to 2 would suggest numbers that are not there.
          display: data.series.some((series) => series.values.some((f) => f.value !== null)),
          stacked: data.stacked,
          beginAtZero: true,
          ...(share ? { max: 1 } : { grace: '15%' }),
          ticks: { callback: (value) => formatValue(Number(value), data.format), ...(share ? {} : { precision: 0 }) },
        },
        y: { stacked: data.stacked, ticks: { autoSkip: false, color: '#111827' } },
      },
    },
    plugins: [figuresPlugin(data, k)],
  };
}

/** Draws the chart on the canvas; the caller destroys it when the data changes or the page goes. */
export function drawChart(canvas: HTMLCanvasElement, data: StatChartData, k: number): { destroy: () => void } {
  return new Chart(canvas, chartConfig(canvas, data, k));
}
