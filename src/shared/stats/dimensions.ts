// The dimensions statistics know of a finished test or a student, and their fixed value lists. Pure.
// Ages are kept in two-year bands and dates in quarters of the school year: a single age or a free
// date range would let two nearly equal filters single out a few students (docs/privacy.md).

/** Two-year bands: a single age in a small school is too close to a person. '21+' means 21 or older. */
export const AGE_BANDS = ['15-16', '17-18', '19-20', '21+'] as const;
export type AgeBand = (typeof AGE_BANDS)[number];

/** Quarters of the school year (1 Aug – 31 Jul): '1' Aug–Oct, '2' Nov–Jan, '3' Feb–Apr, '4' May–Jul. */
export const STAT_PERIODS = ['1', '2', '3', '4'] as const;
export type StatPeriod = (typeof STAT_PERIODS)[number];

export const PERIOD_LABELS: Record<StatPeriod, string> = {
  '1': 'aug – okt',
  '2': 'nov – jan',
  '3': 'feb – apr',
  '4': 'mei – jul',
};

export function ageBand(age: unknown): AgeBand | null {
  if (typeof age !== 'number' || !Number.isFinite(age)) return null;
  if (age <= 16) return '15-16';
  if (age <= 18) return '17-18';
  if (age <= 20) return '19-20';
  return '21+';
}

/** The quarter of the school year a date falls in (local calendar month, 0-based: August is 7). */
export function periodOf(date: Date): StatPeriod {
  const monthInYear = (date.getMonth() + 5) % 12; // August 0 … July 11
  return STAT_PERIODS[Math.floor(monthInYear / 3)]!;
}
