// The wait after a 429 in Dutch (clock and words) and reading Retry-After.
import { formatWaitClock, formatWaitWords, parseRetryAfter } from '../../src/rules/waitTime';

describe('wait time', () => {
  it.each([
    [299, '4:59'],
    [59.2, '1:00'],
    [0, '0:00'],
    [3725, '1:02:05'],
  ])('shows %p seconds as %p', (seconds, text) => expect(formatWaitClock(seconds)).toBe(text));

  it.each([
    [1, '1 seconde'],
    [45, '45 seconden'],
    [60, '1 minuut'],
    [61, '2 minuten'],
    [900, '15 minuten'],
    [3600, '1 uur'],
    [5400, '2 uur'],
  ])('says %p seconds as %p (never shorter than the wait)', (seconds, words) =>
    expect(formatWaitWords(seconds)).toBe(words),
  );

  it('reads Retry-After as seconds or an HTTP date, else the body, else null', () => {
    const now = Date.parse('2026-11-23T10:00:00Z');
    expect(parseRetryAfter('120', undefined, now)).toBe(120);
    expect(parseRetryAfter('Mon, 23 Nov 2026 10:01:30 GMT', undefined, now)).toBe(90);
    expect(parseRetryAfter(undefined, 42, now)).toBe(42);
    expect(parseRetryAfter('soon', 'x', now)).toBeNull();
  });
});
