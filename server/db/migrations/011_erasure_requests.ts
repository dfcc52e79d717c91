// Issue 21: a student's request to have their data erased, which a manager of their school or
// location confirms (the account is erased, and the request with it) or rejects. Only who, when and
// the status are kept: no reason or other content. One pending request per student at a time.
export const up: string[] = [
  `CREATE TABLE erasure_requests (
    id serial PRIMARY KEY,
    user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'rejected')),
    requested_at timestamptz NOT NULL DEFAULT now(),
    decided_at timestamptz
  )`,
  `CREATE UNIQUE INDEX erasure_requests_one_pending_idx ON erasure_requests (user_id) WHERE status = 'pending'`,
];
