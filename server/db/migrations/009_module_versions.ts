// Issue 23: content can be loaded into a running installation (npm run content:load). A changed module gets
// a new version; every version's content is kept in module_versions, and a finished test records the version
// it was taken with, so its results and PDF keep rendering from what the student saw.
export const up: string[] = [
  `ALTER TABLE modules ADD COLUMN version integer NOT NULL DEFAULT 1`,
  `CREATE TABLE module_versions (
    module_id integer NOT NULL REFERENCES modules (id) ON DELETE CASCADE,
    version integer NOT NULL,
    title text NOT NULL,
    start_text text NOT NULL,
    info_link text,
    info_content text,
    show_norm_table boolean NOT NULL DEFAULT false,
    slides jsonb NOT NULL,
    result_texts jsonb NOT NULL,
    config jsonb NOT NULL,
    loaded_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (module_id, version)
  )`,
  `INSERT INTO module_versions (module_id, version, title, start_text, info_link, info_content, show_norm_table, slides, result_texts, config)
    SELECT id, 1, title, start_text, info_link, info_content, show_norm_table, slides, result_texts, config FROM modules`,
  `ALTER TABLE tests ADD COLUMN module_version integer NOT NULL DEFAULT 1`,
];
