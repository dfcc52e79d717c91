// The first schema. Plain SQL that runs unchanged on PGlite (PostgreSQL 18) and PostgreSQL 13+.
// Structured data that the client reads whole (slides, config, answers) is jsonb; ids are serial.
export const up: string[] = [
  `CREATE TABLE schools (
    id serial PRIMARY KEY,
    name text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE TABLE users (
    id serial PRIMARY KEY,
    username text NOT NULL UNIQUE CHECK (username = lower(username)),
    password_hash text,
    enabled boolean NOT NULL DEFAULT false,
    roles jsonb NOT NULL DEFAULT '["ROLE_USER"]',
    mfa_type text NOT NULL DEFAULT 'none' CHECK (mfa_type IN ('none', 'email', 'google')),
    mfa_mandatory boolean NOT NULL DEFAULT false,
    google_secret text,
    imitate boolean NOT NULL DEFAULT false,
    given_name text,
    name_preposition text,
    family_name text,
    school_id integer REFERENCES schools (id) ON DELETE SET NULL,
    managing_schools jsonb NOT NULL DEFAULT '[]',
    managing_locations jsonb NOT NULL DEFAULT '[]',
    last_login timestamptz,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE TABLE sessions (
    id_hash text PRIMARY KEY,
    user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    two_factor_pending boolean NOT NULL DEFAULT false,
    data jsonb NOT NULL DEFAULT '{}',
    created_at timestamptz NOT NULL DEFAULT now(),
    last_seen_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX sessions_user_id_idx ON sessions (user_id)`,
  `CREATE TABLE menu_items (
    id serial PRIMARY KEY,
    label text NOT NULL,
    uri text NOT NULL,
    position integer NOT NULL DEFAULT 0
  )`,
  `CREATE TABLE media (
    id serial PRIMARY KEY,
    filename text NOT NULL,
    mime text NOT NULL,
    data bytea NOT NULL,
    modified bigint NOT NULL
  )`,
  `CREATE TABLE topics (
    id serial PRIMARY KEY,
    name text NOT NULL,
    category text NOT NULL,
    status text NOT NULL CHECK (status IN ('disabled', 'optional', 'mandatory')),
    icon_id integer REFERENCES media (id) ON DELETE SET NULL,
    image_id integer REFERENCES media (id) ON DELETE SET NULL,
    contact_data jsonb,
    position integer NOT NULL DEFAULT 0
  )`,
  `CREATE TABLE modules (
    id serial PRIMARY KEY,
    name text NOT NULL UNIQUE,
    title text NOT NULL,
    topic_id integer NOT NULL REFERENCES topics (id) ON DELETE CASCADE,
    position integer NOT NULL DEFAULT 0,
    start_text text NOT NULL DEFAULT '',
    info_link text,
    info_content text,
    slides jsonb NOT NULL DEFAULT '[]',
    result_texts jsonb NOT NULL DEFAULT '[]',
    config jsonb NOT NULL DEFAULT '{}'
  )`,
  `CREATE TABLE tests (
    id uuid PRIMARY KEY,
    user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    module_id integer NOT NULL REFERENCES modules (id) ON DELETE CASCADE,
    answers jsonb NOT NULL,
    meta jsonb NOT NULL,
    computed jsonb NOT NULL,
    result text NOT NULL,
    norm_results jsonb NOT NULL,
    actions jsonb NOT NULL,
    contact_data boolean NOT NULL DEFAULT false,
    finished_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX tests_user_id_idx ON tests (user_id)`,
  `CREATE TABLE module_skips (
    user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    module_id integer NOT NULL REFERENCES modules (id) ON DELETE CASCADE,
    skipped_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (user_id, module_id)
  )`,
  `CREATE TABLE mail_outbox (
    id serial PRIMARY KEY,
    to_address text NOT NULL,
    subject text NOT NULL,
    text text NOT NULL,
    html text,
    created_at timestamptz NOT NULL DEFAULT now(),
    sent_at timestamptz
  )`,
  `CREATE TABLE tokens (
    id serial PRIMARY KEY,
    token_hash text NOT NULL UNIQUE,
    user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    purpose text NOT NULL,
    expires_at timestamptz NOT NULL,
    used_at timestamptz,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
];
