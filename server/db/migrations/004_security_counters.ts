// Security counters shared by every app instance (issues 10 and 19): failed-attempt and mail
// counters in one small table, and the last accepted authenticator time step per account.
// A row counts hits in a fixed window that ends at reset_at; an expired row starts over.
export const up: string[] = [
  `CREATE TABLE limit_counters (
    key text PRIMARY KEY,
    hits integer NOT NULL,
    reset_at timestamptz NOT NULL
  )`,
  `CREATE INDEX limit_counters_reset_at_idx ON limit_counters (reset_at)`,
  // RFC 6238 §5.2: a code at or before the last accepted 30-second step is refused (no replay).
  `ALTER TABLE users ADD COLUMN totp_last_step integer`,
];
