// The module editor's drafts (issue 33): list, read with ETag, replace with If-Match (428 without it,
// 409 with the colleague's draft when stale), new modules, field messages for a misshapen document,
// admins only; students keep getting the published content while a draft changes.
import { addPlainAdmin, agentFor } from '../helpers/identities';
import { Agent } from '../helpers/agent';
import { backends } from '../helpers/backends';
import { sessionAs } from '../helpers/sessionAs';
import { useTestApp } from '../helpers/testApp';
import type { ModuleDraft } from '../../../src/shared/management/module';

describe.each(backends)('module drafts on $name', (backend) => {
  const ctx = useTestApp(backend);
  const admin = () => sessionAs(ctx.app, 'admin@demo.nl');
  const sportId = async () =>
    (await ctx.app.db.selectFrom('modules').select('id').where('name', '=', 'sport_test').executeTakeFirstOrThrow()).id;
  const save = (agent: Agent, id: number, draft: ModuleDraft, revision: number | null) =>
    agent.post(`/api/module/${id}`, draft, revision === null ? {} : { 'if-match': `"${revision}"` });

  it('lists the modules with their published version and reads a draft with its revision as ETag', async () => {
    const agent = await admin();
    const list = await agent.get('/api/module');
    expect(list.statusCode).toBe(200);
    const sport = list.json().items.find((m: { name: string }) => m.name === 'sport_test');
    expect(sport).toMatchObject({
      title: 'Sport (testmodule)',
      publishedVersion: 1,
      revision: 0,
      changed: false,
      edited: null,
    });
    const read = await agent.get(`/api/module/${sport.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.headers.etag).toBe('"0"');
    const draft = read.json() as ModuleDraft;
    expect(draft.document.module.slides.map((s) => s.name)).toEqual(['sport_dagen', 'club']);
    // The derived draft carries the ids the published module uses, and the content path of its media.
    expect(draft.document.module.slides[0].id).toBe(sport.id * 1000 + 1);
    expect(draft.document.topic.icon).toBe('icons/sport.svg');
    expect(draft.document.config.norm?.dagen).toHaveLength(3);
    expect((await agent.get('/api/module/999999')).statusCode).toBe(404);
  });

  it('takes back what it answered, changed, with If-Match; the next revision, audited; students do not see it', async () => {
    const agent = await admin();
    const id = await sportId();
    const student = await sessionAs(ctx.app, 'leerling@demo.nl');
    const before = (await student.get('/api/test/data')).body;
    const draft = (await agent.get(`/api/module/${id}`)).json() as ModuleDraft;
    draft.document.module.slides[1].text = 'Sport je bij een vereniging?';
    const saved = await save(agent, id, draft, 0);
    expect(saved.statusCode).toBe(200);
    expect(saved.headers.etag).toBe('"1"');
    expect(saved.json()).toMatchObject({ revision: 1, changed: true, publishedVersion: 1 });
    expect(saved.json().edited.by).toBe('admin@demo.nl');
    // Unchanged write-back of the new answer works too (a client needs to know nothing more).
    const again = await save(agent, id, saved.json(), 1);
    expect(again.json().revision).toBe(2);
    expect((await agent.get(`/api/module/${id}`)).json().document.module.slides[1].text).toBe(
      'Sport je bij een vereniging?',
    );
    expect((await student.get('/api/test/data')).body).toBe(before);
    const audit = await ctx.app.db
      .selectFrom('audit_log')
      .select(['action', 'entity_id', 'actor_username'])
      .where('action', '=', 'module.draft.save')
      .execute();
    expect(audit).toEqual([
      { action: 'module.draft.save', entity_id: id, actor_username: 'admin@demo.nl' },
      { action: 'module.draft.save', entity_id: id, actor_username: 'admin@demo.nl' },
    ]);
  });

  it('stores only the html the student app renders: a script, event handlers and a javascript: link are dropped on save', async () => {
    const agent = await admin();
    const id = await sportId();
    const draft = (await agent.get(`/api/module/${id}`)).json() as ModuleDraft;
    draft.document.module.start_text =
      '<p>Hallo <strong>jij</strong><script>alert(1)</script> <a href="javascript:alert(2)">klik</a> <a href="https://www.gezondleven.nl">info</a></p>';
    draft.document.module.result_texts[0].text = '<p onclick="alert(3)">Goed zo<img src=x onerror=alert(4)></p>';
    const saved = await save(agent, id, draft, draft.revision);
    expect(saved.statusCode).toBe(200);
    const stored = (await agent.get(`/api/module/${id}`)).json() as ModuleDraft;
    // A link whose scheme is refused goes with its text (sanitize-html's exclusiveFilter in services/richText.ts).
    expect(stored.document.module.start_text).toBe(
      '<p>Hallo <strong>jij</strong>  <a href="https://www.gezondleven.nl">info</a></p>',
    );
    expect(stored.document.module.result_texts[0].text).toBe('<p>Goed zo</p>');
  });

  it('refuses a write without If-Match (428) and with a malformed one (400)', async () => {
    const agent = await admin();
    const id = await sportId();
    const draft = (await agent.get(`/api/module/${id}`)).json();
    const missing = await save(agent, id, draft, null);
    expect(missing.statusCode).toBe(428);
    expect(missing.json()).toEqual({ error: 'if_match_required' });
    const bad = await agent.post(`/api/module/${id}`, draft, { 'if-match': 'abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('invalid_request');
    expect(await ctx.app.db.selectFrom('module_drafts').selectAll().execute()).toEqual([]);
  });

  it('two admins edit the same module: the second write on the old revision gets 409 with the first one’s draft', async () => {
    await addPlainAdmin(ctx.app);
    const first = await admin();
    const second = await sessionAs(ctx.app, 'beheerder@demo.nl');
    const id = await sportId();
    const mine = (await first.get(`/api/module/${id}`)).json() as ModuleDraft;
    const theirs = (await second.get(`/api/module/${id}`)).json() as ModuleDraft;
    mine.document.module.title = 'Sport en bewegen';
    theirs.document.module.title = 'Sporten';
    const [a, b] = [await save(first, id, mine, 0), await save(second, id, theirs, 0)];
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(409);
    expect(b.headers.etag).toBe('"1"');
    expect(b.json().error).toBe('stale_revision');
    expect(b.json().current).toMatchObject({ revision: 1, edited: { by: 'admin@demo.nl' } });
    expect(b.json().current.document.module.title).toBe('Sport en bewegen');
    // Having seen it, the colleague overwrites on purpose with the current revision.
    const retry = await save(second, id, theirs, b.json().current.revision);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().document.module.title).toBe('Sporten');
  });

  it('writes of two admins at the same moment queue on the draft lock: one wins, one gets 409', async () => {
    await addPlainAdmin(ctx.app);
    const id = await sportId();
    const [one, two] = [await admin(), await sessionAs(ctx.app, 'beheerder@demo.nl')];
    const draft = (await one.get(`/api/module/${id}`)).json() as ModuleDraft;
    const results = await Promise.all([save(one, id, draft, 0), save(two, id, draft, 0)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const row = await ctx.app.db.selectFrom('module_drafts').select('revision').executeTakeFirstOrThrow();
    expect(row.revision).toBe(1);
  });

  it('answers a misshapen document with 400 and the checker’s Dutch message next to each field', async () => {
    const agent = await admin();
    const id = await sportId();
    const draft = (await agent.get(`/api/module/${id}`)).json();
    draft.document.module.slides[0].options[1].name = '';
    draft.document.module.slides[1].skipable = true;
    const res = await save(agent, id, draft, 0);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('invalid_request');
    expect(res.json().fields['/document/module/slides/0/options/1/name']).toMatch(/mag niet leeg zijn|niet-lege tekst/);
    expect(res.json().fields['/document/module/slides/1/skipable']).toMatch(/onbekend veld/);
    expect(res.json().problems[0].place).toBe('dia 1 "sport_dagen"');
    expect(await ctx.app.db.selectFrom('module_drafts').selectAll().execute()).toEqual([]);
  });

  it('creates a new module with only a draft: listed, not published, invisible to students', async () => {
    const agent = await admin();
    const topic = await ctx.app.db.selectFrom('topics').select('id').orderBy('id').executeTakeFirstOrThrow();
    const res = await agent.post('/api/module', { name: 'nieuw_thema', title: 'Nieuw thema', topicId: topic.id });
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toBe('"1"');
    expect(res.json()).toMatchObject({ revision: 1, publishedVersion: null, changed: true });
    expect(res.json().document.module).toMatchObject({ name: 'nieuw_thema', slides: [], result_texts: [] });
    const id = res.json().id;
    expect(await ctx.app.db.selectFrom('modules').select('id').where('id', '=', id).execute()).toEqual([]);
    const list = (await agent.get('/api/module')).json().items;
    expect(list.find((m: { id: number }) => m.id === id)).toMatchObject({
      name: 'nieuw_thema',
      publishedVersion: null,
    });
    const data = (await (await sessionAs(ctx.app, 'leerling@demo.nl')).get('/api/test/data')).json();
    expect(data.modules.map((m: { name: string }) => m.name)).not.toContain('nieuw_thema');
    expect((await agent.post('/api/module', { name: 'nieuw_thema', title: 'X', topicId: topic.id })).json()).toEqual({
      error: 'module_name_taken',
    });
    expect((await agent.post('/api/module', { name: 'sport_test', title: 'X', topicId: topic.id })).statusCode).toBe(
      409,
    );
    expect((await agent.post('/api/module', { name: 'x', title: 'X', topicId: 99999 })).statusCode).toBe(404);
    const bad = await agent.post('/api/module', { name: 'Niet Goed', title: '', topicId: topic.id });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields).sort()).toEqual(['name', 'title']);
  });

  it('is for admins only: managers and students 403, without a session 401, nothing written', async () => {
    const id = await sportId();
    for (const who of ['manager', 'student'] as const) {
      const agent = await agentFor(ctx.app, who);
      expect((await agent.get('/api/module')).statusCode).toBe(403);
      expect((await agent.get(`/api/module/${id}`)).statusCode).toBe(403);
      expect((await agent.post(`/api/module/${id}`, {}, { 'if-match': '"0"' })).statusCode).toBe(403);
      expect((await agent.post(`/api/module/${id}/publish`, {}, { 'if-match': '"0"' })).statusCode).toBe(403);
    }
    expect((await new Agent(ctx.app).get('/api/module')).statusCode).toBe(401);
    await addPlainAdmin(ctx.app);
    expect((await (await agentFor(ctx.app, 'admin')).get(`/api/module/${id}`)).statusCode).toBe(200);
    expect(await ctx.app.db.selectFrom('module_drafts').selectAll().execute()).toEqual([]);
  });
});
