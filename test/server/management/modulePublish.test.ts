// Publishing a module's draft (issue 33): the full content check with problems next to their fields,
// the saved example answer sets (refused when an outcome changed unless confirmed), versions with who and
// when, their comparison, "Terugzetten", and version pinning: a student who started on version 1 finishes
// on version 1 (stored result and PDF) after version 2 is published.
import { randomUUID } from 'node:crypto';
import { emptyAnswer } from '../../../src/rules/emptyAnswer';
import type { Module } from '../../../src/rules/types';
import type { FinishPayload, ModuleContent } from '../../../src/shared/api';
import type { ModuleDraft } from '../../../src/shared/management/module';
import type { ExampleInput } from '../../../src/shared/management/moduleExample';
import type { Agent } from '../helpers/agent';
import { eraseStudent } from '../../../server/services/erasure/eraseAccounts';
import { addPlainAdmin, agentFor } from '../helpers/identities';
import { backends } from '../helpers/backends';
import { sessionAs, userId } from '../helpers/sessionAs';
import { useTestApp } from '../helpers/testApp';
import { pdfText } from '../pdfText';
import { blankOutcome } from '../../fixtures/exampleOutcome';

const finish = (module: Module, sportOption: number, version?: number): FinishPayload => {
  const [sport, club] = module.slides;
  return {
    id: randomUUID(),
    module: module.id,
    ...(version === undefined ? {} : { module_version: version }),
    answers: [
      { ...emptyAnswer({ id: sport.id }), options: [sport.options[sportOption].id] },
      { ...emptyAnswer({ id: club.id }), options: [club.options[0].id] },
    ],
    meta: { age: 17, gender: 'female' },
    computed: {},
    finished: true,
    updatedAt: Date.now(),
    debug: false,
    actions: [],
    contact_data: false,
    test_result: 'bad',
    norm_results: [],
  };
};

const example = (name: string, option: string): ExampleInput => ({
  name,
  meta: { age: 16, gender: 'male' },
  answers: [{ slide: 'sport_dagen', options: [option] }],
  expected: blankOutcome(),
});

describe.each(backends)('publishing modules on $name', (backend) => {
  const ctx = useTestApp(backend);
  const sportId = async () =>
    (await ctx.app.db.selectFrom('modules').select('id').where('name', '=', 'sport_test').executeTakeFirstOrThrow()).id;
  const read = async (agent: Agent, id: number) => (await agent.get(`/api/module/${id}`)).json() as ModuleDraft;
  /** An example is saved against the draft's revision (If-Match), as every draft write. */
  const onDraft = async (agent: Agent, id: number) => ({ 'if-match': `"${(await read(agent, id)).revision}"` });
  const write = async (agent: Agent, id: number, change: (d: ModuleDraft['document']) => void) => {
    const draft = await read(agent, id);
    change(draft.document);
    const res = await agent.post(`/api/module/${id}`, draft, { 'if-match': `"${draft.revision}"` });
    expect(res.statusCode).toBe(200);
    return res.json() as ModuleDraft;
  };
  const publish = (agent: Agent, id: number, revision: number, body: object = {}) =>
    agent.post(`/api/module/${id}/publish`, body, { 'if-match': `"${revision}"` });

  it('publishes the draft as the next version, audited; students get it, the draft keeps its revision', async () => {
    const admin = await sessionAs(ctx.app, 'admin@demo.nl');
    const id = await sportId();
    const saved = await write(admin, id, (d) => (d.module.slides[1].text = 'Sport je bij een vereniging?'));
    const res = await publish(admin, id, saved.revision);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, version: 2, revision: 1, published: { by: 'admin@demo.nl' } });
    const data = (await (await sessionAs(ctx.app, 'leerling@demo.nl')).get('/api/test/data')).json() as ModuleContent;
    const module = data.modules.find((m) => m.id === id)!;
    expect(module.version).toBe(2);
    expect(module.slides[1].text).toBe('Sport je bij een vereniging?');
    expect(await read(admin, id)).toMatchObject({ revision: 1, publishedVersion: 2, changed: false });
    const versions = (await admin.get(`/api/module/${id}/versions`)).json();
    expect(versions.items.map((v: { version: number; current: boolean }) => [v.version, v.current])).toEqual([
      [2, true],
      [1, false],
    ]);
    expect(versions.items[0].published.by).toBe('admin@demo.nl');
    const audit = await ctx.app.db
      .selectFrom('audit_log')
      .select(['action', 'detail'])
      .where('action', '=', 'module.publish')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0].detail).toMatchObject({ version: 2 });
    // Unchanged since: nothing to publish; a stale revision 409, none 428.
    expect((await publish(admin, id, 1)).json().error).toBe('nothing_to_publish');
    expect((await publish(admin, id, 0)).statusCode).toBe(409);
    expect((await admin.post(`/api/module/${id}/publish`, {})).statusCode).toBe(428);
  });

  it('refuses a draft with problems, each with its place, field, Dutch message and JSON pointer; nothing written', async () => {
    const admin = await sessionAs(ctx.app, 'admin@demo.nl');
    const id = await sportId();
    const saved = await write(admin, id, (d) => {
      d.config.rules![1].when = 'q.sport_dagenn >= 3';
      d.config.norm!.dagen[2] = { value: 'q.sport_dagen', start: 3, end: 7, rating: 'good' } as never;
    });
    const res = await publish(admin, id, saved.revision);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error).toBe('content_problems');
    const paths = body.problems.map((p: { path: string | null }) => p.path);
    expect(paths).toContain('/config/rules/1/when');
    expect(body.problems.find((p: { path: string }) => p.path === '/config/rules/1/when').message).toMatch(
      /sport_dagenn/,
    );
    expect(body.problems).toContainEqual(
      expect.objectContaining({ place: 'norm "dagen"[2]', field: 'start', path: '/config/norm/dagen/2/start' }),
    );
    // The same check without publishing.
    expect((await admin.get(`/api/module/${id}/check`)).json().problems).toEqual(body.problems);
    const row = await ctx.app.db.selectFrom('modules').select('version').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.version).toBe(1);
  });

  it('runs the saved examples on publish: refuses a changed outcome until confirmed, then stores the new one', async () => {
    const admin = await sessionAs(ctx.app, 'admin@demo.nl');
    const id = await sportId();
    const created = await admin.post(
      `/api/module/${id}/examples`,
      example('Nooit sporten', 'Geen'),
      await onDraft(admin, id),
    );
    expect(created.statusCode).toBe(200);
    const exampleId = created.json().id;
    // The check runs it on the draft: take what it gives as the expected outcome.
    const actual = (await admin.get(`/api/module/${id}/check`)).json().examples[0].actual;
    expect(actual).toMatchObject({
      result: 'bad',
      norms: { dagen: 'bad' },
      resultTexts: ['weinig'],
      skippedSlides: ['club'],
    });
    const replaced = await admin.post(
      `/api/module/${id}/examples/${exampleId}`,
      { ...example('Nooit sporten', 'Geen'), expected: actual },
      await onDraft(admin, id),
    );
    expect(replaced.statusCode).toBe(200);
    const saved = await write(admin, id, (d) => (d.config.result![1].value = 'warning'));
    const refused = await publish(admin, id, saved.revision);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe('examples_changed');
    expect(refused.json().examples[0].changes).toEqual([
      { part: 'result', name: '', expected: 'bad', actual: 'warning' },
    ]);
    const confirmed = await publish(admin, id, saved.revision, { confirmChangedExamples: true });
    expect(confirmed.statusCode).toBe(200);
    const stored = (await admin.get(`/api/module/${id}/examples`)).json().items[0];
    expect(stored.expected.result).toBe('warning');
    // An example naming an option that is gone cannot run: refused, not confirmable.
    const again = await write(admin, id, (d) => (d.module.slides[0].options![0].name = 'Nul'));
    const broken = await publish(admin, id, again.revision, { confirmChangedExamples: true });
    expect(broken.json().error).toBe('examples_broken');
    expect(broken.json().examples[0].problem).toMatch(/Geen/);
    expect((await admin.request('DELETE', `/api/module/${id}/examples/${exampleId}`)).statusCode).toBe(200);
    expect((await admin.request('DELETE', `/api/module/${id}/examples/${exampleId}`)).statusCode).toBe(404);
    expect((await publish(admin, id, again.revision)).statusCode).toBe(200);
  });

  it('validates example answer sets and keeps them for admins only', async () => {
    const admin = await sessionAs(ctx.app, 'admin@demo.nl');
    const id = await sportId();
    const headers = await onDraft(admin, id);
    const bad = await admin.post(`/api/module/${id}/examples`, { ...example('', 'Geen'), answers: 'x' }, headers);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields).sort()).toEqual(['answers', 'name']);
    expect((await admin.post('/api/module/99999/examples', example('x', 'Geen'), headers)).json()).toEqual({
      error: 'module_not_found',
    });
    expect((await admin.post(`/api/module/${id}/examples/99999`, example('x', 'Geen'), headers)).statusCode).toBe(404);
    const manager = await agentFor(ctx.app, 'manager');
    expect((await manager.get(`/api/module/${id}/examples`)).statusCode).toBe(403);
    expect((await manager.post(`/api/module/${id}/examples`, example('x', 'Geen'), headers)).statusCode).toBe(403);
    expect(await ctx.app.db.selectFrom('module_examples').selectAll().execute()).toEqual([]);
  });

  it('compares two versions and a version with the draft; restores an old version as the newest', async () => {
    const admin = await sessionAs(ctx.app, 'admin@demo.nl');
    const id = await sportId();
    const saved = await write(admin, id, (d) => {
      d.module.slides[1].text = 'Sport je bij een vereniging?';
      d.module.slides[0].options!.push({ name: '7 dagen', value: 7 });
    });
    expect((await publish(admin, id, saved.revision)).statusCode).toBe(200);
    const compare = (await admin.get(`/api/module/${id}/versions/1/compare/2`)).json();
    expect(compare.changes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: 'slide',
          change: 'changed',
          label: 'dia "club"',
          fields: ['text'],
          // The JSON pointers survive the response schema (the side-by-side view and links use them).
          pathBefore: '/module/slides/1',
          pathAfter: '/module/slides/1',
        }),
        expect.objectContaining({
          kind: 'option',
          change: 'added',
          label: 'optie "7 dagen" van dia "sport_dagen"',
          pathBefore: null,
          pathAfter: '/module/slides/0/options/3',
        }),
      ]),
    );
    expect((await admin.get(`/api/module/${id}/versions/2/compare/draft`)).json().changes).toEqual([]);
    expect((await admin.get(`/api/module/${id}/versions/1/compare/9`)).statusCode).toBe(404);
    expect((await admin.get(`/api/module/${id}/versions/1`)).json().document.module.slides[1].text).toBe(
      'Sport je bij een club?',
    );
    const restored = await admin.post(
      `/api/module/${id}/versions/1/restore`,
      {},
      { 'if-match': `"${saved.revision}"` },
    );
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ version: 3, revision: saved.revision + 1 });
    expect(restored.headers.etag).toBe(`"${saved.revision + 1}"`);
    const versions = (await admin.get(`/api/module/${id}/versions`)).json().items;
    expect(versions[0]).toMatchObject({ version: 3, restoredFrom: 1, current: true });
    expect((await read(admin, id)).document.module.slides[1].text).toBe('Sport je bij een club?');
    const data = (await (await sessionAs(ctx.app, 'leerling@demo.nl')).get('/api/test/data')).json() as ModuleContent;
    expect(data.modules.find((m) => m.id === id)!.slides[0].options).toHaveLength(3);
    expect(
      (await admin.post(`/api/module/${id}/versions/7/restore`, {}, { 'if-match': `"${saved.revision + 1}"` }))
        .statusCode,
    ).toBe(404);
  });

  it('finishes an attempt with the version it started on: stored result and PDF follow version 1', async () => {
    const admin = await sessionAs(ctx.app, 'admin@demo.nl');
    const student = await sessionAs(ctx.app, 'leerling@demo.nl');
    const id = await sportId();
    const v1 = ((await student.get('/api/test/data')).json() as ModuleContent).modules.find((m) => m.id === id)!;
    expect(v1.version).toBe(1);
    // Version 2: a changed norm (no sport at all rates good) and result, and another result text title.
    const saved = await write(admin, id, (d) => {
      d.config.norm!.dagen[1] = { value: 'q.sport_dagen', start: 0, end: 0, rating: 'good' } as never;
      d.config.result![1].value = 'warning';
      d.module.result_texts[0].title = 'Beweeg veel meer';
    });
    expect((await publish(admin, id, saved.revision)).statusCode).toBe(200);

    const pinned = finish(v1, 0, v1.version);
    expect((await student.post('/api/test/finish', pinned)).statusCode).toBe(200);
    const newest = finish(v1, 0);
    expect((await student.post('/api/test/finish', newest)).statusCode).toBe(200);
    const rows = await ctx.app.db
      .selectFrom('tests')
      .select(['id', 'module_version', 'result', 'norm_results'])
      .where('id', 'in', [pinned.id, newest.id])
      .execute();
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(pinned.id)).toMatchObject({ module_version: 1, result: 'bad' });
    expect((byId.get(pinned.id)!.norm_results as Array<{ result: string }>)[0].result).toBe('bad');
    expect(byId.get(newest.id)).toMatchObject({ module_version: 2, result: 'warning' });

    const pdf = await student.get(
      `/api/test/result-pdf?test=${pinned.id}&result=bad&skip_slides=club&skip_texts=&show_result_texts=weinig&skip_actions=1&selected_actions=`,
    );
    expect(pdf.statusCode).toBe(200);
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('Beweeg meer');
    expect(text).not.toContain('Beweeg veel meer');
    expect(text).toContain('Hier valt winst te behalen');
    // A version that does not exist is refused.
    expect((await student.post('/api/test/finish', finish(v1, 0, 9))).json()).toEqual({ error: 'unknown_module' });
  });

  it('forgets who edited, published and saved examples when that account is erased', async () => {
    await addPlainAdmin(ctx.app);
    const admin = await sessionAs(ctx.app, 'beheerder@demo.nl');
    const id = await sportId();
    const saved = await write(admin, id, (d) => (d.module.title = 'Sport!'));
    expect((await publish(admin, id, saved.revision)).statusCode).toBe(200);
    const headers = await onDraft(admin, id);
    expect((await admin.post(`/api/module/${id}/examples`, example('Nooit', 'Geen'), headers)).statusCode).toBe(200);
    await eraseStudent(ctx.app.db, await userId(ctx.app, 'beheerder@demo.nl'));
    const db = ctx.app.db;
    expect(await db.selectFrom('module_drafts').select(['updated_by', 'updated_by_username']).execute()).toEqual([
      { updated_by: null, updated_by_username: null },
    ]);
    expect(
      await db
        .selectFrom('module_versions')
        .select(['published_by', 'published_by_username'])
        .where('version', '=', 2)
        .execute(),
    ).toEqual([{ published_by: null, published_by_username: null }]);
    expect(await db.selectFrom('module_examples').select(['saved_by', 'saved_by_username']).execute()).toEqual([
      { saved_by: null, saved_by_username: null },
    ]);
  });

  it('keeps a published module on its topic when the topic was renamed after the draft was made', async () => {
    const admin = await sessionAs(ctx.app, 'admin@demo.nl');
    const id = await sportId();
    const saved = await write(admin, id, (d) => (d.module.title = 'Sport en spel'));
    const { topic_id } = await ctx.app.db
      .selectFrom('modules')
      .select('topic_id')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    await ctx.app.db.updateTable('topics').set({ name: 'Bewegen' }).where('id', '=', topic_id).execute();
    const topics = await ctx.app.db.selectFrom('topics').select('id').execute();
    expect((await publish(admin, id, saved.revision)).statusCode).toBe(200);
    expect(
      await ctx.app.db.selectFrom('modules').select('topic_id').where('id', '=', id).executeTakeFirstOrThrow(),
    ).toEqual({
      topic_id,
    });
    expect(await ctx.app.db.selectFrom('topics').select('id').execute()).toHaveLength(topics.length);
  });

  it('puts a new module on the topic it was made on when that topic was renamed before the first publish', async () => {
    const admin = await sessionAs(ctx.app, 'admin@demo.nl');
    const topicsBefore = (await admin.get('/api/topics')).json().items as Array<{ id: number; name: string }>;
    const sport = topicsBefore.find((t) => t.name === 'Sport (test)')!;
    // A new module on 'Sport (test)', given the content of the sport module so it passes the check.
    const made = (
      await admin.post('/api/module', { name: 'sport_kopie', title: 'Sport (kopie)', topicId: sport.id })
    ).json() as ModuleDraft;
    const file = (await admin.get(`/api/module/${await sportId()}/export`)).json() as ModuleDraft['document'];
    const filled = await write(admin, made.id, (d) => {
      d.module = { ...file.module, name: 'sport_kopie', title: 'Sport (kopie)' };
      d.config = file.config;
    });
    // The topic is renamed through its own route while the module is still only a draft.
    const full = (await admin.get(`/api/topics/${sport.id}`)).json();
    const renamed = await admin.post(
      `/api/topics/${sport.id}`,
      {
        name: 'Bewegen en sport',
        category: full.category,
        status: full.status,
        contactData: full.contactData,
        iconId: full.icon?.id ?? null,
        imageId: full.image?.id ?? null,
      },
      { 'if-match': (await admin.get('/api/topics')).headers.etag as string },
    );
    expect(renamed.statusCode).toBe(200);
    // The draft names its topic as it is now, in the list and in the document.
    expect((await read(admin, made.id)).document.topic.name).toBe('Bewegen en sport');
    const listed = (await admin.get('/api/module')).json().items as Array<{ id: number; topicName: string }>;
    expect(listed.find((m) => m.id === made.id)!.topicName).toBe('Bewegen en sport');

    expect((await publish(admin, made.id, filled.revision)).statusCode).toBe(200);
    const { topic_id } = await ctx.app.db
      .selectFrom('modules')
      .select('topic_id')
      .where('id', '=', made.id)
      .executeTakeFirstOrThrow();
    expect(topic_id).toBe(sport.id);
    const topicsAfter = (await admin.get('/api/topics')).json().items as Array<{ id: number; name: string }>;
    expect(topicsAfter.map((t) => t.name)).toEqual(['Bewegen en sport']);
  });

  it('puts an imported new module on the existing topic its file names, also after that topic is renamed', async () => {
    const admin = await sessionAs(ctx.app, 'admin@demo.nl');
    const { topic_id } = await ctx.app.db
      .selectFrom('modules')
      .select('topic_id')
      .where('id', '=', await sportId())
      .executeTakeFirstOrThrow();
    const file = (await admin.get(`/api/module/${await sportId()}/export`)).json() as ModuleDraft['document'];
    file.module.name = 'sport_import';
    const imported = (await admin.post('/api/module/import?target=new', file)).json() as ModuleDraft;
    await ctx.app.db.updateTable('topics').set({ name: 'Sport' }).where('id', '=', topic_id).execute();
    expect((await publish(admin, imported.id, imported.revision)).statusCode).toBe(200);
    expect(
      await ctx.app.db.selectFrom('modules').select('topic_id').where('id', '=', imported.id).executeTakeFirstOrThrow(),
    ).toEqual({ topic_id });
    expect(await ctx.app.db.selectFrom('topics').select('name').execute()).toEqual([{ name: 'Sport' }]);
  });
});
