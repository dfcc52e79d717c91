// A module's draft (module_drafts): read for GET /api/module/{id}, and locked for a write. A module that
// nobody edited yet has no draft row: its draft is its newest published version, revision 0; the first
// write stores that document and locks the row (lockDraft), so two admins' writes queue behind each other.
import type { Kysely } from 'kysely' with { 'resolution-mode': 'import' };
import type { ContentFile } from '../../../src/rules/contentFile';
import type { ModuleDraft, Stamp } from '../../../src/shared/management/module';
import { jsonOrdered } from '../../db/json';
import type { Database } from '../../db/schema';
import { publishedDocument, sameDocument } from './documents';
import { topicBlock } from './topic';

export interface DraftRow {
  module_id: number;
  document: unknown;
  revision: number;
  updated_by_username: string | null;
  updated_at: Date | string | null;
  /** A never-published module's topic by id (its document names it only by name, which a rename changes). */
  topic_id: number | null;
}

export const iso = (v: Date | string): string => (v instanceof Date ? v : new Date(v)).toISOString();

const draftColumns = ['module_id', 'document', 'revision', 'updated_by_username', 'updated_at', 'topic_id'] as const;

/** The newest published version's number and stamp; null while the module was never published. */
export async function publishedInfo(
  db: Kysely<Database>,
  moduleId: number,
): Promise<{ version: number; published: Stamp } | null> {
  const row = await db
    .selectFrom('modules')
    .leftJoin('module_versions', (join) =>
      join
        .onRef('module_versions.module_id', '=', 'modules.id')
        .onRef('module_versions.version', '=', 'modules.version'),
    )
    .select(['modules.version', 'module_versions.loaded_at', 'module_versions.published_by_username'])
    .where('modules.id', '=', moduleId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    version: row.version,
    published: { at: row.loaded_at ? iso(row.loaded_at) : new Date(0).toISOString(), by: row.published_by_username },
  };
}

/** The ModuleDraft answer for a draft row (stored or derived). */
export async function draftView(db: Kysely<Database>, row: DraftRow): Promise<ModuleDraft> {
  const info = await publishedInfo(db, row.module_id);
  const published = info ? await publishedDocument(db, row.module_id) : null;
  // A new module's topic as it is now (renamed or given other contact data since the draft was made), as a
  // published module's document shows it (documents.ts).
  const topic = !info && row.topic_id !== null ? await topicBlock(db, row.topic_id) : null;
  const document = row.document as ContentFile;
  return {
    id: row.module_id,
    revision: row.revision,
    document: topic ? { ...document, topic } : document,
    publishedVersion: info?.version ?? null,
    published: info?.published ?? null,
    edited: row.updated_at ? { at: iso(row.updated_at), by: row.updated_by_username } : null,
    changed: published === null || !sameDocument(published, row.document),
  };
}

/** The stored draft row, or the derived one (revision 0) of a module nobody edited; null: no such module. */
export async function draftRow(db: Kysely<Database>, moduleId: number): Promise<DraftRow | null> {
  const stored = await db
    .selectFrom('module_drafts')
    .select(draftColumns)
    .where('module_id', '=', moduleId)
    .executeTakeFirst();
  if (stored) return stored;
  const document = await publishedDocument(db, moduleId);
  return document
    ? { module_id: moduleId, document, revision: 0, updated_by_username: null, updated_at: null, topic_id: null }
    : null;
}

export async function readDraft(db: Kysely<Database>, moduleId: number): Promise<ModuleDraft | null> {
  const row = await draftRow(db, moduleId);
  return row ? draftView(db, row) : null;
}

/** Inside a transaction: the draft row, stored first when derived, locked until the transaction ends. */
export async function lockDraft(trx: Kysely<Database>, moduleId: number): Promise<DraftRow | null> {
  const locked = () =>
    trx
      .selectFrom('module_drafts')
      .select(draftColumns)
      .where('module_id', '=', moduleId)
      .forUpdate()
      .executeTakeFirst();
  const found = await locked();
  if (found) return found;
  const document = await publishedDocument(trx, moduleId);
  if (!document) return null;
  await trx
    .insertInto('module_drafts')
    .values({ module_id: moduleId, document: jsonOrdered(document), revision: 0 })
    .onConflict((oc) => oc.column('module_id').doNothing())
    .execute();
  return (await locked()) ?? null;
}
