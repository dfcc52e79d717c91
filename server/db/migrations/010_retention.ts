// Issue 21, a student's data from import to erasure:
// - anonymous_results: a finished test as statistics keep it after its student is erased (docs/privacy.md):
//   no account, no location, no date below the school year, no answers or exact values; only what the
//   statistics group by (school, school year, module, age band, gender) and the ratings they count.
//   The school link goes with the school (SET NULL): totals over all schools stay the same.
// - users.deactivated_at: when an activated account was switched off (a student who "left"), kept by a
//   trigger so every writer of users.enabled (management edit, toggle, future ones) records it alike.
//   Accounts switched off before this migration count from the migration's day.
export const up: string[] = [
  `CREATE TABLE anonymous_results (
    id serial PRIMARY KEY,
    school_id integer REFERENCES schools (id) ON DELETE SET NULL,
    school_year integer NOT NULL CHECK (school_year BETWEEN 2000 AND 2100),
    module_name text NOT NULL,
    module_version integer NOT NULL,
    age_band text,
    gender text,
    result text NOT NULL,
    norm_ratings jsonb NOT NULL DEFAULT '[]'
  )`,
  `CREATE INDEX anonymous_results_year_idx ON anonymous_results (school_year, school_id)`,
  `ALTER TABLE users ADD COLUMN deactivated_at timestamptz`,
  `UPDATE users SET deactivated_at = now() WHERE NOT enabled AND activated_at IS NOT NULL`,
  `CREATE FUNCTION users_track_deactivation() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    -- Switched on: not left (any more). Switched off after activation: left now. A never-activated
    -- account that is off has not been used; whether it left follows from the imports.
    IF NEW.enabled THEN
      NEW.deactivated_at := NULL;
    ELSIF NEW.activated_at IS NOT NULL THEN
      NEW.deactivated_at := now();
    END IF;
    RETURN NEW;
  END
  $$`,
  `CREATE TRIGGER users_track_deactivation BEFORE UPDATE OF enabled ON users
    FOR EACH ROW WHEN (OLD.enabled IS DISTINCT FROM NEW.enabled) EXECUTE FUNCTION users_track_deactivation()`,
];
