// The module editor's content routes (issue 33, spec §7) on a module's draft: only admins write (managers
// and students 403); each write needs the draft's revision (428 without, 409 stale) and answers the next
// one; bad input 400 per field; an impossible move 400; html sanitised; ids stable across moves; audited.
import { backends } from '../helpers/backends';
import { addPlainAdmin } from '../helpers/identities';
import { sessionAs } from '../helpers/sessionAs';
import { useTestApp } from '../helpers/testApp';
import type { Agent } from '../helpers/agent';

type Slide = {
  id: number;
  name: string;
  options?: Array<{ id: number; name: string }>;
  info_texts?: Array<{ id: number }>;
};

const question = {
  name: 'slaapuren',
  text: 'Hoeveel uur slaap je?',
  more_info: '<p>Tel <em>alles</em> mee.</p><script>alert(1)</script>',
  info_image: null,
  type: 'range-value',
  subtype: 'quarter-hour',
  composite: false,
  min_value: 0,
  max_value: 14,
  value_label: 'uur',
  skippable: true,
  skip_label: 'Weet ik niet',
};

describe.each(backends)('module content routes on $name', (backend) => {
  const ctx = useTestApp(backend);

  async function slidesOf(agent: Agent, moduleId: number) {
    const res = await agent.get(`/api/slide?module=${moduleId}`);
    expect(res.statusCode).toBe(200);
    return { slides: res.json().items as Slide[], etag: res.headers.etag as string };
  }
  const firstModule = async () =>
    (await ctx.app.db.selectFrom('modules').select('id').orderBy('id').executeTakeFirstOrThrow()).id;

  it('lets admins read and write a draft, and nobody else', async () => {
    await addPlainAdmin(ctx.app);
    const moduleId = await firstModule();
    const admin = await sessionAs(ctx.app, 'beheerder@demo.nl');
    const { slides, etag } = await slidesOf(admin, moduleId);
    expect(etag).toBe('"0"');
    expect(slides.map((s) => s.id)).toEqual(slides.map((_, i) => moduleId * 1000 + i + 1));
    for (const username of ['manager@demo.nl', 'leerling@demo.nl']) {
      const other = await sessionAs(ctx.app, username);
      expect((await other.get(`/api/slide?module=${moduleId}`)).statusCode).toBe(403);
      expect((await other.post('/api/question', { ...question, moduleId }, { 'if-match': etag })).statusCode).toBe(403);
      expect(
        (await other.request('DELETE', `/api/slide/${slides[0].id}`, undefined, { 'if-match': etag })).statusCode,
      ).toBe(403);
    }
  });

  it('adds a question with the revision, sanitises its html, answers the next revision and audits it', async () => {
    const moduleId = await firstModule();
    const admin = await sessionAs(ctx.app, 'admin@demo.nl');
    const { slides, etag } = await slidesOf(admin, moduleId);
    expect((await admin.post('/api/question', { ...question, moduleId })).statusCode).toBe(428);
    const added = await admin.post('/api/question', { ...question, moduleId, position: 0 }, { 'if-match': etag });
    expect(added.statusCode).toBe(200);
    expect(added.headers.etag).toBe('"1"');
    const draft = added.json();
    expect(draft.revision).toBe(1);
    const made = draft.document.module.slides[0];
    expect(made).toMatchObject({ id: moduleId * 1000 + slides.length + 1, name: 'slaapuren', subtype: 'quarter-hour' });
    expect(made.more_info).toBe('<p>Tel <em>alles</em> mee.</p>');
    // Reading it back: the question and the draft's revision as ETag.
    const read = await admin.get(`/api/question/${made.id}`);
    expect([read.statusCode, read.headers.etag, read.json().name]).toEqual([200, '"1"', 'slaapuren']);
    // A colleague still on revision 0 is refused, with the current draft to compare.
    const stale = await admin.post(`/api/question/${made.id}`, { ...question, text: 'Anders' }, { 'if-match': etag });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ error: 'stale_revision', current: { revision: 1 } });
    await ctx.app.settled();
    const audit = await ctx.app.db
      .selectFrom('audit_log')
      .select(['action', 'entity_id'])
      .where('action', 'like', 'module.%')
      .execute();
    expect(audit).toEqual([{ action: 'module.question.create', entity_id: moduleId }]);
  });

  it('refuses bad input per field and questions nobody could answer', async () => {
    const moduleId = await firstModule();
    const admin = await sessionAs(ctx.app, 'admin@demo.nl');
    const { slides, etag } = await slidesOf(admin, moduleId);
    const bad = await admin.post(
      '/api/question',
      { ...question, moduleId, name: 'Twee woorden', type: 'essay' },
      { 'if-match': etag },
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      error: 'invalid_request',
      fields: {
        name: 'De naam van een vraag is een korte technische naam: kleine letters, cijfers en _, beginnend met een letter.',
        type: 'Kies een vraagtype.',
      },
    });
    const offStep = await admin.post('/api/question', { ...question, moduleId, min_value: 0.1 }, { 'if-match': etag });
    expect([offStep.statusCode, offStep.json()]).toEqual([400, { error: 'range_value_off_step' }]);
    const taken = await admin.post(
      '/api/question',
      { ...question, moduleId, name: slides[0].name },
      { 'if-match': etag },
    );
    expect([taken.statusCode, taken.json()]).toEqual([400, { error: 'slide_name_taken' }]);
    const noImage = await admin.post(
      '/api/question',
      { ...question, moduleId, info_image: 'uploads/weg.png' },
      { 'if-match': etag },
    );
    expect([noImage.statusCode, noImage.json()]).toEqual([400, { error: 'media_not_found' }]);
    // Nothing was written: the revision is still 0.
    expect((await slidesOf(admin, moduleId)).etag).toBe('"0"');
  });

  it('moves slides and options by place, keeps their ids, and refuses an impossible place', async () => {
    const moduleId = await firstModule();
    const admin = await sessionAs(ctx.app, 'admin@demo.nl');
    const { slides, etag } = await slidesOf(admin, moduleId);
    const ids = slides.map((s) => s.id);
    const impossible = await admin.post(`/api/slide/${ids[0]}/move/${ids.length}`, {}, { 'if-match': etag });
    expect([impossible.statusCode, impossible.json()]).toEqual([400, { error: 'invalid_move' }]);
    const moved = await admin.post(`/api/slide/${ids[0]}/move/${ids.length - 1}`, {}, { 'if-match': etag });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().document.module.slides.map((s: Slide) => s.id)).toEqual([...ids.slice(1), ids[0]]);
    const choice = slides.find((s) => (s.options ?? []).length > 1)!;
    const options = (await admin.get(`/api/question-option?question=${choice.id}`)).json().items as Array<{
      id: number;
    }>;
    const optionMoved = await admin.post(
      `/api/question-option/${options[0].id}/move/1`,
      {},
      { 'if-match': moved.headers.etag as string },
    );
    expect(optionMoved.statusCode).toBe(200);
    const after = (await admin.get(`/api/question-option?question=${choice.id}`)).json().items as Array<{ id: number }>;
    expect(after.map((o) => o.id)).toEqual([options[1].id, options[0].id, ...options.slice(2).map((o) => o.id)]);
    expect(
      (
        await admin.post(
          `/api/question-option/${options[0].id}/move/99`,
          {},
          { 'if-match': optionMoved.headers.etag as string },
        )
      ).json(),
    ).toEqual({ error: 'invalid_move' });
  });

  it('edits options, sub-questions, info texts and result texts, and deletes', async () => {
    const moduleId = await firstModule();
    const admin = await sessionAs(ctx.app, 'admin@demo.nl');
    const { slides } = await slidesOf(admin, moduleId);
    const choice = slides.find((s) => (s.options ?? []).length > 0)!;
    let etag = '"0"';
    const step = async (res: { statusCode: number; headers: Record<string, unknown>; json: () => unknown }) => {
      expect([res.statusCode, res.json()]).toEqual([200, expect.objectContaining({ revision: expect.any(Number) })]);
      etag = res.headers.etag as string;
      return res.json() as {
        document: { module: { slides: Slide[]; result_texts: Array<{ id: number; name: string; text: string }> } };
      };
    };
    const option = { key: 'anders', name: 'Iets anders', value: 5, input: true, exclusive: false };
    let draft = await step(
      await admin.post('/api/question-option', { ...option, questionId: choice.id }, { 'if-match': etag }),
    );
    const newOption = draft.document.module.slides.find((s) => s.id === choice.id)!.options!.at(-1)!;
    expect(newOption).toEqual({ id: expect.any(Number), ...option });
    draft = await step(
      await admin.request(
        'PUT',
        `/api/question-option/${newOption.id}`,
        { ...option, name: 'Anders' },
        { 'if-match': etag },
      ),
    );
    expect((await admin.get(`/api/question-option/${newOption.id}`)).json()).toMatchObject({ name: 'Anders' });
    const sub = await admin.post(
      '/api/sub-question',
      { key: 'school', name: 'Op school', questionId: choice.id },
      { 'if-match': etag },
    );
    expect([sub.statusCode, sub.json()]).toEqual([400, { error: 'sub_questions_not_allowed' }]);
    draft = await step(
      await admin.post(
        '/api/info-text',
        { slideId: choice.id, name: 'Waarom?', text: '<p>Omdat</p><img src=x onerror=alert(1)>' },
        { 'if-match': etag },
      ),
    );
    const info = draft.document.module.slides.find((s) => s.id === choice.id)!.info_texts!.at(-1)!;
    expect(info).toEqual({ id: choice.id * 100 + 1, name: 'Waarom?', text: '<p>Omdat</p>' });
    expect((await admin.get(`/api/info-text?slide=${choice.id}`)).json().items).toEqual([info]);
    draft = await step(
      await admin.post(
        '/api/result-text',
        { moduleId, name: 'extra_tip', title: 'Tip', text: '<p>Slaap goed</p>', info_image: null, position: 0 },
        { 'if-match': etag },
      ),
    );
    const tip = draft.document.module.result_texts[0];
    expect(tip).toMatchObject({ name: 'extra_tip', title: 'Tip' });
    draft = await step(await admin.post(`/api/result-text/${tip.id}/move/1`, {}, { 'if-match': etag }));
    expect(draft.document.module.result_texts[1].id).toBe(tip.id);
    draft = await step(await admin.request('DELETE', `/api/result-text/${tip.id}`, undefined, { 'if-match': etag }));
    draft = await step(await admin.request('DELETE', `/api/info-text/${info.id}`, undefined, { 'if-match': etag }));
    draft = await step(
      await admin.request('DELETE', `/api/question-option/${newOption.id}`, undefined, { 'if-match': etag }),
    );
    draft = await step(await admin.request('DELETE', `/api/question/${choice.id}`, undefined, { 'if-match': etag }));
    expect(draft.document.module.slides.map((s) => s.id)).not.toContain(choice.id);
    expect((await admin.get(`/api/question/${choice.id}`)).statusCode).toBe(404);
    const infoSlide = await admin.post(
      '/api/info-slide',
      { moduleId, name: 'uitleg', text: 'Uitleg', more_info: '<p>Lees dit</p>', info_image: null },
      { 'if-match': etag },
    );
    const made = (await step(infoSlide)).document.module.slides.at(-1)!;
    expect((await admin.get(`/api/info-slide/${made.id}`)).json()).toMatchObject({
      name: 'uitleg',
      category: 'info_slide',
    });
    expect((await admin.request('DELETE', `/api/question/${made.id}`, undefined, { 'if-match': etag })).json()).toEqual(
      { error: 'question_not_found' },
    );
  });
});
