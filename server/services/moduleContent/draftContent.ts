// The granular content routes' way into a module's draft (issue 33, spec §7): a pure edit of the draft
// document's module block (src/shared/moduleDraft), run by module-server's primitive editDraft (one
// transaction, row lock, If-Match revision, shape check, next revision, audit). Every element gets its
// id first (withContentIds), and a new element never takes an id a published version used.
import type { Kysely } from 'kysely' with { 'resolution-mode': 'import' };
import type { ContentFile } from '../../../src/rules/contentFile';
import type { DraftContent, Edited, Reserved } from '../../../src/shared/moduleDraft/edit';
import { withContentIds } from '../../../src/shared/moduleDraft/ids';
import { followRenames } from '../../../src/shared/moduleDraft/renames';
import { kysely } from '../../db/kysely';
import type { Database } from '../../db/schema';
import type { Actor } from '../auditWrite';
import { draftRow } from '../moduleEditor/draft';
import { editDraft, type DraftOutcome } from '../moduleEditor/edit';
import { ok, refuse } from '../outcome';

export type ModuleContent = ContentFile['module'];

/** The module block of the draft with every element's id, and the draft's revision; null: no such module. */
export async function readContent(
  db: Kysely<Database>,
  moduleId: number,
): Promise<{ content: ModuleContent; revision: number } | null> {
  const row = await draftRow(db, moduleId);
  if (!row) return null;
  return { content: withContentIds(moduleId, (row.document as ContentFile).module), revision: row.revision };
}

/**
 * Every slide, option and sub-question id any version of the module was published with: students'
 * answers name them, so a new element must not take one (ids.ts). Result and info text ids are free to
 * reuse (nothing stored names them).
 */
export async function reservedIds(db: Kysely<Database>, moduleId: number): Promise<Reserved> {
  const { sql } = kysely();
  const { rows } = await sql<{ id: number | string | null }>`
    SELECT (s.value->>'id')::int AS id
      FROM module_versions v, jsonb_array_elements(v.slides) s
     WHERE v.module_id = ${moduleId}
    UNION
    SELECT (o.value->>'id')::int
      FROM module_versions v, jsonb_array_elements(v.slides) s, jsonb_array_elements(coalesce(s.value->'options', '[]'::jsonb)) o
     WHERE v.module_id = ${moduleId}
    UNION
    SELECT (q.value->>'id')::int
      FROM module_versions v, jsonb_array_elements(v.slides) s, jsonb_array_elements(coalesce(s.value->'sub_questions', '[]'::jsonb)) q
     WHERE v.module_id = ${moduleId}`.execute(db);
  return new Set(rows.flatMap((r) => (r.id === null ? [] : [Number(r.id)])));
}

export interface ContentWrite {
  moduleId: number;
  /** The draft revision the caller read (If-Match). */
  revision: number;
  /** `module.<element>.<verb>` for the audit log. */
  action: string;
  detail: Record<string, unknown>;
  edit: (content: DraftContent, reserved: Reserved) => Edited<DraftContent, unknown>;
}

/**
 * Applies one content edit to the module's draft; answers the new draft, or the refusal. An edit that
 * renames a slide, a sub-question's key or an option's key or value rewrites, in the same write, every
 * expression and name list of the config that names it and every saved example answer set that names it
 * (src/shared/moduleDraft/renames.ts), or is refused
 * with 400 rename_refused and the places: the draft's own shape check would not notice a dangling name.
 */
export async function writeContent(db: Kysely<Database>, actor: Actor, write: ContentWrite): Promise<DraftOutcome> {
  const reserved = await reservedIds(db, write.moduleId);
  // The audit row is written after the edit ran, so the edit can still say which expressions it rewrote.
  const detail: Record<string, unknown> = { ...write.detail };
  return editDraft(
    db,
    actor,
    write.moduleId,
    write.revision,
    (doc, examples) => {
      const before = { ...doc, module: { ...doc.module, ...withContentIds(write.moduleId, doc.module) } };
      const done = write.edit(before.module, reserved);
      if (!done.ok) return refuse(done.status, done.error);
      const renamed = followRenames(before, done.draft, examples);
      if (!renamed.ok) return { ok: false, status: 400, error: 'rename_refused', problems: renamed.problems };
      const rewritten = renamed.changes.filter((c) => c.path.startsWith('/config/')).map((c) => c.path);
      if (rewritten.length > 0) detail.rewritten = rewritten;
      // The renames touch the config and the renamed element; the edit holds every new name, key and value.
      const file = { ...renamed.file, module: { ...renamed.file.module, ...(done.draft as ModuleContent) } };
      return { ...ok(file), examples: renamed.examples };
    },
    { action: write.action, detail },
    { examples: true },
  );
}
