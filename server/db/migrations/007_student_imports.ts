// Issue 14, the student import: each uploaded class list (who, which school, file, counts, whether
// rows were left in error and whether someone has seen that), its rows, and which activation mail
// went to which student. The outbox learns to give up on a mail, so "failed" can be shown per student.
// No foreign key to 006's tables (school_api_tokens): migrations land in any order.
export const up: string[] = [
  `CREATE TABLE student_imports (
    id serial PRIMARY KEY,
    school_id integer NOT NULL REFERENCES schools (id) ON DELETE CASCADE,
    created_by integer REFERENCES users (id) ON DELETE SET NULL,
    created_by_username text,
    api_token_id integer,
    file_name text NOT NULL,
    total_rows integer NOT NULL,
    new_count integer NOT NULL,
    updated_count integer NOT NULL,
    unchanged_count integer NOT NULL,
    error_count integer NOT NULL,
    -- incomplete: rows were left in error; it stays listed until someone marks it seen.
    status text NOT NULL CHECK (status IN ('complete', 'incomplete')),
    seen_at timestamptz,
    seen_by integer REFERENCES users (id) ON DELETE SET NULL,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX student_imports_school_id_idx ON student_imports (school_id, created_at)`,
  // Rows in error keep the cells (to show what was wrong); written rows point at their student.
  `CREATE TABLE student_import_rows (
    id serial PRIMARY KEY,
    import_id integer NOT NULL REFERENCES student_imports (id) ON DELETE CASCADE,
    line integer NOT NULL,
    status text NOT NULL CHECK (status IN ('new', 'update', 'unchanged', 'error')),
    user_id integer REFERENCES users (id) ON DELETE SET NULL,
    email text,
    errors jsonb NOT NULL DEFAULT '[]',
    cells jsonb
  )`,
  `CREATE INDEX student_import_rows_import_id_idx ON student_import_rows (import_id, line)`,
  `CREATE TABLE activation_mails (
    id serial PRIMARY KEY,
    user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    outbox_id integer REFERENCES mail_outbox (id) ON DELETE SET NULL,
    import_id integer REFERENCES student_imports (id) ON DELETE SET NULL,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX activation_mails_user_id_idx ON activation_mails (user_id, id)`,
  // Delivery attempts: a mail the SMTP server refuses for good (5xx) or that failed too often is
  // marked failed and no longer blocks the mails behind it.
  `ALTER TABLE mail_outbox ADD COLUMN attempts integer NOT NULL DEFAULT 0`,
  `ALTER TABLE mail_outbox ADD COLUMN failed_at timestamptz`,
  `ALTER TABLE mail_outbox ADD COLUMN last_error text`,
];
