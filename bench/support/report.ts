// How a benchmark hands a figure to bench/run.js: one JSON line on stdout per row. `section` groups
// rows into one Markdown table; `ours` and `surveyjs` (when both present) get a ratio column;
// `target` and `met` mark a target from issue 7. Everything else is printed as a column.
export interface Row {
  section: string;
  name: string;
  [column: string]: string | number | boolean | null | undefined;
}

export function report(row: Row): void {
  process.stdout.write(`${JSON.stringify(row)}\n`);
}

export function median(xs: number[]): number {
  if (!xs.length) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

export function percentile(xs: number[], p: number): number {
  if (!xs.length) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((s.length - 1) * p))];
}

export const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;

/** Environment knob with a default, so slow parts can be shortened (see bench/README.md). */
export function envNumber(name: string, fallback: number): number {
  const v = Number(process.env[name]);
  return Number.isFinite(v) && process.env[name] !== '' && process.env[name] !== undefined ? v : fallback;
}
