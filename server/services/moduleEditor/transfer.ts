// GET /api/module/{id}/export and POST /api/module/import: a module as the content file `npm run
// content:check` accepts (element ids left out, as in a hand-written file), and such a file read in as a
// draft, of the module it names or (target 'new', or no module has that name) of a new module. The
// import runs the checker (and checks the media it names) first; any problem refuses it with nothing written.
import type { Kysely } from 'kysely' with { 'resolution-mode': 'import' };
import { checkContentFile } from '../../../src/rules/checkContent';
import type { ContentFile } from '../../../src/rules/contentFile';
import { withoutIds } from '../../../src/rules/contentFromModule';
import { kysely } from '../../db/kysely';
import type { Database } from '../../db/schema';
import type { Actor } from '../auditWrite';
import { ok } from '../outcome';
import { draftView, lockDraft } from './draft';
import { insertNewDraft, nameTaken } from './drafts';
import { storeDraft, type DraftOutcome } from './edit';
import { resolveMedia } from './media';
import type { ContentRefused } from './publish';
import { withPaths } from './problems';
import { topicNamed } from './topic';
import { documentAt } from './versions';

export async function exportDocument(
  db: Kysely<Database>,
  moduleId: number,
  which: number | 'draft',
): Promise<ContentFile | null> {
  const doc = await documentAt(db, moduleId, which);
  return doc ? withoutIds(doc) : null;
}

/** The module a file names: published with that name, else a never-published draft with it. */
async function moduleNamed(db: Kysely<Database>, name: string): Promise<number | null> {
  const { sql } = kysely();
  const published = await db.selectFrom('modules').select('id').where('name', '=', name).executeTakeFirst();
  if (published) return published.id;
  const draft = await db
    .selectFrom('module_drafts')
    .select('module_id')
    .where(sql<string>`document->'module'->>'name'`, '=', name)
    .orderBy('module_id')
    .executeTakeFirst();
  return draft?.module_id ?? null;
}

export async function importDocument(
  db: Kysely<Database>,
  actor: Actor,
  raw: unknown,
  target: 'new' | 'named',
  revision: number | null,
): Promise<DraftOutcome | ContentRefused> {
  const check = checkContentFile(raw);
  const problems = withPaths(check.problems, raw);
  if (problems.length === 0) problems.push(...(await resolveMedia(db, raw as ContentFile)).problems);
  if (problems.length > 0)
    return {
      ok: false,
      status: 400,
      body: { error: 'import_problems', problems, warnings: withPaths(check.warnings, raw) },
    };
  const document = withoutIds(raw as ContentFile);
  return db.transaction().execute(async (trx): Promise<DraftOutcome | ContentRefused> => {
    const existing = await moduleNamed(trx, document.module.name);
    if (target === 'new' || existing === null) {
      if (existing !== null || (await nameTaken(trx, document.module.name, null)))
        return { ok: false, status: 409, error: 'module_name_taken' };
      const topicId = await topicNamed(trx, document.topic.name);
      return ok(await insertNewDraft(trx, actor, document, 'module.import', topicId));
    }
    const row = await lockDraft(trx, existing);
    if (!row) return { ok: false, status: 404, error: 'module_not_found' };
    if (revision !== null && revision !== row.revision)
      return { ok: false, status: 409, error: 'stale_revision', current: await draftView(trx, row) };
    const stored = await storeDraft(trx, actor, row, document, { action: 'module.import' });
    return ok(await draftView(trx, stored));
  });
}
