import { schoolYearOf } from '../../src/rules/schoolYear';

it.each([
  ['2025-08-01T00:00:00', '2025-2026'],
  ['2025-09-15T12:00:00', '2025-2026'],
  ['2026-07-31T23:59:00', '2025-2026'],
  ['2026-08-01T00:00:00', '2026-2027'],
  ['2026-01-10T08:00:00', '2025-2026'],
])('%s lies in school year %s', (date, year) => {
  expect(schoolYearOf(date)).toBe(year);
});
