// The Dutch school year runs from 1 August to 31 July: a test of 15-09-2025 belongs to 2025-2026,
// one of 15-05-2026 too. In local time, like every date the student sees.

/** '2025-2026' for any date from 1 August 2025 up to and including 31 July 2026. */
export function schoolYearOf(date: Date | string | number): string {
  const d = new Date(date);
  const start = d.getMonth() >= 7 ? d.getFullYear() : d.getFullYear() - 1;
  return `${start}-${start + 1}`;
}
