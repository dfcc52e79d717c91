// POST /api/module/{id}/publish and …/versions/{v}/restore: under the draft's lock and its If-Match
// revision, publish the draft, or an old version as the newest ("Terugzetten": the draft becomes that
// version too, so the next publish does not bring back what was undone).
import type { Kysely } from 'kysely' with { 'resolution-mode': 'import' };
import type { ContentFile } from '../../../src/rules/contentFile';
import type { PublishedVersion } from '../../../src/shared/management/module';
import type { Database } from '../../db/schema';
import type { Actor } from '../auditWrite';
import { publishedDocument } from './documents';
import { draftView, lockDraft } from './draft';
import { storeDraft, type DraftOutcome } from './edit';
import { publishDocument, type ContentRefused } from './publish';

export type ReleaseOutcome = DraftOutcome<PublishedVersion> | ContentRefused;

/** Runs in one transaction; a refusal rolls back everything (also a confirmed examples' update). */
async function underLock(
  db: Kysely<Database>,
  moduleId: number,
  revision: number,
  work: (trx: Kysely<Database>, row: NonNullable<Awaited<ReturnType<typeof lockDraft>>>) => Promise<ReleaseOutcome>,
): Promise<ReleaseOutcome> {
  class Rollback extends Error {
    constructor(readonly outcome: ReleaseOutcome) {
      super('rollback');
    }
  }
  try {
    return await db.transaction().execute(async (trx) => {
      const row = await lockDraft(trx, moduleId);
      if (!row) return { ok: false, status: 404, error: 'module_not_found' } as const;
      if (row.revision !== revision)
        return { ok: false, status: 409, error: 'stale_revision', current: await draftView(trx, row) } as const;
      const outcome = await work(trx, row);
      if (!outcome.ok) throw new Rollback(outcome);
      return outcome;
    });
  } catch (err) {
    if (err instanceof Rollback) return err.outcome;
    throw err;
  }
}

export function publishDraft(
  db: Kysely<Database>,
  actor: Actor,
  moduleId: number,
  revision: number,
  confirmChangedExamples: boolean,
): Promise<ReleaseOutcome> {
  return underLock(db, moduleId, revision, async (trx, row) => {
    const published = await publishDocument(trx, actor, moduleId, row.document as ContentFile, {
      confirmChangedExamples,
      restoredFrom: null,
    });
    return published.ok ? { ok: true, value: { ...published.value, revision: row.revision } } : published;
  });
}

export function restoreVersion(
  db: Kysely<Database>,
  actor: Actor,
  moduleId: number,
  version: number,
  revision: number,
  confirmChangedExamples: boolean,
): Promise<ReleaseOutcome> {
  return underLock(db, moduleId, revision, async (trx, row) => {
    const old = await trx
      .selectFrom('module_versions')
      .select('version')
      .where('module_id', '=', moduleId)
      .where('version', '=', version)
      .executeTakeFirst();
    const document = old ? await publishedDocument(trx, moduleId, version) : null;
    if (!document) return { ok: false, status: 404, error: 'module_version_not_found' };
    const published = await publishDocument(trx, actor, moduleId, document, {
      confirmChangedExamples,
      restoredFrom: version,
    });
    if (!published.ok) return published;
    const stored = await storeDraft(trx, actor, row, document, {
      action: 'module.draft.restore',
      detail: { version },
    });
    return { ok: true, value: { ...published.value, revision: stored.revision } };
  });
}
