// GET /api/module (the list), POST /api/module (a new module: a draft only) and POST /api/module/{id}
// (replace the draft through editDraft). Module ids of never-published modules come from the modules
// table's own sequence, so the id a draft gets is the id the module keeps when first published.
import type { Kysely } from 'kysely' with { 'resolution-mode': 'import' };
import type { ContentFile } from '../../../src/rules/contentFile';
import type { ModuleDraft, ModuleListItem, NewModule } from '../../../src/shared/management/module';
import type { ExampleRewrite } from '../../../src/shared/management/moduleExample';
import { jsonOrdered } from '../../db/json';
import { kysely } from '../../db/kysely';
import type { Database } from '../../db/schema';
import { type Actor, auditBy } from '../auditWrite';
import { ok, type Outcome, refuse } from '../outcome';
import { draftRow, draftView, type DraftRow } from './draft';
import { editDraft, type DraftOutcome } from './edit';
import { topicBlock } from './topic';
import { sanitizeDocumentHtml } from '../richText';

export async function listModules(db: Kysely<Database>): Promise<ModuleListItem[]> {
  const published = await db
    .selectFrom('modules')
    .innerJoin('topics', 'topics.id', 'modules.topic_id')
    .select(['modules.id'])
    .orderBy('topics.position')
    .orderBy('modules.position')
    .orderBy('modules.id')
    .execute();
  const draftsOnly = await db
    .selectFrom('module_drafts')
    .select('module_id as id')
    .where('module_id', 'not in', (eb) => eb.selectFrom('modules').select('id'))
    .orderBy('module_id')
    .execute();
  const items: ModuleListItem[] = [];
  for (const { id } of [...published, ...draftsOnly]) {
    const row = await draftRow(db, id);
    if (!row) continue;
    const draft = await draftView(db, row);
    items.push({
      id,
      name: draft.document.module.name,
      title: draft.document.module.title,
      topicName: draft.document.topic.name,
      publishedVersion: draft.publishedVersion,
      published: draft.published,
      revision: draft.revision,
      changed: draft.changed,
      edited: draft.edited,
    });
  }
  return items;
}

/** Whether another module (published, or a draft) already has this technical name. */
export async function nameTaken(db: Kysely<Database>, name: string, exceptId: number | null): Promise<boolean> {
  const { sql } = kysely();
  const published = await db
    .selectFrom('modules')
    .select('id')
    .where('name', '=', name)
    .$if(exceptId !== null, (q) => q.where('id', '!=', exceptId!))
    .executeTakeFirst();
  if (published) return true;
  const draft = await db
    .selectFrom('module_drafts')
    .select('module_id')
    .where(sql<string>`document->'module'->>'name'`, '=', name)
    .$if(exceptId !== null, (q) => q.where('module_id', '!=', exceptId!))
    .executeTakeFirst();
  return Boolean(draft);
}

/** A new module's draft with the next module id; revision 1. */
export async function insertNewDraft(
  trx: Kysely<Database>,
  actor: Actor,
  document: ContentFile,
  action: string,
  topicId: number | null,
): Promise<ModuleDraft> {
  document = sanitizeDocumentHtml(document);
  const { sql } = kysely();
  const { rows } = await sql<{
    id: string | number;
  }>`SELECT nextval(pg_get_serial_sequence('modules', 'id')) AS id`.execute(trx);
  const id = Number(rows[0].id);
  const now = new Date();
  const row: DraftRow = {
    module_id: id,
    document,
    revision: 1,
    updated_by_username: actor.user?.username ?? null,
    updated_at: now,
    topic_id: topicId,
  };
  await trx
    .insertInto('module_drafts')
    .values({ ...row, document: jsonOrdered(document), updated_by: actor.user?.id ?? null })
    .execute();
  await auditBy(trx, actor, {
    action,
    entityType: 'module',
    entityId: id,
    detail: { name: document.module.name, revision: 1 },
  });
  return draftView(trx, row);
}

export async function createModule(
  db: Kysely<Database>,
  actor: Actor,
  input: NewModule,
): Promise<Outcome<ModuleDraft>> {
  return db.transaction().execute(async (trx) => {
    const topic = await topicBlock(trx, input.topicId);
    if (!topic) return refuse(404, 'topic_not_found');
    if (await nameTaken(trx, input.name, null)) return refuse(409, 'module_name_taken');
    const document: ContentFile = {
      topic,
      module: { name: input.name, title: input.title.trim(), start_text: '', slides: [], result_texts: [] },
      config: {},
    };
    return ok(await insertNewDraft(trx, actor, document, 'module.create', input.topicId));
  });
}

/**
 * POST /api/module/{id}: the whole document replaced (what GET answered, changed), with the saved examples
 * the editor's renames rewrote (each must be one of the module's: 404 module_example_not_found; and as saved
 * when the editor read it: 409 example_changed).
 */
export function saveDraft(
  db: Kysely<Database>,
  actor: Actor,
  moduleId: number,
  revision: number,
  document: ContentFile,
  examples: ExampleRewrite[] = [],
): Promise<DraftOutcome> {
  return editDraft(
    db,
    actor,
    moduleId,
    revision,
    (_, saved) => {
      const stored = examples.map((e) => saved.find((s) => s.id === e.id));
      if (stored.some((s) => !s)) return refuse(404, 'module_example_not_found');
      // A colleague saved the example after this editor read it: writing the rewrite would undo their edit.
      if (stored.some((s, i) => s?.savedAt !== examples[i].savedAt)) return refuse(409, 'example_changed');
      return { ...ok(document), examples };
    },
    { action: 'module.draft.save' },
    { examples: examples.length > 0 },
  );
}
