// Issue 33: the module editor. Every edit goes to a module's draft (module_drafts, one per module, a
// content-file document with a revision for ETag/If-Match); "Publiceren" makes the draft the module's
// next version (modules + module_versions, now with who published and from which version a restore
// came). Students read only `modules`, so they never see a draft. A new module has only a draft until
// its first publish: its id is taken from the modules sequence, hence no foreign key to modules here.
// Documents are `json`, not `jsonb`: jsonb sorts object keys, and the order of computed values (evaluated
// in order), norms and rules is part of the content (src/rules/computedOrder.ts).
export const up: string[] = [
  `CREATE TABLE module_drafts (
    module_id integer PRIMARY KEY,
    document json NOT NULL,
    revision integer NOT NULL DEFAULT 0,
    updated_by integer REFERENCES users (id) ON DELETE SET NULL,
    updated_by_username text,
    updated_at timestamptz,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `ALTER TABLE module_versions ADD COLUMN published_by integer REFERENCES users (id) ON DELETE SET NULL`,
  `ALTER TABLE module_versions ADD COLUMN published_by_username text`,
  `ALTER TABLE module_versions ADD COLUMN restored_from integer`,
  // The version as the editor published it (a content file), so compare, export and restore give back
  // exactly what was written; null for versions the content loader made (derived from the columns).
  `ALTER TABLE module_versions ADD COLUMN document json`,
  // The path a content load gave a media file (content/media/<path>), so an export names it as the file did.
  `ALTER TABLE media ADD COLUMN path text`,
  `CREATE TABLE module_examples (
    id serial PRIMARY KEY,
    module_id integer NOT NULL,
    name text NOT NULL,
    meta jsonb NOT NULL,
    answers jsonb NOT NULL,
    expected jsonb NOT NULL,
    saved_by integer REFERENCES users (id) ON DELETE SET NULL,
    saved_by_username text,
    saved_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX module_examples_module ON module_examples (module_id, id)`,
];
