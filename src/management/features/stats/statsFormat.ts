// nl-NL numbers and percentages for the statistics pages: 1.234 and 12,5%. Built once: constructing
// Intl formatters is far slower than using them. A hidden figure (null) is never formatted here; the
// pages show the "minder dan k" marker for it instead (HiddenFigure.tsx).
const countFormat = new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 0 });
const percentFormat = new Intl.NumberFormat('nl-NL', { style: 'percent', maximumFractionDigits: 1 });

/** 1234 → '1.234'. */
export const formatCount = (n: number): string => countFormat.format(n);

/** A share from 0 to 1 → '12,5%'. */
export const formatShare = (share: number): string => percentFormat.format(share);

export type ValueFormat = 'count' | 'share';

export const formatValue = (n: number, format: ValueFormat): string =>
  format === 'share' ? formatShare(n) : formatCount(n);
