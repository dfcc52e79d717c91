// Issue 22: the built-in hearing test runs on the server. A session keeps the run in progress (the
// trials so far and the triplet now playing, which the page never sees) and the presentation mode;
// a run whose threshold no listener reaches ends 'refused' instead of 'complete'.
export const up: string[] = [
  `ALTER TABLE oorcheck_sessions ADD COLUMN mode text CHECK (mode IN ('antiphasic', 'diotic'))`,
  `ALTER TABLE oorcheck_sessions ADD COLUMN run jsonb`,
  `ALTER TABLE oorcheck_sessions DROP CONSTRAINT oorcheck_sessions_status_check`,
  `ALTER TABLE oorcheck_sessions ADD CONSTRAINT oorcheck_sessions_status_check CHECK (status IN ('pending', 'started', 'complete', 'refused'))`,
];
