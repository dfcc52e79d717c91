// Issue 23: the norm table is a per-module switch in the content (`show_norm_table`) instead of a list of
// module names in the code. Modules loaded before keep what the list gave them.
export const up: string[] = [
  `ALTER TABLE modules ADD COLUMN show_norm_table boolean NOT NULL DEFAULT false`,
  `UPDATE modules SET show_norm_table = true WHERE name IN ('fitheid', 'fitheid_v2')`,
];
