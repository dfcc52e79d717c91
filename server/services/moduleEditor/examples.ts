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
import type { RenameExample } from '../../../src/rules/renameExamples';
import type { AttemptMeta, Module, ModuleConfig } from '../../../src/rules/types';
import type { ExampleCheck, ExampleInput, ModuleExample } from '../../../src/shared/management/moduleExample';
import { json } from '../../db/json';
import type { Database } from '../../db/schema';
import { type Actor, auditBy } from '../auditWrite';
import { ok, type Outcome, refuse } from '../outcome';
import { iso } from './draft';

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

/** Saves a new example (exampleId null) or replaces one. */
export async function saveExample(
  db: Kysely<Database>,
  actor: Actor,
  moduleId: number,
  exampleId: number | null,
  input: ExampleInput,
): Promise<Outcome<ModuleExample>> {
  if (!(await moduleExists(db, moduleId))) return refuse(404, 'module_not_found');
  return db.transaction().execute(async (trx) => {
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
      detail: { example: row.id, name: row.name },
    });
    return ok(toExample(row));
  });
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

/** Inside a draft write: the module's examples as a rename follows them, locked until the write ends. */
export async function examplesToFollow(trx: Kysely<Database>, moduleId: number): Promise<RenameExample[]> {
  const rows = await trx
    .selectFrom('module_examples')
    .select(['id', 'name', 'answers', 'expected'])
    .where('module_id', '=', moduleId)
    .orderBy('id')
    .forUpdate()
    .execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    answers: r.answers as ExampleAnswerInput[],
    expected: r.expected as ExampleOutcomeValue,
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
