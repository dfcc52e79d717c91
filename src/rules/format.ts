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

/** DD-MM-YYYY in local time; '' for an invalid date. */
export function formatDate(d: DateInput): string {
  const date = dayjs(d);
  return date.isValid() ? date.format('DD-MM-YYYY') : '';
}

/** DD-MM-YYYY HH:mm in local time; '' for an invalid date. */
export function formatDateTime(d: DateInput): string {
  const date = dayjs(d);
  return date.isValid() ? date.format('DD-MM-YYYY HH:mm') : '';
}

/** Cuts after n characters and appends '...'; trailing spaces before the dots are dropped. */
export function truncate(s: string, n = 30): string {
  if (s.length <= n) return s;
  return `${s.slice(0, n).trimEnd()}...`;
}
