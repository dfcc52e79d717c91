// Dutch school years run 1 August – 31 July and are named by their start year (2026 = 2026-2027).
import { Type, type Static } from '@sinclair/typebox';
import { Id } from './common';

/** The start year of the school year a date falls in (local calendar date, months 0-based). */
export function schoolYearOf(date: Date): number {
  return date.getMonth() >= 7 ? date.getFullYear() : date.getFullYear() - 1;
}

export function schoolYearLabel(startYear: number): string {
  return `${startYear}-${startYear + 1}`;
}

export function schoolYearRange(startYear: number): { startDate: string; endDate: string } {
  return { startDate: `${startYear}-08-01`, endDate: `${startYear + 1}-07-31` };
}

export const SchoolYear = Type.Object({
  startYear: Type.Integer(),
  label: Type.String(),
  startDate: Type.String(),
  endDate: Type.String(),
  current: Type.Boolean(),
  approvals: Type.Array(
    Type.Object({
      schoolId: Id,
      schoolName: Type.String(),
      approved: Type.Boolean(),
      approvedAt: Type.Union([Type.String(), Type.Null()]),
    }),
  ),
});
export type SchoolYear = Static<typeof SchoolYear>;
export const SchoolYearList = Type.Object({ items: Type.Array(SchoolYear) });
