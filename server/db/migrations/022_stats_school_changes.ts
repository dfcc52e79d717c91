// Issue 34: an account change no longer makes the statistics cache count a whole school year again.
// Migration 019 sent '*' for any change of an account or of the kept results of erased students, so
// the next dashboard read every test of the region (6–14 s on 400,000 tests). Now the notice names
// the schools whose accounts the statement touched, 'schools:12,15,-' ('-': an account or kept result
// without a school), and the cache reads only those schools' cells again (services/stats/cache.ts):
// - users: an added or removed account (its school), or an updated one whose columns statistics
//   read changed (its school before and after: a move between schools names both). A login, a
//   password or a name change names nothing. An UPDATE trigger with transition tables may not name
//   columns, so the comparison is the function's: one row per updated account, by id;
// - anonymous_results: the schools of the rows added, removed or changed;
// - tests, skips and starts removed with their account (ON DELETE CASCADE, an erasure): the account's
//   removal names its school, so their span is not sent (it would drop every year they fall in); a
//   removal of tests of an account that stays sends the span as before.
// More schools than MAX_SCHOOLS in one statement (an import, the retention job): '*'. A TRUNCATE: '*'.
const MAX_SCHOOLS = 100;

/** What statistics read of an account (services/stats/yearCells.ts, scope.ts studentRow). */
const STATS_COLUMNS = [
  'school_id',
  'location_id',
  'class_name',
  'level',
  'study_year',
  'deactivated_at',
  'roles',
  'managing_schools',
  'managing_locations',
];
const columns = (alias: string) => `(${STATS_COLUMNS.map((c) => `${alias}.${c}`).join(', ')})`;

/** PL/pgSQL: one notice naming the distinct schools of `query` (a column school_id), if any. */
const notifySchools = (query: string) => `
    SELECT count(*), string_agg(coalesce(school_id::text, '-'), ',' ORDER BY school_id NULLS LAST)
      INTO touched, names FROM (SELECT DISTINCT school_id FROM (${query}) q) d;
    IF touched > ${MAX_SCHOOLS} THEN
      PERFORM pg_notify('lrc_stats', '*');
    ELSIF touched > 0 THEN
      PERFORM pg_notify('lrc_stats', 'schools:' || names);
    END IF;`;

const changedAccounts = `
  SELECT before_row.school_id FROM old_rows before_row WHERE NOT EXISTS (
    SELECT 1 FROM new_rows after_row WHERE after_row.id = before_row.id
      AND ${columns('after_row')} IS NOT DISTINCT FROM ${columns('before_row')})
  UNION ALL
  SELECT after_row.school_id FROM new_rows after_row WHERE NOT EXISTS (
    SELECT 1 FROM old_rows before_row WHERE before_row.id = after_row.id
      AND ${columns('after_row')} IS NOT DISTINCT FROM ${columns('before_row')})`;

const schoolsFunction = (name: string, updated: string) => `
  CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
  DECLARE
    touched integer;
    names text;
  BEGIN
    IF TG_OP = 'INSERT' THEN ${notifySchools('SELECT school_id FROM new_rows')}
    ELSIF TG_OP = 'DELETE' THEN ${notifySchools('SELECT school_id FROM old_rows')}
    ELSE ${notifySchools(updated)}
    END IF;
    RETURN NULL;
  END$$`;

/** The span of the removed rows whose account still exists (the others' removal names their school). */
const removedSpan = (name: string, column: string) => `
  CREATE OR REPLACE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
  DECLARE
    payload text;
  BEGIN
    SELECT (extract(epoch FROM min(r.${column})) * 1000)::bigint::text || ':'
        || (extract(epoch FROM max(r.${column})) * 1000)::bigint::text
      INTO payload FROM old_rows r WHERE EXISTS (SELECT 1 FROM users u WHERE u.id = r.user_id);
    IF payload IS NOT NULL THEN
      PERFORM pg_notify('lrc_stats', payload);
    END IF;
    RETURN NULL;
  END$$`;

const byStatement = (table: string, prefix: string, func: string) => [
  `CREATE TRIGGER ${prefix}_added AFTER INSERT ON ${table} REFERENCING NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION ${func}()`,
  `CREATE TRIGGER ${prefix}_updated AFTER UPDATE ON ${table} REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION ${func}()`,
  `CREATE TRIGGER ${prefix}_removed AFTER DELETE ON ${table} REFERENCING OLD TABLE AS old_rows
    FOR EACH STATEMENT EXECUTE FUNCTION ${func}()`,
  `CREATE TRIGGER ${prefix}_truncated AFTER TRUNCATE ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION lrc_stats_changed()`,
];

export const up: string[] = [
  `DROP TRIGGER lrc_stats_users_changed ON users`,
  `DROP TRIGGER lrc_stats_kept_changed ON anonymous_results`,
  schoolsFunction('lrc_stats_users_schools', changedAccounts),
  schoolsFunction('lrc_stats_kept_schools', 'SELECT school_id FROM old_rows UNION ALL SELECT school_id FROM new_rows'),
  ...byStatement('users', 'lrc_stats_users', 'lrc_stats_users_schools'),
  ...byStatement('anonymous_results', 'lrc_stats_kept', 'lrc_stats_kept_schools'),
  removedSpan('lrc_stats_tests_removed', 'finished_at'),
  removedSpan('lrc_stats_skips_removed', 'skipped_at'),
  removedSpan('lrc_stats_starts_removed', 'started_at'),
];
