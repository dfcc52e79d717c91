import { formatClockTime, formatRange, rangeDuration } from '../../src/rules/timeRange';

describe('rangeDuration', () => {
  it('is end minus start within one day', () => {
    expect(rangeDuration(9, 17.5)).toBe(8.5);
    expect(rangeDuration(0, 0.25)).toBe(0.25);
  });

  it('wraps around midnight (modulo 24)', () => {
    expect(rangeDuration(22.5, 7)).toBe(8.5);
    expect(rangeDuration(23.75, 0)).toBe(0.25);
    expect(rangeDuration(22.5, 31)).toBe(8.5); // a slider that runs past midnight
  });

  it('is 0 for equal times and for a full day', () => {
    expect(rangeDuration(8, 8)).toBe(0);
    expect(rangeDuration(0, 24)).toBe(0);
  });

  it('sheds floating-point noise from tenths', () => {
    expect(rangeDuration(0.1 + 0.2, 1.3)).toBe(1);
  });
});

describe('formatClockTime', () => {
  it('wraps times into one day', () => {
    expect(formatClockTime(31)).toBe('7:00');
    expect(formatClockTime(24)).toBe('0:00');
    expect(formatClockTime(-0.5)).toBe('23:30');
    expect(formatClockTime(22.5)).toBe('22:30');
  });
});

describe('formatRange', () => {
  it("shows 'start – end = duration'", () => {
    expect(formatRange(22.5, 7)).toBe('22:30 – 7:00 = 8:30');
    expect(formatRange(9, 17.75)).toBe('9:00 – 17:45 = 8:45');
    expect(formatRange(20, 44)).toBe('20:00 – 20:00 = 0:00');
  });
});
