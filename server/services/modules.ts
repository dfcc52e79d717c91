// Reads modules with their topic (and media refs) from the database in the Module shape the client
// and the rule engine use, plus each module's config.
import type { Kysely } from 'kysely' with { 'resolution-mode': 'import' };
import type { ContactData, MediaRef, Module, ModuleConfig, ResultText, Slide } from '../../src/rules/types';
import type { Database } from '../db/schema';

export interface StoredModule {
  module: Module;
  config: ModuleConfig;
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
    slides: row.slides as Slide[],
    result_texts: row.result_texts as ResultText[],
  };
  // The config is keyed by module name (the client looks it up by name).
  return { module, config: { ...(row.config as ModuleConfig), name: row.name } };
}

export async function loadModules(db: Kysely<Database>): Promise<StoredModule[]> {
  return (await baseQuery(db).execute()).map(toStored);
}

export async function loadModule(db: Kysely<Database>, id: number): Promise<StoredModule | null> {
  const row = await baseQuery(db).where('modules.id', '=', id).executeTakeFirst();
  return row ? toStored(row) : null;
}
