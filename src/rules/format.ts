// Display formats of docs/product.md §9: nl-NL numbers (at most one decimal), EUR, h:mm, DD-MM-YYYY.
import dayjs from 'dayjs';

// Built once: constructing Intl formatters is far slower than using them.
const numberFormat = new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 1 });
const currencyFormat = new Intl.NumberFormat('nl-NL', {
  style: 'currency',
  currency: 'EUR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

export type DateInput = Date | string | number;

/** 1234.56 → '1.234,6'. */
export function formatNumber(n: number): string {
  return numberFormat.format(n);
}

/** 12.5 → '€ 12,50' (Intl puts a no-break space after the euro sign). */
export function formatCurrency(n: number): string {
  return currencyFormat.format(n);
}

/** Hours as h:mm, rounded to the minute: 7.75 → '7:45', 0.5 → '0:30', -1.5 → '-1:30'. */
export function formatHours(hours: number): string {
  const totalMinutes = Math.round(Math.abs(hours) * 60);
  const h = Math.floor(totalMinutes / 60);
  const m = totalMinutes % 60;
  const sign = hours < 0 && totalMinutes > 0 ? '-' : '';
  return `${sign}${h}:${String(m).padStart(2, '0')}`;
}

/**
 * A norm's measured value as every screen and the PDF show it: h:mm for hours (10.25 → '10:15'),
 * otherwise an nl-NL number; '–' when there is none.
 */
export function formatNormValue(norm: { value: number | null; unit?: 'hours' }): string {
  if (norm.value === null) return '–';
  return norm.unit === 'hours' ? formatHours(norm.value) : formatNumber(norm.value);
}

/**
 * Where the schools are. A browser shows its own local time, but a document the server makes (a PDF)
 * must show the Dutch date whatever zone the server runs in: at 00:30 in Utrecht it is already the
 * next day, while a server on UTC still says yesterday.
 */
export const SCHOOL_TIME_ZONE = 'Europe/Amsterdam';

const zoneFormats = new Map<string, Intl.DateTimeFormat>();

/** The date's day, month, year, hour and minute on the clock of `timeZone`; null for an invalid date. */
function clockIn(d: DateInput, timeZone: string): Record<'day' | 'month' | 'year' | 'hour' | 'minute', string> | null {
  const date = dayjs(d);
  if (!date.isValid()) return null;
  let format = zoneFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    zoneFormats.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(date.toDate()).map((p) => [p.type, p.value]));
  return { day: parts.day, month: parts.month, year: parts.year, hour: parts.hour, minute: parts.minute };
}

/** DD-MM-YYYY in local time, or on the clock of `timeZone`; '' for an invalid date. */
export function formatDate(d: DateInput, timeZone?: string): string {
  if (timeZone) {
    const c = clockIn(d, timeZone);
    return c ? `${c.day}-${c.month}-${c.year}` : '';
  }
  const date = dayjs(d);
  return date.isValid() ? date.format('DD-MM-YYYY') : '';
}

/** DD-MM-YYYY HH:mm in local time, or on the clock of `timeZone`; '' for an invalid date. */
export function formatDateTime(d: DateInput, timeZone?: string): string {
  if (timeZone) {
    const c = clockIn(d, timeZone);
    return c ? `${c.day}-${c.month}-${c.year} ${c.hour}:${c.minute}` : '';
  }
  const date = dayjs(d);
  return date.isValid() ? date.format('DD-MM-YYYY HH:mm') : '';
}

/** Cuts after n characters and appends '...'; trailing spaces before the dots are dropped. */
export function truncate(s: string, n = 30): string {
  if (s.length <= n) return s;
  return `${s.slice(0, n).trimEnd()}...`;
}
