// Accounts and security: hashed one-time 2FA email codes, the audit log (imitation and account
// changes) and the imitation state of a session (the real user behind an imitated session).
export const up: string[] = [
  `CREATE TABLE mfa_codes (
    id serial PRIMARY KEY,
    user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    code_hash text NOT NULL,
    expires_at timestamptz NOT NULL,
    used_at timestamptz,
    failed_attempts integer NOT NULL DEFAULT 0,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX mfa_codes_user_id_idx ON mfa_codes (user_id)`,
  // Usernames are copied so the log still reads after an account is deleted.
  `CREATE TABLE audit_log (
    id serial PRIMARY KEY,
    action text NOT NULL,
    actor_id integer REFERENCES users (id) ON DELETE SET NULL,
    actor_username text,
    subject_id integer REFERENCES users (id) ON DELETE SET NULL,
    subject_username text,
    detail jsonb NOT NULL DEFAULT '{}',
    ip text,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX audit_log_created_at_idx ON audit_log (created_at)`,
  `ALTER TABLE sessions ADD COLUMN imitator_id integer REFERENCES users (id) ON DELETE CASCADE`,
  `CREATE INDEX tokens_user_purpose_idx ON tokens (user_id, purpose, created_at)`,
];
