// The topic a module gets on its first publish: the one its draft was made on (module_drafts.topic_id, kept
// by id because a topic can be renamed before that publish), else the one with the document's topic name,
// else a new one made from the document's topic block (a published module keeps its topic: publish.ts). An
// existing topic is not changed by a publish (topics are edited live by their own routes, like `npm run
// content:load` leaves an existing topic as it is).
import type { Kysely } from 'kysely' with { 'resolution-mode': 'import' };
import type { ContentFile } from '../../../src/rules/contentFile';
import type { MediaRef } from '../../../src/rules/types';
import { json } from '../../db/json';
import type { Database } from '../../db/schema';
import { mediaLookup } from './media';

/** The id of the topic with this name, or null. */
export async function topicNamed(db: Kysely<Database>, name: string): Promise<number | null> {
  const row = await db.selectFrom('topics').select('id').where('name', '=', name).orderBy('id').executeTakeFirst();
  return row?.id ?? null;
}

export async function topicFor(
  trx: Kysely<Database>,
  moduleId: number,
  topic: ContentFile['topic'],
  refs: Map<string, MediaRef>,
): Promise<number> {
  // The draft's topic_id refers to topics (ON DELETE SET NULL): when set, that topic exists.
  const draft = await trx
    .selectFrom('module_drafts')
    .select('topic_id')
    .where('module_id', '=', moduleId)
    .executeTakeFirst();
  if (draft?.topic_id) return draft.topic_id;
  const existing = await topicNamed(trx, topic.name);
  if (existing !== null) return existing;
  const lookup = mediaLookup(refs);
  const last = await trx
    .selectFrom('topics')
    .select((eb) => eb.fn.max('position').as('p'))
    .executeTakeFirst();
  const row = await trx
    .insertInto('topics')
    .values({
      name: topic.name,
      category: topic.category,
      status: topic.status,
      icon_id: topic.icon ? (lookup(topic.icon)?.id ?? null) : null,
      image_id: topic.image ? (lookup(topic.image)?.id ?? null) : null,
      contact_data: json(topic.contactData ?? null),
      position: Number(last?.p ?? 0) + 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The topic block of a new module's first document: the topic as it is, media named by content path. */
export async function topicBlock(db: Kysely<Database>, topicId: number): Promise<ContentFile['topic'] | null> {
  const row = await db
    .selectFrom('topics')
    .leftJoin('media as icon', 'icon.id', 'topics.icon_id')
    .leftJoin('media as image', 'image.id', 'topics.image_id')
    .select([
      'topics.name',
      'topics.category',
      'topics.status',
      'topics.contact_data',
      'icon.filename as icon_file',
      'icon.path as icon_path',
      'image.filename as image_file',
      'image.path as image_path',
    ])
    .where('topics.id', '=', topicId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    name: row.name,
    category: row.category,
    status: row.status,
    icon: row.icon_path ?? (row.icon_file ? `icons/${row.icon_file}` : null),
    image: row.image_path ?? (row.image_file ? `images/${row.image_file}` : null),
    contactData: (row.contact_data as ContentFile['topic']['contactData']) ?? null,
  };
}
