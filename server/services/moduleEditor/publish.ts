// "Publiceren" (and "Terugzetten"): a document becomes the module's next version. The full content check
// (src/rules/checkContent.ts, the media it names, the technical name) and every saved example run
// first; nothing is written on any problem. Students read `modules`, so they get the new version on their
// next GET /api/test/data (its cache, services/moduleContentCache.ts, keys on the row versions of
// `modules`, so this write invalidates it on every instance); tests already started keep theirs.
import type { Kysely } from 'kysely' with { 'resolution-mode': 'import' };
import type { ContentFile } from '../../../src/rules/contentFile';
import type { PublishedVersion } from '../../../src/shared/management/module';
import type { ContentRefusal } from '../../../src/shared/management/moduleVersion';
import { json, jsonOrdered } from '../../db/json';
import type { Database } from '../../db/schema';
import { type Actor, auditBy } from '../auditWrite';
import { isUniqueViolation } from '../outcome';
import { publishedDocument, sameDocument } from './documents';
import { iso } from './draft';
import { fullCheck } from './check';
import { acceptOutcomes } from './examples';
import { topicFor } from './topic';

/** 400 with the checker's problems or the examples: the ContentRefusal body. */
export interface ContentRefused {
  ok: false;
  status: 400 | 409;
  body: ContentRefusal;
}
export type PublishOutcome = { ok: true; value: Omit<PublishedVersion, 'revision'> } | ContentRefused;

const refused = (body: ContentRefusal, status: 400 | 409 = 400): ContentRefused => ({ ok: false, status, body });

/**
 * Inside the caller's transaction (which holds the draft's lock): checks `doc` and publishes it as the
 * next version of `moduleId`, audited. `restoredFrom`: the old version "Terugzetten" copies.
 */
export async function publishDocument(
  trx: Kysely<Database>,
  actor: Actor,
  moduleId: number,
  doc: ContentFile,
  options: { confirmChangedExamples: boolean; restoredFrom: number | null },
): Promise<PublishOutcome> {
  const { problems, warnings, built, examples } = await fullCheck(trx, moduleId, doc);
  if (!built) return refused({ error: 'content_problems', problems, warnings });
  const current = await publishedDocument(trx, moduleId);
  if (current && sameDocument(current, doc)) return refused({ error: 'nothing_to_publish' });

  const { module, config, refs } = built;
  if (examples.some((e) => e.problem !== null)) return refused({ error: 'examples_broken', examples });
  const changed = examples.filter((e) => e.changes.length > 0);
  if (changed.length > 0 && !options.confirmChangedExamples) return refused({ error: 'examples_changed', examples });

  const namesake = await trx
    .selectFrom('modules')
    .select('id')
    .where('name', '=', doc.module.name)
    .where('id', '!=', moduleId)
    .executeTakeFirst();
  if (namesake) return refused({ error: 'module_name_taken' }, 409);
  const existing = await trx
    .selectFrom('modules')
    .select(['version', 'topic_id'])
    .where('id', '=', moduleId)
    .executeTakeFirst();
  // A published module stays on its topic (topics are renamed and edited live by their own routes, so the
  // draft's topic block may name it by an older name); a new one goes to the topic its draft was made on.
  const topicId = existing?.topic_id ?? (await topicFor(trx, moduleId, doc.topic, refs));
  const version = (existing?.version ?? 0) + 1;
  const columns = {
    title: module.title,
    start_text: module.start_text,
    info_link: module.info_link,
    info_content: module.info_content,
    show_norm_table: module.show_norm_table ?? false,
    slides: json(module.slides),
    result_texts: json(module.result_texts),
    config: json(config),
  };
  const guide = doc.lessonGuide ? json(doc.lessonGuide) : null;
  try {
    if (existing)
      await trx
        .updateTable('modules')
        .set({ ...columns, topic_id: topicId, version, lesson_guide: guide })
        .where('id', '=', moduleId)
        .execute();
    else {
      const last = await trx
        .selectFrom('modules')
        .select((eb) => eb.fn.max('position').as('p'))
        .executeTakeFirst();
      await trx
        .insertInto('modules')
        .values({
          id: moduleId,
          name: doc.module.name,
          topic_id: topicId,
          position: Number(last?.p ?? 0) + 1,
          ...columns,
          version,
          lesson_guide: guide,
        })
        .execute();
    }
  } catch (err) {
    if (isUniqueViolation(err)) return refused({ error: 'module_name_taken' }, 409);
    throw err;
  }
  const at = new Date();
  await trx
    .insertInto('module_versions')
    .values({
      module_id: moduleId,
      version,
      ...columns,
      loaded_at: at,
      published_by: actor.user?.id ?? null,
      published_by_username: actor.user?.username ?? null,
      restored_from: options.restoredFrom,
      document: jsonOrdered(doc),
    })
    .execute();
  const accepted = await acceptOutcomes(trx, changed);
  await auditBy(trx, actor, {
    action: options.restoredFrom === null ? 'module.publish' : 'module.restore',
    entityType: 'module',
    entityId: moduleId,
    detail: { version, restoredFrom: options.restoredFrom, examplesAccepted: accepted },
  });
  return { ok: true, value: { id: moduleId, version, published: { at: iso(at), by: actor.user?.username ?? null } } };
}
