// Issue 34: the indexes statistics read by (server/services/stats/units.ts). Every statistic reads
// the finished tests and skips of one school year (a range of finished_at / skipped_at), of one
// module or of all; the kept results of erased students by school year and module.
export const up: string[] = [
  `CREATE INDEX tests_stats_idx ON tests (finished_at, module_id, user_id)`,
  `CREATE INDEX module_skips_stats_idx ON module_skips (skipped_at, module_id)`,
  `CREATE INDEX anonymous_results_module_idx ON anonymous_results (school_year, module_name)`,
];
