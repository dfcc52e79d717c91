// The content check a publish runs, also offered on its own (GET /api/module/{id}/check, the editor's
// "Controleren"): the checker's problems and warnings with their JSON pointers, the media the document
// names, the technical name of a published module, and every saved example run on the result.
import type { Kysely } from 'kysely' with { 'resolution-mode': 'import' };
import { checkContentFile } from '../../../src/rules/checkContent';
import { buildModule, type ContentFile } from '../../../src/rules/contentFile';
import type { MediaRef, Module, ModuleConfig } from '../../../src/rules/types';
import type { ExampleCheck } from '../../../src/shared/management/moduleExample';
import type { ContentCheckAnswer, ContentProblem } from '../../../src/shared/management/moduleVersion';
import type { Database } from '../../db/schema';
import { ok, type Outcome, refuse } from '../outcome';
import { draftRow } from './draft';
import { runExamples } from './examples';
import { mediaLookup, resolveMedia } from './media';
import { withPaths } from './problems';

export interface FullCheck {
  problems: ContentProblem[];
  warnings: ContentProblem[];
  /** Set when there are no problems: the module as the publish stores it, and its media. */
  built: { module: Module; config: ModuleConfig; refs: Map<string, MediaRef> } | null;
  examples: ExampleCheck[];
}

async function nameProblems(db: Kysely<Database>, moduleId: number, doc: ContentFile): Promise<ContentProblem[]> {
  const current = await db.selectFrom('modules').select('name').where('id', '=', moduleId).executeTakeFirst();
  if (!current || current.name === doc.module.name) return [];
  return [
    {
      place: 'module',
      field: 'name',
      message: `de technische naam van een gepubliceerde module blijft '${current.name}'`,
      path: '/module/name',
    },
  ];
}

export async function fullCheck(db: Kysely<Database>, moduleId: number, doc: ContentFile): Promise<FullCheck> {
  const check = checkContentFile(doc);
  const warnings = withPaths(check.warnings, doc);
  const problems = withPaths(check.problems, doc);
  if (!check.built) return { problems, warnings, built: null, examples: [] };
  const media = await resolveMedia(db, doc);
  problems.push(...media.problems, ...(await nameProblems(db, moduleId, doc)));
  if (problems.length > 0) return { problems, warnings, built: null, examples: [] };
  const lookup = mediaLookup(media.refs);
  const { module, config } = buildModule(doc, moduleId, (p) => lookup(p) ?? { id: 0, modified: 0 });
  const examples = await runExamples(db, moduleId, module, config);
  return { problems, warnings, built: { module, config, refs: media.refs }, examples };
}

export async function checkDraft(db: Kysely<Database>, moduleId: number): Promise<Outcome<ContentCheckAnswer>> {
  const row = await draftRow(db, moduleId);
  if (!row) return refuse(404, 'module_not_found');
  const { problems, warnings, examples } = await fullCheck(db, moduleId, row.document as ContentFile);
  return ok({ problems, warnings, examples });
}
