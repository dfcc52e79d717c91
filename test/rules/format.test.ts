import {
  SCHOOL_TIME_ZONE,
  formatCurrency,
  formatDate,
  formatDateTime,
  formatHours,
  formatNormValue,
  formatNumber,
  truncate,
} from '../../src/rules/format';

// Intl separates '€' from the amount with a no-break space.
const NBSP = '\u00a0';

describe('formatNumber', () => {
  it('uses the nl-NL decimal comma and thousands dot with at most one decimal', () => {
    expect(formatNumber(1234.56)).toBe('1.234,6');
    expect(formatNumber(7)).toBe('7');
    expect(formatNumber(0.25)).toBe('0,3');
    expect(formatNumber(-2.04)).toBe('-2');
    expect(formatNumber(1000000)).toBe('1.000.000');
  });
});

describe('formatCurrency', () => {
  it('shows euros with exactly two decimals', () => {
    expect(formatCurrency(12.5)).toBe(`€${NBSP}12,50`);
    expect(formatCurrency(1234)).toBe(`€${NBSP}1.234,00`);
    expect(formatCurrency(0.005)).toBe(`€${NBSP}0,01`);
  });
});

describe('formatHours', () => {
  it.each([
    [7.75, '7:45'],
    [0, '0:00'],
    [0.25, '0:15'],
    [8.5, '8:30'],
    [24, '24:00'],
    [1 / 60, '0:01'],
    [2.9999, '3:00'],
    [-1.5, '-1:30'],
  ])('%p hours → %p', (hours, expected) => {
    expect(formatHours(hours)).toBe(expected);
  });
});

describe('formatDate and formatDateTime', () => {
  const date = new Date(2024, 0, 5, 9, 7); // local time: 5 January 2024, 09:07

  it('formats DD-MM-YYYY with leading zeros', () => {
    expect(formatDate(date)).toBe('05-01-2024');
    expect(formatDate(date.getTime())).toBe('05-01-2024');
    expect(formatDate('2023-12-31')).toBe('31-12-2023');
  });

  it('adds HH:mm in 24-hour time', () => {
    expect(formatDateTime(date)).toBe('05-01-2024 09:07');
    expect(formatDateTime(new Date(2024, 11, 31, 23, 59))).toBe('31-12-2024 23:59');
  });

  it('gives an empty string for an invalid date', () => {
    expect(formatDate('geen datum')).toBe('');
    expect(formatDateTime(Number.NaN)).toBe('');
  });
});

describe('truncate', () => {
  it('keeps strings up to the limit as they are', () => {
    expect(truncate('a'.repeat(30))).toBe('a'.repeat(30));
    expect(truncate('')).toBe('');
  });

  it('cuts after 30 characters by default and appends ...', () => {
    expect(truncate('a'.repeat(31))).toBe(`${'a'.repeat(30)}...`);
  });

  it('takes another limit and drops spaces before the dots', () => {
    expect(truncate('Lifestyle Reality Check', 10)).toBe('Lifestyle...');
    expect(truncate('abcdef', 3)).toBe('abc...');
  });
});

describe('formatNormValue', () => {
  it('shows hours as h:mm, other values as nl-NL numbers, and a dash for no value', () => {
    expect(formatNormValue({ value: 10.25, unit: 'hours' })).toBe('10:15');
    expect(formatNormValue({ value: 8.5, unit: 'hours' })).toBe('8:30');
    expect(formatNormValue({ value: 16.5 })).toBe('16,5');
    expect(formatNormValue({ value: null, unit: 'hours' })).toBe('–');
  });
});

describe('dates on the schools’ clock (server-made documents)', () => {
  it('gives the Dutch date and time whatever zone the server runs in', () => {
    // 23:30 UTC in November is 00:30 the next day in Utrecht (CET, UTC+1).
    expect(formatDate('2026-11-25T23:30:00Z', SCHOOL_TIME_ZONE)).toBe('26-11-2026');
    expect(formatDateTime('2026-11-25T23:30:00Z', SCHOOL_TIME_ZONE)).toBe('26-11-2026 00:30');
    // Summer time (CEST, UTC+2).
    expect(formatDateTime('2026-07-01T22:05:00Z', SCHOOL_TIME_ZONE)).toBe('02-07-2026 00:05');
    expect(formatDateTime(new Date('2026-03-05T08:07:00Z'), SCHOOL_TIME_ZONE)).toBe('05-03-2026 09:07');
  });

  it('answers an empty string for an invalid date, as without a zone', () => {
    expect(formatDate('geen datum', SCHOOL_TIME_ZONE)).toBe('');
    expect(formatDateTime('geen datum', SCHOOL_TIME_ZONE)).toBe('');
  });
});
