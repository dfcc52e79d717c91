// How a student's result changed over the school years, for the modules taken more than once
// ('Mijn resultaten'). Per module: one column per school year (the latest test of that year counts)
// and one row for the overall result plus one per norm. Returns keys, never text.
import type { NormRating } from './types';

export interface TrendInput {
  moduleId: number;
  /** ISO 8601 */
  finishedAt: string;
  schoolYear: string;
  result: NormRating;
  norms: Array<{ name: string; title: string | null; result: NormRating | null }> | null;
}

export interface TrendRow {
  /** 'result' for the overall result, else the norm's name. */
  key: string;
  /** The norm's title (null for the overall result: the page names it). */
  title: string | null;
  /** One rating per school year, null where there is none. */
  ratings: Array<NormRating | null>;
}

export interface ModuleTrend {
  moduleId: number;
  /** Oldest first. */
  years: string[];
  rows: TrendRow[];
}

/** The trend of every module with tests in at least two school years, in the order modules first appear. */
export function resultTrends(tests: TrendInput[]): ModuleTrend[] {
  const byModule = new Map<number, Map<string, TrendInput>>();
  for (const test of tests) {
    const years = byModule.get(test.moduleId) ?? new Map<string, TrendInput>();
    const held = years.get(test.schoolYear);
    if (!held || held.finishedAt < test.finishedAt) years.set(test.schoolYear, test);
    byModule.set(test.moduleId, years);
  }
  const trends: ModuleTrend[] = [];
  for (const [moduleId, perYear] of byModule) {
    if (perYear.size < 2) continue;
    const years = [...perYear.keys()].sort();
    const latest = years.map((y) => perYear.get(y)!);
    const rows: TrendRow[] = [{ key: 'result', title: null, ratings: latest.map((t) => t.result) }];
    const normNames: Array<{ name: string; title: string | null }> = [];
    for (const test of latest) {
      for (const norm of test.norms ?? []) {
        if (!normNames.some((n) => n.name === norm.name)) normNames.push({ name: norm.name, title: norm.title });
      }
    }
    for (const { name, title } of normNames) {
      rows.push({
        key: name,
        title,
        ratings: latest.map((t) => t.norms?.find((n) => n.name === name)?.result ?? null),
      });
    }
    trends.push({ moduleId, years, rows });
  }
  return trends;
}
