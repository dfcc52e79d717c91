// Quarter-hour ranges (docs/product.md §9): two clock times in hours; the duration wraps around midnight,
// so 22:30 – 7:00 is 8:30. Times may exceed 24 on a slider that spans midnight (e.g. 18 to 36).
import { formatHours } from './format';

/** Keeps x in [0, 24) and rounds to the quarter hour to shed floating-point noise. */
function wrapDay(x: number): number {
  const quarters = Math.round(x * 4);
  return (((quarters % 96) + 96) % 96) / 4;
}

/** (end - start) modulo 24, in hours. */
export function rangeDuration(start: number, end: number): number {
  return wrapDay(end - start);
}

/** A clock time in h:mm, wrapped into one day: 31 → '7:00'. */
export function formatClockTime(hours: number): string {
  return formatHours(wrapDay(hours));
}

/** 'start – end = duration', e.g. '22:30 – 7:00 = 8:30'. */
export function formatRange(start: number, end: number): string {
  return `${formatClockTime(start)} – ${formatClockTime(end)} = ${formatHours(rangeDuration(start, end))}`;
}
