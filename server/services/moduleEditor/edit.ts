// The one way to change a module's draft (issue 33): every write route (POST /api/module/{id} here, the
// granular content routes of spec §7 by module-content) calls editDraft with a pure edit. In one
// transaction it locks the draft row, compares the caller's If-Match revision with it (409 with the
// current draft when stale), applies the edit to a copy, checks that the result still has the content
// file's shape (400 with the problems otherwise), stores it with the next revision and audits the write.
// Described for other engineers in /work/notes/33-draft-primitive.md.
import type { Kysely } from 'kysely' with { 'resolution-mode': 'import' };
import type { ContentFile } from '../../../src/rules/contentFile';
import type { RenameExample } from '../../../src/rules/renameExamples';
import type { ModuleDraft } from '../../../src/shared/management/module';
import type { ContentProblem } from '../../../src/shared/management/moduleVersion';
import { jsonOrdered } from '../../db/json';
import type { Database } from '../../db/schema';
import { type Actor, auditBy } from '../auditWrite';
import { ok, type Outcome, type Refusal } from '../outcome';
import { draftView, lockDraft, type DraftRow } from './draft';
import { unknownExampleNames } from '../../../src/rules/exampleNames';
import { examplesToFollow, storeRewrites, unknownNames, type ExampleRewrite, type StoredExample } from './examples';
import { shapeProblems } from './problems';
import { topicNamed } from './topic';
import { sanitizeDocumentHtml } from '../richText';

/**
 * A pure change of the document: gets a copy (change it in place or return another), or refuses. With
 * `{ examples: true }` it gets the module's saved example answer sets as well, and the ones it gives back
 * (`examples`: a rename rewrote them) are stored in the same write.
 */
export type DraftEdit = (
  document: ContentFile,
  examples: StoredExample[],
) => (Outcome<ContentFile> & { examples?: ExampleRewrite[] }) | UnsureRename;

/** 409: the caller's revision is not the draft's; `current` is the draft as it is now. */
export interface StaleDraft {
  ok: false;
  status: 409;
  error: 'stale_revision';
  current: ModuleDraft;
}
/** 400: the edited document lost the content file's shape; `problems` say where. */
export interface MisshapenDraft {
  ok: false;
  status: 400;
  error: 'invalid_request';
  problems: ContentProblem[];
}
/** 400: the edit renames something an expression names and not every one can be rewritten with certainty. */
export interface UnsureRename {
  ok: false;
  status: 400;
  error: 'rename_refused';
  problems: ContentProblem[];
}
/** 400: an example to store names a slide, option, sub-question or computed value the draft does not have. */
export interface UnknownExampleNames {
  ok: false;
  status: 400;
  error: 'example_names_unknown';
  problems: ContentProblem[];
}
export type DraftOutcome<T = ModuleDraft> =
  { ok: true; value: T } | ({ ok: false } & Refusal) | StaleDraft | MisshapenDraft | UnsureRename | UnknownExampleNames;

/** What the audit log records of the write: e.g. `module.draft.save`, `module.slide.move`, with detail. */
export interface DraftAudit {
  action: string;
  detail?: Record<string, unknown>;
}

/** Stores a new document on a locked draft row (next revision) and audits it; the new draft row. */
export async function storeDraft(
  trx: Kysely<Database>,
  actor: Actor,
  row: DraftRow,
  document: ContentFile,
  audit: DraftAudit,
): Promise<DraftRow> {
  const now = new Date();
  const revision = row.revision + 1;
  // Every way into a draft (the whole document, an import, a restore, the content routes) stores only
  // the html the student app renders.
  document = sanitizeDocumentHtml(document);
  // A document that names another topic than the stored one moves the draft to that topic (or, when no
  // topic has that name, to the one its first publish makes); the same name keeps the topic by id.
  const topicId =
    (row.document as ContentFile).topic?.name === document.topic.name
      ? row.topic_id
      : await topicNamed(trx, document.topic.name);
  await trx
    .updateTable('module_drafts')
    .set({
      document: jsonOrdered(document),
      topic_id: topicId,
      revision,
      updated_by: actor.user?.id ?? null,
      updated_by_username: actor.user?.username ?? null,
      updated_at: now,
    })
    .where('module_id', '=', row.module_id)
    .execute();
  await auditBy(trx, actor, {
    action: audit.action,
    entityType: 'module',
    entityId: row.module_id,
    detail: { ...audit.detail, revision },
  });
  return {
    ...row,
    document,
    revision,
    updated_by_username: actor.user?.username ?? null,
    updated_at: now,
    topic_id: topicId,
  };
}

/**
 * A rewritten example may keep a name the stored draft already lacked (publish names it), but must not bring
 * in one the edited document lacks: the first such example's refusal, or null.
 */
function newUnknownNames(
  before: ContentFile,
  after: ContentFile,
  stored: RenameExample[],
  rewritten: ExampleRewrite[],
): UnknownExampleNames | null {
  for (const example of rewritten) {
    const was = stored.find((s) => s.id === example.id);
    const known = new Set(was ? unknownExampleNames(before, was).map((p) => p.message) : []);
    const fresh = unknownExampleNames(after, example).filter((p) => !known.has(p.message));
    if (fresh.length > 0) return unknownNames(was?.name ?? String(example.id), fresh);
  }
  return null;
}

/**
 * Applies `edit` to the draft of `moduleId` if `revision` (from If-Match) is its current revision.
 * Answers the new draft (revision + 1), or 404 module_not_found, 409 stale_revision (with the current
 * draft), 400 invalid_request (with problems), 400 example_names_unknown (a rewritten example would name
 * what the edited document lacks), or the edit's own refusal (400 rename_refused with problems among them);
 * nothing is written unless it succeeds.
 */
export async function editDraft(
  db: Kysely<Database>,
  actor: Actor,
  moduleId: number,
  revision: number,
  edit: DraftEdit,
  audit: DraftAudit,
  options: { examples?: boolean } = {},
): Promise<DraftOutcome> {
  return db.transaction().execute(async (trx): Promise<DraftOutcome> => {
    const row = await lockDraft(trx, moduleId);
    if (!row) return { ok: false, status: 404, error: 'module_not_found' };
    if (row.revision !== revision)
      return { ok: false, status: 409, error: 'stale_revision', current: await draftView(trx, row) };
    const examples = options.examples ? await examplesToFollow(trx, moduleId) : [];
    const edited = edit(structuredClone(row.document) as ContentFile, examples);
    if (!edited.ok) return edited;
    const problems = shapeProblems(edited.value);
    if (problems.length > 0) return { ok: false, status: 400, error: 'invalid_request', problems };
    const rewritten = edited.examples ?? [];
    const unknown = newUnknownNames(row.document as ContentFile, edited.value, examples, rewritten);
    if (unknown) return unknown;
    await storeRewrites(trx, moduleId, rewritten);
    const detail = rewritten.length > 0 ? { ...audit.detail, examples: rewritten.map((e) => e.id) } : audit.detail;
    return ok(await draftView(trx, await storeDraft(trx, actor, row, edited.value, { ...audit, detail })));
  });
}
