// Issue 34: the statistics cache (server/services/stats/cache.ts) keeps what it has counted until the
// data under it changes. Every table statistics read tells every app instance of a change, whichever
// code path (or an operator's psql) made it, by a notice on the channel lrc_stats (statement
// triggers: one notice per statement, however many rows):
// - tests and module_skips, rows added or removed: the span of their times, 'from:to' in epoch
//   milliseconds, so a test finished today (after the cutoff of every figure shown) drops nothing;
// - anything else: '*' (an update of tests or skips, a TRUNCATE; accounts: a new or removed one, or a
//   change of what statistics count by; the kept results of erased students; module names).
// No row is written: a notice costs the writing statement next to nothing and is sent on commit.
const span = (column: string, rows: string) => `
  DECLARE
    payload text;
  BEGIN
    SELECT (extract(epoch FROM min(${column})) * 1000)::bigint::text || ':'
        || (extract(epoch FROM max(${column})) * 1000)::bigint::text
      INTO payload FROM ${rows};
    IF payload IS NOT NULL THEN
      PERFORM pg_notify('lrc_stats', payload);
    END IF;
    RETURN NULL;
  END`;

const fn = (name: string, body: string) => `CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$${body}$$`;

const statement = (name: string, when: string, table: string, func: string, referencing = '') =>
  `CREATE TRIGGER ${name} AFTER ${when} ON ${table} ${referencing} FOR EACH STATEMENT EXECUTE FUNCTION ${func}()`;

export const up: string[] = [
  fn('lrc_stats_changed', `BEGIN PERFORM pg_notify('lrc_stats', '*'); RETURN NULL; END`),
  fn('lrc_stats_tests_added', span('finished_at', 'new_rows')),
  fn('lrc_stats_tests_removed', span('finished_at', 'old_rows')),
  fn('lrc_stats_skips_added', span('skipped_at', 'new_rows')),
  fn('lrc_stats_skips_removed', span('skipped_at', 'old_rows')),
  statement('lrc_stats_tests_added', 'INSERT', 'tests', 'lrc_stats_tests_added', 'REFERENCING NEW TABLE AS new_rows'),
  statement(
    'lrc_stats_tests_removed',
    'DELETE',
    'tests',
    'lrc_stats_tests_removed',
    'REFERENCING OLD TABLE AS old_rows',
  ),
  statement('lrc_stats_tests_changed', 'UPDATE OR TRUNCATE', 'tests', 'lrc_stats_changed'),
  statement(
    'lrc_stats_skips_added',
    'INSERT',
    'module_skips',
    'lrc_stats_skips_added',
    'REFERENCING NEW TABLE AS new_rows',
  ),
  statement(
    'lrc_stats_skips_removed',
    'DELETE',
    'module_skips',
    'lrc_stats_skips_removed',
    'REFERENCING OLD TABLE AS old_rows',
  ),
  statement('lrc_stats_skips_changed', 'UPDATE OR TRUNCATE', 'module_skips', 'lrc_stats_changed'),
  // What statistics read of an account (services/stats/yearCells.ts, scope.ts studentRow): a login,
  // a password or a name change sends nothing.
  statement(
    'lrc_stats_users_changed',
    `INSERT OR DELETE OR TRUNCATE OR UPDATE OF school_id, location_id, class_name, level, study_year,
      deactivated_at, roles, managing_schools, managing_locations`,
    'users',
    'lrc_stats_changed',
  ),
  statement(
    'lrc_stats_kept_changed',
    'INSERT OR UPDATE OR DELETE OR TRUNCATE',
    'anonymous_results',
    'lrc_stats_changed',
  ),
  statement(
    'lrc_stats_modules_changed',
    'INSERT OR DELETE OR TRUNCATE OR UPDATE OF id, name',
    'modules',
    'lrc_stats_changed',
  ),
];
