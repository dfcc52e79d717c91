// Example answer sets of a module (module_examples): list, save, delete, and run them all on a built
// module (the publish check). The answers name slides and options (src/rules/exampleAnswers.ts).
import type { Kysely } from 'kysely' with { 'resolution-mode': 'import' };
import {
  outcomeChanges,
  outcomeOf,
  toEngineAnswers,
  type ExampleAnswerInput,
  type ExampleOutcomeValue,
} from '../../../src/rules/exampleAnswers';
import type { ContentFile } from '../../../src/rules/contentFile';
import { unknownExampleNames, type ExampleNameProblem } from '../../../src/rules/exampleNames';
import type { RenameExample } from '../../../src/rules/renameExamples';
import type { AttemptMeta, Module, ModuleConfig } from '../../../src/rules/types';
import type { ExampleCheck, ExampleInput, ModuleExample } from '../../../src/shared/management/moduleExample';
import { json } from '../../db/json';
import type { Database } from '../../db/schema';
import { type Actor, auditBy } from '../auditWrite';
import { ok, type Outcome, refuse } from '../outcome';
import { draftView, iso, lockDraft } from './draft';
import type { DraftOutcome, UnknownExampleNames } from './edit';

const columns = ['id', 'module_id', 'name', 'meta', 'answers', 'expected', 'saved_by_username', 'saved_at'] as const;

type Row = {
  id: number;
  module_id: number;
  name: string;
  meta: unknown;
  answers: unknown;
  expected: unknown;
  saved_by_username: string | null;
  saved_at: Date | string;
};

const toExample = (r: Row): ModuleExample => ({
  id: r.id,
  moduleId: r.module_id,
  name: r.name,
  meta: r.meta as ModuleExample['meta'],
  answers: r.answers as ModuleExample['answers'],
  expected: r.expected as ModuleExample['expected'],
  saved: { at: iso(r.saved_at), by: r.saved_by_username },
});

/** Whether the module exists: published, or only a draft. */
export async function moduleExists(db: Kysely<Database>, moduleId: number): Promise<boolean> {
  const [published, draft] = await Promise.all([
    db.selectFrom('modules').select('id').where('id', '=', moduleId).executeTakeFirst(),
    db.selectFrom('module_drafts').select('module_id').where('module_id', '=', moduleId).executeTakeFirst(),
  ]);
  return Boolean(published ?? draft);
}

export async function listExamples(db: Kysely<Database>, moduleId: number): Promise<Outcome<ModuleExample[]>> {
  if (!(await moduleExists(db, moduleId))) return refuse(404, 'module_not_found');
  const rows = await db
    .selectFrom('module_examples')
    .select(columns)
    .where('module_id', '=', moduleId)
    .orderBy('id')
    .execute();
  return ok(rows.map(toExample));
}

/**
 * Saves a new example (exampleId null) or replaces one, against the draft of revision `revision` (If-Match).
 * Like every draft write it locks the draft row first, so it waits for a rename in progress (which rewrites
 * the stored examples in its own write, editDraft) and a rename waits for it: an example saved on the old
 * names cannot slip in beside or after that rewrite. A stale revision answers 409 with the current draft:
 * the names the caller used may mean something else now, and the caller's answers are still on its screen
 * (nothing is lost). Every name the example uses must be in the locked draft (exampleNames.ts): 400
 * example_names_unknown with the places otherwise, e.g. a rename the editor made but did not save yet.
 * The draft's revision stays: an example is not part of the document.
 */
export async function saveExample(
  db: Kysely<Database>,
  actor: Actor,
  moduleId: number,
  exampleId: number | null,
  revision: number,
  input: ExampleInput,
): Promise<DraftOutcome<ModuleExample>> {
  return db.transaction().execute(async (trx): Promise<DraftOutcome<ModuleExample>> => {
    const draft = await lockDraft(trx, moduleId);
    if (!draft) return refuse(404, 'module_not_found');
    if (draft.revision !== revision)
      return { ok: false, status: 409, error: 'stale_revision', current: await draftView(trx, draft) };
    const unknown = unknownExampleNames(draft.document as ContentFile, input);
    if (unknown.length > 0) return unknownNames(input.name, unknown);
    const values = {
      name: input.name.trim(),
      meta: json(input.meta),
      answers: json(input.answers),
      expected: json(input.expected),
      saved_by: actor.user?.id ?? null,
      saved_by_username: actor.user?.username ?? null,
      saved_at: new Date(),
    };
    const row =
      exampleId === null
        ? await trx
            .insertInto('module_examples')
            .values({ module_id: moduleId, ...values })
            .returning(columns)
            .executeTakeFirstOrThrow()
        : await trx
            .updateTable('module_examples')
            .set(values)
            .where('id', '=', exampleId)
            .where('module_id', '=', moduleId)
            .returning(columns)
            .executeTakeFirst();
    if (!row) return refuse(404, 'module_example_not_found');
    await auditBy(trx, actor, {
      action: exampleId === null ? 'module.example.create' : 'module.example.update',
      entityType: 'module',
      entityId: moduleId,
      detail: { example: row.id, name: row.name, revision },
    });
    return ok(toExample(row));
  });
}

/** 400 example_names_unknown: the names of example `name` that the draft does not have, in Dutch. */
export function unknownNames(name: string, problems: ExampleNameProblem[]): UnknownExampleNames {
  return {
    ok: false,
    status: 400,
    error: 'example_names_unknown',
    problems: problems.map((p) => ({
      place: `voorbeeld "${name.trim()}"`,
      field: '',
      message: p.message,
      path: p.path,
    })),
  };
}

export async function deleteExample(
  db: Kysely<Database>,
  actor: Actor,
  moduleId: number,
  exampleId: number,
): Promise<Outcome<null>> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .deleteFrom('module_examples')
      .where('id', '=', exampleId)
      .where('module_id', '=', moduleId)
      .returning(['id', 'name'])
      .executeTakeFirst();
    if (!row) return refuse(404, 'module_example_not_found');
    await auditBy(trx, actor, {
      action: 'module.example.delete',
      entityType: 'module',
      entityId: moduleId,
      detail: { example: row.id, name: row.name },
    });
    return ok(null);
  });
}

/** Every saved example of the module run on this built module: what changed, or why it cannot run. */
export async function runExamples(
  db: Kysely<Database>,
  moduleId: number,
  module: Module,
  config: ModuleConfig,
): Promise<ExampleCheck[]> {
  const rows = await db
    .selectFrom('module_examples')
    .select(columns)
    .where('module_id', '=', moduleId)
    .orderBy('id')
    .execute();
  return rows.map((row) => {
    const resolved = toEngineAnswers(module, row.answers as ExampleAnswerInput[]);
    if ('problem' in resolved)
      return { exampleId: row.id, name: row.name, problem: resolved.problem, changes: [], actual: null };
    const actual = outcomeOf(module, config, resolved.answers, row.meta as AttemptMeta);
    const changes = outcomeChanges(row.expected as ExampleOutcomeValue, actual);
    return { exampleId: row.id, name: row.name, problem: null, changes, actual };
  });
}

/** After a confirmed publish: each changed example takes the outcome it has now. */
export async function acceptOutcomes(trx: Kysely<Database>, checks: ExampleCheck[]): Promise<number[]> {
  const changed = checks.filter((c) => c.changes.length > 0 && c.actual);
  for (const c of changed)
    await trx
      .updateTable('module_examples')
      .set({ expected: json(c.actual) })
      .where('id', '=', c.exampleId)
      .execute();
  return changed.map((c) => c.exampleId);
}

/** A stored example as a rename follows it, with when it was last saved (an editor's rewrite names that). */
export interface StoredExample extends RenameExample {
  savedAt: string;
}

/** Inside a draft write: the module's examples as a rename follows them, locked until the write ends. */
export async function examplesToFollow(trx: Kysely<Database>, moduleId: number): Promise<StoredExample[]> {
  const rows = await trx
    .selectFrom('module_examples')
    .select(['id', 'name', 'answers', 'expected', 'saved_at'])
    .where('module_id', '=', moduleId)
    .orderBy('id')
    .forUpdate()
    .execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    answers: r.answers as ExampleAnswerInput[],
    expected: r.expected as ExampleOutcomeValue,
    savedAt: iso(r.saved_at),
  }));
}

/** An example's answers and expected outcome as a rename rewrote them. */
export type ExampleRewrite = Pick<RenameExample, 'id' | 'answers' | 'expected'>;

/** Stores rewritten examples of the module (the draft write that renamed holds their rows' locks). */
export async function storeRewrites(trx: Kysely<Database>, moduleId: number, list: ExampleRewrite[]): Promise<void> {
  for (const example of list)
    await trx
      .updateTable('module_examples')
      .set({ answers: json(example.answers), expected: json(example.expected) })
      .where('id', '=', example.id)
      .where('module_id', '=', moduleId)
      .execute();
}
