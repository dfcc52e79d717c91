// Issue 14, the management model: schools with a BRIN code, their locations, school-year approval
// per school, the student fields a coordinator manages, settings, alerts, external-apps tokens and
// "as whom" in the audit log.
//
// Staff scope stays where the account already reads it (users.managing_schools and
// users.managing_locations, jsonb arrays of ids): server/services/scope.ts is the one reader, and the
// delete services remove an id from those arrays when its school or location goes.
export const up: string[] = [
  // BRIN: the 4-character code DUO gives every school (two digits, two letters, e.g. 12AB); null for
  // the schools made before this migration until someone fills it in.
  `ALTER TABLE schools ADD COLUMN brin text UNIQUE CHECK (brin ~ '^[0-9]{2}[A-Z0-9]{2}$')`,
  `ALTER TABLE schools ADD COLUMN active boolean NOT NULL DEFAULT true`,
  // Approved by an admin: a school that signed up is not used until then.
  `ALTER TABLE schools ADD COLUMN approved boolean NOT NULL DEFAULT true`,
  `ALTER TABLE schools ALTER COLUMN approved SET DEFAULT false`,
  `CREATE TABLE school_locations (
    id serial PRIMARY KEY,
    school_id integer NOT NULL REFERENCES schools (id) ON DELETE CASCADE,
    name text NOT NULL,
    city text,
    active boolean NOT NULL DEFAULT true,
    created_at timestamptz NOT NULL DEFAULT now(),
    UNIQUE (school_id, name)
  )`,
  `CREATE INDEX school_locations_school_id_idx ON school_locations (school_id)`,
  // A school year runs 1 August – 31 July and is named by the year it starts in (2026 = 2026-2027).
  // A school approves a year (its student list is right for that year) once.
  `CREATE TABLE school_year_approvals (
    school_id integer NOT NULL REFERENCES schools (id) ON DELETE CASCADE,
    start_year integer NOT NULL CHECK (start_year BETWEEN 2000 AND 2100),
    approved_at timestamptz NOT NULL DEFAULT now(),
    approved_by integer REFERENCES users (id) ON DELETE SET NULL,
    PRIMARY KEY (school_id, start_year)
  )`,
  // Students: username is the e-mail; school_id exists since 001.
  `ALTER TABLE users ADD COLUMN location_id integer REFERENCES school_locations (id) ON DELETE SET NULL`,
  `ALTER TABLE users ADD COLUMN class_name text`,
  `ALTER TABLE users ADD COLUMN study_year smallint CHECK (study_year BETWEEN 1 AND 8)`,
  `ALTER TABLE users ADD COLUMN level text CHECK (level IN ('vmbo', 'havo', 'vwo', 'mbo'))`,
  // Activated = the person set a password through the activation mail; enabled stays the switch a
  // manager flips (a disabled, activated account is not offered the activation mail again).
  `ALTER TABLE users ADD COLUMN activated_at timestamptz`,
  `UPDATE users SET activated_at = created_at WHERE enabled AND password_hash IS NOT NULL`,
  `CREATE INDEX users_school_id_idx ON users (school_id)`,
  `CREATE INDEX users_location_id_idx ON users (location_id)`,
  // Settings by key (values validated by src/shared/management/config.ts).
  `CREATE TABLE settings (
    key text PRIMARY KEY,
    value jsonb NOT NULL,
    updated_at timestamptz NOT NULL DEFAULT now(),
    updated_by integer REFERENCES users (id) ON DELETE SET NULL
  )`,
  // Things a manager must act on; school_id null = for admins only. Read state is per user.
  `CREATE TABLE alerts (
    id serial PRIMARY KEY,
    type text NOT NULL,
    school_id integer REFERENCES schools (id) ON DELETE CASCADE,
    location_id integer REFERENCES school_locations (id) ON DELETE CASCADE,
    header text NOT NULL,
    text text NOT NULL,
    link text,
    dedupe_key text UNIQUE,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX alerts_school_id_idx ON alerts (school_id)`,
  `CREATE TABLE alert_reads (
    alert_id integer NOT NULL REFERENCES alerts (id) ON DELETE CASCADE,
    user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    read_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (alert_id, user_id)
  )`,
  // External apps: a school's own system calls the student import with this token. Only the
  // SHA-256 is stored; the prefix lets a manager recognise which token is active.
  `CREATE TABLE school_api_tokens (
    id serial PRIMARY KEY,
    school_id integer NOT NULL REFERENCES schools (id) ON DELETE CASCADE,
    token_hash text NOT NULL UNIQUE,
    prefix text NOT NULL,
    created_by integer REFERENCES users (id) ON DELETE SET NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    last_used_at timestamptz,
    revoked_at timestamptz
  )`,
  `CREATE INDEX school_api_tokens_school_id_idx ON school_api_tokens (school_id)`,
  // Audit: actor_* is the real person; as_* the account they acted as while imitating; entity_*
  // the record a management write touched (a school, location, student, staff member, setting).
  `ALTER TABLE audit_log ADD COLUMN as_user_id integer REFERENCES users (id) ON DELETE SET NULL`,
  `ALTER TABLE audit_log ADD COLUMN as_username text`,
  `ALTER TABLE audit_log ADD COLUMN entity_type text`,
  `ALTER TABLE audit_log ADD COLUMN entity_id integer`,
  `ALTER TABLE audit_log ADD COLUMN school_id integer`,
];
