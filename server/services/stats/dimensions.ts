// The dimensions statistics count by, in the order protected groups are split in (partition.ts):
// organisation first, then the person. A cell's values (yearCells.ts) come in this order.

export const STAT_DIMENSIONS = [
  'school',
  'location',
  'class',
  'level',
  'studyYear',
  'gender',
  'age',
  'period',
] as const;
export type StatDimension = (typeof STAT_DIMENSIONS)[number];
export type Dims = (string | null)[];

/** The index of a dimension in a cell's values. */
export const dimIndex = (dim: StatDimension): number => STAT_DIMENSIONS.indexOf(dim);

/** The local-time span of a school year, ending at `cutoff` when that is earlier (the open window). */
export function schoolYearSpan(year: number, cutoff: Date | null): { from: Date; to: Date } {
  const end = new Date(year + 1, 7, 1);
  return { from: new Date(year, 7, 1), to: cutoff && cutoff < end ? cutoff : end };
}

/** Where the quarters of a school year start (periodOf in src/shared/stats/dimensions.ts): Nov, Feb, May. */
export const quarterStarts = (year: number): [Date, Date, Date] => [
  new Date(year, 10, 1),
  new Date(year + 1, 1, 1),
  new Date(year + 1, 4, 1),
];
