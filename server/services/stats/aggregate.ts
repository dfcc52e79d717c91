// The counts statistics show, from anonymous records only (records.ts): per module, how many finished
// tests had each module result, for one school year and optionally one school. A module with fewer
// tests than the minimum group size (the statsMinGroupSize setting) is shown as suppressed, without
// counts: a small group is too close to the few students in it (privacy of minors).
import { NORM_RATINGS, type NormRating } from '../../../src/rules/values';
import type { StatRecord } from './records';

export interface ModuleRatingCounts {
  module: string;
  /** Too few tests to show: no counts given. */
  suppressed: boolean;
  total: number | null;
  /** Attempts per module result ('good', 'warning', 'neutral', 'bad'); null when suppressed. */
  ratings: Record<NormRating, number> | null;
}

export interface ModuleRatingQuery {
  schoolYear: number;
  /** One school; omitted: every school (including results whose school has ended its contract). */
  schoolId?: number;
  minGroupSize: number;
}

const emptyRatings = (): Record<NormRating, number> =>
  Object.fromEntries(NORM_RATINGS.map((r) => [r, 0])) as Record<NormRating, number>;

export function countByModuleAndRating(records: StatRecord[], query: ModuleRatingQuery): ModuleRatingCounts[] {
  const byModule = new Map<string, { total: number; ratings: Record<NormRating, number> }>();
  for (const r of records) {
    if (r.schoolYear !== query.schoolYear) continue;
    if (query.schoolId !== undefined && r.schoolId !== query.schoolId) continue;
    const entry = byModule.get(r.module) ?? { total: 0, ratings: emptyRatings() };
    entry.total++;
    if ((NORM_RATINGS as readonly string[]).includes(r.result)) entry.ratings[r.result as NormRating]++;
    byModule.set(r.module, entry);
  }
  return [...byModule.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([module, { total, ratings }]) =>
      total < query.minGroupSize
        ? { module, suppressed: true, total: null, ratings: null }
        : { module, suppressed: false, total, ratings },
    );
}
