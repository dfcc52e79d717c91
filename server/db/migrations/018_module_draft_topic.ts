// Issue 33: a never-published module's draft knows its topic by id. Its content-file document names the
// topic by name only, so a topic renamed before the module's first publish used to be looked up by the
// old name at publish time and made again as a second topic. The id is set when the draft is made (the
// topic chosen, or the existing topic an imported file names); publish takes it before the name.
// Published modules keep their topic through modules.topic_id, so this column stays null for them.
export const up: string[] = [
  `ALTER TABLE module_drafts ADD COLUMN topic_id integer REFERENCES topics (id) ON DELETE SET NULL`,
  // Drafts made before this migration: the topic their document names, if there is one.
  `UPDATE module_drafts SET topic_id = (
     SELECT min(topics.id) FROM topics WHERE topics.name = module_drafts.document -> 'topic' ->> 'name'
   ) WHERE module_id NOT IN (SELECT id FROM modules)`,
];
