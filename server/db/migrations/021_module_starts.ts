// Issue 34: participation per module is "finished, skipped, started, not started", so the server
// learns when a student opens a module (POST /api/test/start-module, also through the offline queue).
//
// One row per student, module and school year, holding the first start of that year: participation is
// counted per school year, and a student who started in one year and comes back the next is a start
// in both (a single "first start ever" row would drop them from the second year's figures, and a
// "latest start" row would move them out of the first year's figures after they were shown). A
// repeated start in the same year (every opening of the dialog, a replay from the offline queue) hits
// the key and stores nothing. The row goes with the account (cascade), like a skip.
//
// Statistics read the starts of a school year by started_at (server/services/stats/yearCells.ts), and
// the statistics cache hears added and removed starts as it hears tests and skips (migration 019).
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

export const up: string[] = [
  `CREATE TABLE module_starts (
    user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    module_id integer NOT NULL REFERENCES modules (id) ON DELETE CASCADE,
    school_year integer NOT NULL,
    started_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (user_id, module_id, school_year)
  )`,
  `CREATE INDEX module_starts_stats_idx ON module_starts (started_at, module_id)`,
  `CREATE FUNCTION lrc_stats_starts_added() RETURNS trigger LANGUAGE plpgsql AS $$${span('started_at', 'new_rows')}$$`,
  `CREATE FUNCTION lrc_stats_starts_removed() RETURNS trigger LANGUAGE plpgsql AS $$${span('started_at', 'old_rows')}$$`,
  `CREATE TRIGGER lrc_stats_starts_added AFTER INSERT ON module_starts REFERENCING NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION lrc_stats_starts_added()`,
  `CREATE TRIGGER lrc_stats_starts_removed AFTER DELETE ON module_starts REFERENCING OLD TABLE AS old_rows
    FOR EACH STATEMENT EXECUTE FUNCTION lrc_stats_starts_removed()`,
  `CREATE TRIGGER lrc_stats_starts_changed AFTER UPDATE OR TRUNCATE ON module_starts
    FOR EACH STATEMENT EXECUTE FUNCTION lrc_stats_changed()`,
];
