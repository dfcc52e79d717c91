// Issue 34, the raw export of finished tests (super admins; server/services/statsExport/):
// stats_exports is the job queue and the record of each export. The database is the queue, so a job
// survives a restart and runs once on several instances sharing one PostgreSQL (docs/operations.md,
// "The raw export"): an instance claims a queued job (or one whose lease ran out: its instance died)
// with SELECT … FOR UPDATE SKIP LOCKED, and keeps its lease alive while it writes.
// tests_id_idx is not needed: the export reads tests in primary-key order (keyset batches).
export const up: string[] = [
  `CREATE TABLE stats_exports (
    id serial PRIMARY KEY,
    requested_by integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    format text NOT NULL CHECK (format IN ('csv', 'xlsx')),
    status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'done', 'failed', 'expired')),
    rows_total integer,
    rows_done integer NOT NULL DEFAULT 0,
    attempts integer NOT NULL DEFAULT 0,
    claimed_by text,
    lease_until timestamptz,
    file_name text,
    file_bytes bigint,
    created_at timestamptz NOT NULL DEFAULT now(),
    started_at timestamptz,
    finished_at timestamptz,
    expires_at timestamptz
  )`,
  `CREATE INDEX stats_exports_waiting_idx ON stats_exports (id) WHERE status IN ('queued', 'running')`,
  `CREATE INDEX stats_exports_requested_by_idx ON stats_exports (requested_by)`,
];
