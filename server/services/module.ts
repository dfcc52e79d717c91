// Reads modules with their topic (and media refs) from the database in the Module shape the client
// and the rule engine use, plus each module's config.
import type { Kysely } from 'kysely' with { 'resolution-mode': 'import' };
import type { ContactData, MediaRef, Module, ModuleConfig, ResultText, Slide } from '../../src/rules/types';
import { dependencyOrder } from '../../src/rules/computedOrder';
import type { Database } from '../db/schema';

export interface StoredModule {
  module: Module;
  config: ModuleConfig;
  /** The content version (module_versions); a finished test records it. */
  version: number;
}

const mediaRef = (id: number | null, modified: string | number | bigint | null): MediaRef | null =>
  id === null || modified === null ? null : { id, modified: Number(modified) };

function baseQuery(db: Kysely<Database>) {
  return db
    .selectFrom('modules')
    .innerJoin('topics', 'topics.id', 'modules.topic_id')
    .leftJoin('media as icon', 'icon.id', 'topics.icon_id')
    .leftJoin('media as image', 'image.id', 'topics.image_id')
    .select([
      'modules.id',
      'modules.name',
      'modules.title',
      'modules.start_text',
      'modules.info_link',
      'modules.info_content',
      'modules.show_norm_table',
      'modules.version',
      'modules.slides',
      'modules.result_texts',
      'modules.config',
      'topics.status',
      'topics.category',
      'topics.contact_data',
      'topics.icon_id',
      'icon.modified as icon_modified',
      'topics.image_id',
      'image.modified as image_modified',
    ])
    .orderBy('topics.position')
    .orderBy('modules.position')
    .orderBy('modules.id');
}

type Row = Awaited<ReturnType<ReturnType<typeof baseQuery>['execute']>>[number];

function toStored(row: Row): StoredModule {
  const module: Module = {
    id: row.id,
    version: row.version,
    name: row.name,
    title: row.title,
    topic: {
      icon: mediaRef(row.icon_id, row.icon_modified),
      image: mediaRef(row.image_id, row.image_modified),
      status: row.status,
      category: row.category,
      contactData: (row.contact_data as ContactData | null) ?? null,
    },
    start_text: row.start_text,
    info_link: row.info_link,
    info_content: row.info_content,
    show_norm_table: row.show_norm_table,
    slides: row.slides as Slide[],
    result_texts: row.result_texts as ResultText[],
  };
  // The config is keyed by module name (the client looks it up by name). jsonb lost the order of the
  // computed values, which the engine evaluates in order: put each after the ones it uses (computedOrder.ts).
  const config = row.config as ModuleConfig;
  const computed = dependencyOrder(config.computed ?? {});
  return { module, config: { ...config, computed, name: row.name }, version: row.version };
}

export async function loadModules(db: Kysely<Database>): Promise<StoredModule[]> {
  return (await baseQuery(db).execute()).map(toStored);
}

/**
 * The module as it is now, or (with `version`) as it was in that version: a finished test renders from the
 * content it was taken with, also after `npm run content:load` changed the module. The topic is always today's.
 */
export async function loadModule(db: Kysely<Database>, id: number, version?: number): Promise<StoredModule | null> {
  const row = await baseQuery(db).where('modules.id', '=', id).executeTakeFirst();
  if (!row) return null;
  if (version === undefined || version === row.version) return toStored(row);
  const old = await db
    .selectFrom('module_versions')
    .select(['title', 'start_text', 'info_link', 'info_content', 'show_norm_table', 'slides', 'result_texts', 'config'])
    .where('module_id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  return old ? toStored({ ...row, ...old, version }) : null;
}
