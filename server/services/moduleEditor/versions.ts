// GET /api/module/{id}/versions (who published what when, and how many tests each version has),
// one version's document, and the comparison of two versions (or a version and the draft).
import type { Kysely } from 'kysely' with { 'resolution-mode': 'import' };
import type { ContentFile } from '../../../src/rules/contentFile';
import { diffModules } from '../../../src/rules/moduleDiff';
import type { ModuleComparison, ModuleVersionItem } from '../../../src/shared/management/moduleVersion';
import type { Database } from '../../db/schema';
import { ok, type Outcome, refuse } from '../outcome';
import { publishedDocument } from './documents';
import { draftRow, iso } from './draft';
import { moduleExists } from './examples';

export async function listVersions(db: Kysely<Database>, moduleId: number): Promise<Outcome<ModuleVersionItem[]>> {
  if (!(await moduleExists(db, moduleId))) return refuse(404, 'module_not_found');
  const current = await db.selectFrom('modules').select('version').where('id', '=', moduleId).executeTakeFirst();
  const rows = await db
    .selectFrom('module_versions')
    .select((eb) => [
      'module_versions.version',
      'module_versions.title',
      'module_versions.loaded_at',
      'module_versions.published_by_username',
      'module_versions.restored_from',
      eb
        .selectFrom('tests')
        .whereRef('tests.module_id', '=', 'module_versions.module_id')
        .whereRef('tests.module_version', '=', 'module_versions.version')
        .select((e) => e.fn.countAll<string | number>().as('n'))
        .as('test_count'),
    ])
    .where('module_versions.module_id', '=', moduleId)
    .orderBy('module_versions.version', 'desc')
    .execute();
  return ok(
    rows.map((r) => ({
      version: r.version,
      title: r.title,
      published: { at: iso(r.loaded_at), by: r.published_by_username },
      restoredFrom: r.restored_from,
      testCount: Number(r.test_count ?? 0),
      current: r.version === current?.version,
    })),
  );
}

/** A version's document ('draft': the draft's); null when the module or version does not exist. */
export async function documentAt(
  db: Kysely<Database>,
  moduleId: number,
  which: number | 'draft',
): Promise<ContentFile | null> {
  if (which === 'draft') return ((await draftRow(db, moduleId))?.document as ContentFile | undefined) ?? null;
  const exists = await db
    .selectFrom('module_versions')
    .select('version')
    .where('module_id', '=', moduleId)
    .where('version', '=', which)
    .executeTakeFirst();
  return exists ? publishedDocument(db, moduleId, which) : null;
}

export async function compareVersions(
  db: Kysely<Database>,
  moduleId: number,
  a: number | 'draft',
  b: number | 'draft',
): Promise<Outcome<ModuleComparison>> {
  if (!(await moduleExists(db, moduleId))) return refuse(404, 'module_not_found');
  const [before, after] = await Promise.all([documentAt(db, moduleId, a), documentAt(db, moduleId, b)]);
  if (!before || !after) return refuse(404, 'module_version_not_found');
  return ok({ id: moduleId, a: String(a), b: String(b), changes: diffModules(before, after) });
}
