// When a student who left is due for erasure (docs/privacy.md, "Retention"). Pure: the job reads the
// facts, this decides.
//
// A student is last "in" a school year when that year's import of their school lists them, or (never
// imported: they registered themselves) when they logged in or were created in it. A student switched
// off after activation left in the school year they were switched off. They are erased from 1 August
// after `leftSchoolYears` whole school years past that last year: with the default 1, a student last
// in 2025-2026 is kept through 2026-2027 and erased from 1 August 2027. A student who is in this
// year's import (or, never imported, logs in this year) is never due.
import { schoolYearOf } from '../../../src/shared/management/schoolYear';

export interface StudentFacts {
  enabled: boolean;
  activatedAt: Date | null;
  deactivatedAt: Date | null;
  createdAt: Date;
  lastLogin: Date | null;
  /** The newest import that listed the student; null when none ever did. */
  lastImportedAt: Date | null;
}

/** The start year of the last school year the student was in. */
export function lastSchoolYear(s: StudentFacts): number {
  if (!s.enabled && s.activatedAt !== null && s.deactivatedAt !== null) return schoolYearOf(s.deactivatedAt);
  if (s.lastImportedAt !== null) return Math.max(schoolYearOf(s.lastImportedAt), schoolYearOf(s.createdAt));
  return Math.max(schoolYearOf(s.createdAt), s.lastLogin ? schoolYearOf(s.lastLogin) : 0);
}

export function dueForErasure(s: StudentFacts, now: Date, leftSchoolYears: number): boolean {
  return schoolYearOf(now) >= lastSchoolYear(s) + 1 + leftSchoolYears;
}
