// What statistics know of one finished test, and nothing more (docs/privacy.md, "Statistics"): the
// school, the school year, the module (and version), an age band, the gender, the module result and
// each norm's rating. No account, no location or class, no date below the school year, no answers and
// no measured values. A live test and an erased student's kept result (anonymous_results) are turned
// into the same record by this one function, so statistics read before and after an erasure agree.
import { schoolYearOf } from '../../../src/shared/management/schoolYear';
import { GENDERS, NORM_RATINGS, type Gender, type NormRating } from '../../../src/rules/values';
import { AGE_BANDS, ageBand, type AgeBand } from '../../../src/shared/stats/dimensions';

export { AGE_BANDS, ageBand, type AgeBand } from '../../../src/shared/stats/dimensions';

export interface NormRatingRecord {
  name: string;
  result: NormRating | null;
}

export interface StatRecord {
  schoolId: number | null;
  schoolYear: number;
  module: string;
  moduleVersion: number;
  ageBand: AgeBand | null;
  gender: Gender | null;
  result: string;
  normRatings: NormRatingRecord[];
}

/** A finished test as read from the tests table (with its module's name and the student's school). */
export interface AttemptRow {
  /** The student (never kept: only used to count each student once, lastPerStudent). */
  userId?: number;
  schoolId: number | null;
  finishedAt: Date | string;
  moduleName: string;
  moduleVersion: number;
  meta: unknown;
  result: string;
  normResults: unknown;
}

const isGender = (value: unknown): value is Gender => (GENDERS as readonly unknown[]).includes(value);
const isRating = (value: unknown): value is NormRating => (NORM_RATINGS as readonly unknown[]).includes(value);

/** Only each norm's name and rating; its value (a weight, a heart rate…) stays behind. */
export function normRatingsOf(normResults: unknown): NormRatingRecord[] {
  if (!Array.isArray(normResults)) return [];
  return normResults.flatMap((n: unknown) => {
    if (typeof n !== 'object' || n === null || typeof (n as { name?: unknown }).name !== 'string') return [];
    const { name, result } = n as { name: string; result?: unknown };
    return [{ name, result: isRating(result) ? result : null }];
  });
}

export function toStatRecord(test: AttemptRow): StatRecord {
  const meta = (typeof test.meta === 'object' && test.meta !== null ? test.meta : {}) as {
    age?: unknown;
    gender?: unknown;
  };
  return {
    schoolId: test.schoolId,
    schoolYear: schoolYearOf(new Date(test.finishedAt)),
    module: test.moduleName,
    moduleVersion: test.moduleVersion,
    ageBand: ageBand(meta.age),
    gender: isGender(meta.gender) ? meta.gender : null,
    result: test.result,
    normRatings: normRatingsOf(test.normResults),
  };
}

/** An anonymous_results row back into a record (the columns hold exactly a record's fields). */
export function fromAnonymousRow(row: {
  school_id: number | null;
  school_year: number;
  module_name: string;
  module_version: number;
  age_band: string | null;
  gender: string | null;
  result: string;
  norm_ratings: unknown;
}): StatRecord {
  return {
    schoolId: row.school_id,
    schoolYear: row.school_year,
    module: row.module_name,
    moduleVersion: row.module_version,
    ageBand: (AGE_BANDS as readonly unknown[]).includes(row.age_band) ? (row.age_band as AgeBand) : null,
    gender: isGender(row.gender) ? row.gender : null,
    result: row.result,
    normRatings: normRatingsOf(row.norm_ratings),
  };
}

/**
 * Each student's last finished test per module and school year: statistics count students, not
 * attempts (a student who took a module three times is one student, with their last result).
 */
export function lastPerStudent(rows: AttemptRow[]): AttemptRow[] {
  const last = new Map<string, AttemptRow>();
  rows.forEach((row, i) => {
    const key =
      row.userId === undefined
        ? `row:${i}`
        : `${row.userId}|${row.moduleName}|${schoolYearOf(new Date(row.finishedAt))}`;
    const seen = last.get(key);
    if (!seen || new Date(row.finishedAt).getTime() >= new Date(seen.finishedAt).getTime()) last.set(key, row);
  });
  return [...last.values()];
}
