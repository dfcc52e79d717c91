// Topics (issue 33, spec §7 "Topics"): the tiles students see (name, status Verplicht/Facultatief/
// Uitgeschakeld, contact data, icon and image, order), each shared by one or more modules.
//
// Why a topic change is live and not part of a module's draft: a topic belongs to no one module (a
// draft of module A must not change module B's tile), and nothing in it changes what a student answers
// or how the rule engine scores it, so there is no version for a started test to keep: a finished test
// already shows today's topic (services/module.ts loadModule). Switching a topic off or on is a decision
// for all its modules at once and takes effect at once, as `npm run content:load` never changed an
// existing topic either. So the routes write the topics table in a transaction, audit every write, and
// GET /api/test/data shows the change on its next read (its cache watches the topics table).
//
// Two admins editing topics at once: the list has a revision of its own (a digest of every topic row,
// sent as the ETag of GET /api/topics); every write carries it in If-Match and a stale one answers 409.
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely' with { 'resolution-mode': 'import' };
import type { ContactData } from '../../src/rules/types';
import { isEmptyRichText } from '../../src/shared/management/richTextHtml';
import type { Topic, TopicBody } from '../../src/shared/management/topic';
import { cleanOptionalHtml } from './richText';
import { json } from '../db/json';
import type { Database } from '../db/schema';
import { type Actor, auditBy } from './auditWrite';
import { ok, type Outcome, refuse } from './outcome';

const mediaRef = (id: number | null, modified: unknown) =>
  id === null || modified === null || modified === undefined ? null : { id, modified: Number(modified) };

async function topicRows(db: Kysely<Database>) {
  return db
    .selectFrom('topics')
    .leftJoin('media as icon', 'icon.id', 'topics.icon_id')
    .leftJoin('media as image', 'image.id', 'topics.image_id')
    .select([
      'topics.id',
      'topics.name',
      'topics.category',
      'topics.status',
      'topics.contact_data',
      'topics.icon_id',
      'icon.modified as icon_modified',
      'topics.image_id',
      'image.modified as image_modified',
      'topics.position',
    ])
    .orderBy('topics.position')
    .orderBy('topics.id')
    .execute();
}

/** The revision of the topic list: a digest of every row, so any change by anyone changes it. */
function revisionOf(rows: Awaited<ReturnType<typeof topicRows>>): number {
  const digest = createHash('sha256')
    .update(JSON.stringify(rows, (_k, v: unknown) => (typeof v === 'bigint' ? String(v) : v)))
    .digest('hex');
  // Nine digits at most, like a draft's revision, so one If-Match reader serves both.
  return parseInt(digest.slice(0, 7), 16);
}

export interface TopicListAnswer {
  items: Topic[];
  revision: number;
}

export async function listTopics(db: Kysely<Database>): Promise<TopicListAnswer> {
  const rows = await topicRows(db);
  const modules = await db.selectFrom('modules').select(['id', 'title', 'topic_id']).orderBy('position').execute();
  const items = rows.map((r) => ({
    id: r.id,
    name: r.name,
    category: r.category,
    status: r.status,
    contactData: (r.contact_data as ContactData | null) ?? null,
    icon: mediaRef(r.icon_id, r.icon_modified),
    image: mediaRef(r.image_id, r.image_modified),
    position: r.position,
    modules: modules.filter((m) => m.topic_id === r.id).map((m) => ({ id: m.id, title: m.title })),
  }));
  return { items, revision: revisionOf(rows) };
}

export async function getTopic(db: Kysely<Database>, id: number): Promise<Outcome<{ topic: Topic; revision: number }>> {
  const { items, revision } = await listTopics(db);
  const topic = items.find((t) => t.id === id);
  return topic ? ok({ topic, revision }) : refuse(404, 'topic_not_found');
}

type Change = (trx: Kysely<Database>) => Promise<Outcome<number | null>>;

/**
 * Runs `change` on the topics in one transaction, if `revision` is the list's current one; answers the
 * topic it names (null: none, after a delete) with the new list's revision. The rows are locked first,
 * so two writes on one revision cannot both pass.
 */
async function writeTopics(
  db: Kysely<Database>,
  revision: number,
  change: Change,
): Promise<Outcome<{ topic: Topic | null; revision: number }>> {
  return db.transaction().execute(async (trx) => {
    await trx.selectFrom('topics').select('id').forUpdate().execute();
    if (revisionOf(await topicRows(trx)) !== revision) return refuse(409, 'stale_revision');
    const done = await change(trx);
    if (!done.ok) return done;
    const after = await listTopics(trx);
    return ok({ topic: after.items.find((t) => t.id === done.value) ?? null, revision: after.revision });
  });
}

/** A write that names a topic it made or changed: that topic is in the list it answers. */
function named(
  outcome: Outcome<{ topic: Topic | null; revision: number }>,
): Outcome<{ topic: Topic; revision: number }> {
  if (!outcome.ok) return outcome;
  const { topic, revision } = outcome.value;
  if (!topic) throw new Error('a written topic is missing from the list');
  return ok({ topic, revision });
}

async function mediaExists(trx: Kysely<Database>, id: number | null): Promise<boolean> {
  if (id === null) return true;
  const row = await trx
    .selectFrom('media')
    .select('id')
    .where('id', '=', id)
    .where('mime', 'like', 'image/%')
    .executeTakeFirst();
  return row !== undefined;
}

async function nameTaken(trx: Kysely<Database>, name: string, exceptId: number | null): Promise<boolean> {
  let q = trx.selectFrom('topics').select('id').where('name', '=', name.trim());
  if (exceptId !== null) q = q.where('id', '!=', exceptId);
  return (await q.executeTakeFirst()) !== undefined;
}

/** Sanitised (the module content's sanitiser); nothing left to read, e.g. a lone script, is none. */
function cleanFurtherInfo(html: string | null): string | null {
  const clean = cleanOptionalHtml(html);
  return clean && !isEmptyRichText(clean) ? clean : null;
}

async function checkedValues(trx: Kysely<Database>, body: TopicBody, exceptId: number | null) {
  if (await nameTaken(trx, body.name, exceptId)) return refuse(409, 'topic_name_taken');
  if (!(await mediaExists(trx, body.iconId)) || !(await mediaExists(trx, body.imageId)))
    return refuse(400, 'media_not_found');
  const contact = body.contactData && {
    name: body.contactData.name.trim(),
    department: body.contactData.department,
    email: body.contactData.email,
    phone: body.contactData.phone,
    furtherInfo: cleanFurtherInfo(body.contactData.furtherInfo),
  };
  return ok({
    name: body.name.trim(),
    category: body.category.trim(),
    status: body.status,
    icon_id: body.iconId,
    image_id: body.imageId,
    contact_data: json(contact),
  });
}

export async function createTopic(db: Kysely<Database>, actor: Actor, revision: number, body: TopicBody) {
  return named(
    await writeTopics(db, revision, async (trx) => {
      const values = await checkedValues(trx, body, null);
      if (!values.ok) return values;
      const last = await trx
        .selectFrom('topics')
        .select((eb) => eb.fn.max('position').as('p'))
        .executeTakeFirst();
      const row = await trx
        .insertInto('topics')
        .values({ ...values.value, position: Number(last?.p ?? 0) + 1 })
        .returning('id')
        .executeTakeFirstOrThrow();
      await auditBy(trx, actor, {
        action: 'topic.create',
        entityType: 'topic',
        entityId: row.id,
        detail: { name: values.value.name },
      });
      return ok(row.id);
    }),
  );
}

export async function updateTopic(db: Kysely<Database>, actor: Actor, revision: number, id: number, body: TopicBody) {
  return named(
    await writeTopics(db, revision, async (trx) => {
      const before = await trx.selectFrom('topics').select(['name', 'status']).where('id', '=', id).executeTakeFirst();
      if (!before) return refuse(404, 'topic_not_found');
      const values = await checkedValues(trx, body, id);
      if (!values.ok) return values;
      await trx.updateTable('topics').set(values.value).where('id', '=', id).execute();
      await auditBy(trx, actor, {
        action: 'topic.update',
        entityType: 'topic',
        entityId: id,
        detail: { name: values.value.name, from: before, status: values.value.status },
      });
      return ok(id);
    }),
  );
}

export function deleteTopic(db: Kysely<Database>, actor: Actor, revision: number, id: number) {
  return writeTopics(db, revision, async (trx) => {
    const topic = await trx.selectFrom('topics').select(['name']).where('id', '=', id).executeTakeFirst();
    if (!topic) return refuse(404, 'topic_not_found');
    const used = await trx.selectFrom('modules').select('id').where('topic_id', '=', id).executeTakeFirst();
    if (used) return refuse(409, 'topic_in_use');
    await trx.deleteFrom('topics').where('id', '=', id).execute();
    await renumber(trx);
    await auditBy(trx, actor, {
      action: 'topic.delete',
      entityType: 'topic',
      entityId: id,
      detail: { name: topic.name },
    });
    return ok(null);
  });
}

/** Positions 1..n in the current order (after a delete or a move). */
async function renumber(trx: Kysely<Database>, order?: number[]): Promise<void> {
  const ids = order ?? (await topicRows(trx)).map((r) => r.id);
  for (const [i, topicId] of ids.entries())
    await trx
      .updateTable('topics')
      .set({ position: i + 1 })
      .where('id', '=', topicId)
      .execute();
}

export function moveTopic(db: Kysely<Database>, actor: Actor, revision: number, id: number, target: number) {
  return writeTopics(db, revision, async (trx) => {
    const ids = (await topicRows(trx)).map((r) => r.id);
    const from = ids.indexOf(id);
    if (from < 0) return refuse(404, 'topic_not_found');
    if (target < 0 || target >= ids.length) return refuse(400, 'invalid_move');
    ids.splice(from, 1);
    ids.splice(target, 0, id);
    await renumber(trx, ids);
    await auditBy(trx, actor, { action: 'topic.move', entityType: 'topic', entityId: id, detail: { target } });
    return ok(id);
  });
}
