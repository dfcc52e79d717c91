// Issue 6 tables: hearing-test (Oorcheck) sessions of the built-in provider and bug reports.
// Both reference users with ON DELETE CASCADE: a removed account takes its sessions and reports along.
export const up: string[] = [
  `CREATE TABLE oorcheck_sessions (
    token_hash text PRIMARY KEY,
    user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'started', 'complete')),
    result text CHECK (result IN ('good', 'bad')),
    threshold_db real,
    trials jsonb,
    created_at timestamptz NOT NULL DEFAULT now(),
    completed_at timestamptz
  )`,
  `CREATE INDEX oorcheck_sessions_user_id_idx ON oorcheck_sessions (user_id)`,
  `CREATE TABLE bug_reports (
    id serial PRIMARY KEY,
    user_id integer REFERENCES users (id) ON DELETE CASCADE,
    message text NOT NULL,
    data jsonb NOT NULL,
    user_agent text,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
];
