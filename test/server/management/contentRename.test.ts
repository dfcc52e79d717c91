// Renames on the module editor's content routes (issue 33): a slide's name (POST /api/question/{id}), an
// option's key and value (PUT /api/question-option/{id}, POST /api/question/{id}) and a sub-question's key
// (PUT /api/sub-question/{id}) rewrite, in the same draft write, every expression and name list of the
// config that names them; when one cannot be rewritten with certainty the route answers 400 rename_refused
// with the places and the draft (revision and content) stays as it was.
import type { ModuleDraft } from '../../../src/shared/management/module';
import type { ExampleCheck, ExampleInput, ModuleExample } from '../../../src/shared/management/moduleExample';
import type { Agent } from '../helpers/agent';
import { backends } from '../helpers/backends';
import { addPlainAdmin } from '../helpers/identities';
import { sessionAs } from '../helpers/sessionAs';
import { useTestApp } from '../helpers/testApp';
import { blankOutcome } from '../../fixtures/exampleOutcome';

type Config = ModuleDraft['document']['config'];

const clubQuestion = {
  name: 'club',
  text: 'Sport je bij een club?',
  more_info: null,
  info_image: null,
  type: 'single-choice',
  subtype: null,
  composite: false,
  min_value: null,
  max_value: null,
  value_label: null,
  skippable: false,
  skip_label: null,
};
const option = (fields: { id?: number; key?: string; name: string; value: number }) => ({
  input: false,
  exclusive: false,
  ...fields,
});

describe.each(backends)('renames on the content routes on $name', (backend) => {
  const ctx = useTestApp(backend);

  /** The sport module's draft with `config` saved over it (revision 1); its id, the club slide's and its options'. */
  async function sportWith(agent: Agent, config: Config) {
    const { id } = await ctx.app.db
      .selectFrom('modules')
      .select('id')
      .where('name', '=', 'sport_test')
      .executeTakeFirstOrThrow();
    const draft = (await agent.get(`/api/module/${id}`)).json() as ModuleDraft;
    draft.document.config = config;
    const saved = await agent.post(`/api/module/${id}`, draft, { 'if-match': '"0"' });
    expect([saved.statusCode, saved.headers.etag]).toEqual([200, '"1"']);
    const club = id * 1000 + 2;
    return { id, club, ja: club * 100 + 1, nee: club * 100 + 2 };
  }
  const configOf = async (agent: Agent, id: number) => {
    const read = await agent.get(`/api/module/${id}`);
    return { etag: read.headers.etag, config: (read.json() as ModuleDraft).document.config };
  };

  it('renames a slide and rewrites its reads in skips, computed values, norms and result rules', async () => {
    const admin = await sessionAs(ctx.app, 'admin@demo.nl');
    const config: Config = {
      computed: { dagen_dubbel: 'q.sport_dagen * 2', lid: 'q.club == 1 ? 1 : 0' },
      norm: { lidmaatschap: [{ title: 'Lid' }, { value: 'q.club', start: 1, end: 1, rating: 'good' }] },
      rules: [
        { when: 'q.sport_dagen == 0', skip_slides: ['club'], show_texts: ['weinig'] },
        { when: "q.sport_dagen >= 3 && q['club'] == 1", show_texts: ['goed'] },
        { when: 'skipped.club', show_texts: ['weinig'] },
        { when: 'q.sport_dagen == 2', skip_to_end_from: 'club' },
      ],
      result: [{ when: 'q.sport_dagen >= 3 || q.club == 1', value: 'good' }],
    };
    const { id, club } = await sportWith(admin, config);
    const renamed = await admin.post(
      `/api/question/${club}`,
      { ...clubQuestion, name: 'vereniging' },
      { 'if-match': '"1"' },
    );
    expect([renamed.statusCode, renamed.headers.etag]).toEqual([200, '"2"']);
    const expected: Config = {
      computed: { dagen_dubbel: 'q.sport_dagen * 2', lid: 'q.vereniging == 1 ? 1 : 0' },
      norm: { lidmaatschap: [{ title: 'Lid' }, { value: 'q.vereniging', start: 1, end: 1, rating: 'good' }] },
      rules: [
        { when: 'q.sport_dagen == 0', skip_slides: ['vereniging'], show_texts: ['weinig'] },
        // The rename writes a name as a plain read when it can be one.
        { when: 'q.sport_dagen >= 3 && q.vereniging == 1', show_texts: ['goed'] },
        { when: 'skipped.vereniging', show_texts: ['weinig'] },
        { when: 'q.sport_dagen == 2', skip_to_end_from: 'vereniging' },
      ],
      result: [{ when: 'q.sport_dagen >= 3 || q.vereniging == 1', value: 'good' }],
    };
    const answered = renamed.json() as ModuleDraft;
    expect(answered.document.config).toEqual(expected);
    expect(answered.document.module.slides[1]).toMatchObject({ id: club, name: 'vereniging' });
    expect(await configOf(admin, id)).toEqual({ etag: '"2"', config: expected });
    await ctx.app.settled();
    const audit = await ctx.app.db
      .selectFrom('audit_log')
      .select('detail')
      .where('action', '=', 'module.question.update')
      .executeTakeFirstOrThrow();
    expect((audit.detail as { rewritten: string[] }).rewritten).toEqual([
      '/config/computed/lid',
      '/config/norm/lidmaatschap/1/value',
      '/config/rules/1/when',
      '/config/rules/2/when',
      '/config/result/0/when',
      '/config/rules/0/skip_slides',
      '/config/rules/3/skip_to_end_from',
    ]);
  });

  it("changes an option's key and value and rewrites the comparisons, also when values move up one", async () => {
    const admin = await sessionAs(ctx.app, 'admin@demo.nl');
    const { id, club, ja, nee } = await sportWith(admin, {
      computed: { lid: 'q.club == 1 ? 1 : 0' },
      rules: [{ when: 'q.club != 1 && q.sport_dagen == 0', show_texts: ['weinig'] }],
      result: [
        { when: 'q.sport_dagen >= 3 && 1 == q.club', value: 'good' },
        { when: 'q.club == 0', value: 'bad' },
      ],
    });
    const changed = await admin.request(
      'PUT',
      `/api/question-option/${ja}`,
      option({ key: 'ja', name: 'Ja', value: 5 }),
      { 'if-match': '"1"' },
    );
    expect(changed.statusCode).toBe(200);
    expect((changed.json() as ModuleDraft).document.module.slides[1].options?.[0]).toMatchObject({
      id: ja,
      key: 'ja',
      value: 5,
    });
    expect(await configOf(admin, id)).toEqual({
      etag: '"2"',
      config: {
        computed: { lid: 'q.club == 5 ? 1 : 0' },
        rules: [{ when: 'q.club != 5 && q.sport_dagen == 0', show_texts: ['weinig'] }],
        result: [
          { when: 'q.sport_dagen >= 3 && 5 == q.club', value: 'good' },
          { when: 'q.club == 0', value: 'bad' },
        ],
      },
    });
    // Through the question's body: both values move up one (Nee 0 → 5 needs Ja 5 → 6 first) and both keys change.
    const both = await admin.post(
      `/api/question/${club}`,
      {
        ...clubQuestion,
        options: [
          option({ id: ja, key: 'lid', name: 'Ja', value: 6 }),
          option({ id: nee, key: 'geen_lid', name: 'Nee', value: 5 }),
        ],
      },
      { 'if-match': '"2"' },
    );
    expect(both.statusCode).toBe(200);
    expect(both.json().document.module.slides[1].options).toEqual([
      option({ id: ja, key: 'lid', name: 'Ja', value: 6 }),
      option({ id: nee, key: 'geen_lid', name: 'Nee', value: 5 }),
    ]);
    expect((await configOf(admin, id)).config).toEqual({
      computed: { lid: 'q.club == 6 ? 1 : 0' },
      rules: [{ when: 'q.club != 6 && q.sport_dagen == 0', show_texts: ['weinig'] }],
      result: [
        { when: 'q.sport_dagen >= 3 && 6 == q.club', value: 'good' },
        { when: 'q.club == 5', value: 'bad' },
      ],
    });
  });

  it("renames a sub-question's key in the rules that read it", async () => {
    const admin = await sessionAs(ctx.app, 'admin@demo.nl');
    const { id } = await sportWith(admin, {});
    const added = await admin.post(
      '/api/question',
      {
        ...clubQuestion,
        moduleId: id,
        name: 'slaap',
        text: 'Hoe laat ga je slapen?',
        composite: true,
        options: [option({ name: 'Vroeg', value: 1 }), option({ name: 'Laat', value: 2 })],
        sub_questions: [
          { key: 'school', name: 'Op schooldagen' },
          { key: 'weekend', name: 'In het weekend' },
        ],
      },
      { 'if-match': '"1"' },
    );
    expect(added.statusCode).toBe(200);
    const draft = added.json() as ModuleDraft;
    const slaap = draft.document.module.slides[2];
    draft.document.config = {
      rules: [{ when: 'q.slaap.school == 2 && q.slaap.weekend == 2', show_texts: ['weinig'] }],
    };
    expect((await admin.post(`/api/module/${id}`, draft, { 'if-match': '"2"' })).statusCode).toBe(200);
    const renamed = await admin.request(
      'PUT',
      `/api/sub-question/${slaap.sub_questions?.[0].id}`,
      { key: 'schooldag', name: 'Op schooldagen' },
      { 'if-match': '"3"' },
    );
    expect(renamed.statusCode).toBe(200);
    expect((await configOf(admin, id)).config.rules).toEqual([
      { when: 'q.slaap.schooldag == 2 && q.slaap.weekend == 2', show_texts: ['weinig'] },
    ]);
  });

  it('refuses a rename it cannot follow with certainty, with the places, and writes nothing', async () => {
    const admin = await sessionAs(ctx.app, 'admin@demo.nl');
    const config: Config = {
      computed: { dagen_dubbel: 'q.sport_dagen * 2' },
      rules: [
        { when: 'q.club == 1', show_texts: ['goed'] },
        { when: 'q[gender] == 1 && q.club == 1', show_texts: ['weinig'] },
      ],
    };
    const { id, club } = await sportWith(admin, config);
    const before = (await admin.get(`/api/module/${id}`)).json() as ModuleDraft;

    const dynamic = await admin.post(
      `/api/question/${club}`,
      { ...clubQuestion, name: 'vereniging' },
      { 'if-match': '"1"' },
    );
    expect(dynamic.statusCode).toBe(400);
    const message = 'leest q of skipped niet met een vaste naam; pas de expressie zelf aan';
    expect(dynamic.json()).toEqual({
      error: 'rename_refused',
      fields: { '/config/rules/1/when': `regel 2 · when: ${message}` },
      problems: [{ path: '/config/rules/1/when', place: 'regel 2', field: 'when', message }],
    });

    // `q.sport_dagen * 2` uses the value other than by comparing it: a new option value cannot follow.
    const sportDagen = id * 1000 + 1;
    const valued = await admin.request(
      'PUT',
      `/api/question-option/${sportDagen * 100 + 2}`,
      option({ name: '1 of 2', value: 1 }),
      { 'if-match': '"1"' },
    );
    expect(valued.statusCode).toBe(400);
    expect(valued.json()).toMatchObject({
      error: 'rename_refused',
      problems: [{ path: '/config/computed/dagen_dubbel', place: 'computed "dagen_dubbel"', field: '' }],
    });

    const after = await admin.get(`/api/module/${id}`);
    expect(after.headers.etag).toBe('"1"');
    expect(after.json()).toEqual(before);
    await ctx.app.settled();
    const writes = await ctx.app.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', 'in', ['module.question.update', 'module.option.update'])
      .execute();
    expect(writes).toEqual([]);
  });

  describe('saved example answer sets', () => {
    const blank = blankOutcome();
    /** Saves an example with `answers` whose expected outcome is what the draft makes of them now. */
    async function exampleOf(agent: Agent, id: number, name: string, answers: ExampleInput['answers']) {
      const input: ExampleInput = { name, meta: { age: 16, gender: 'male' }, answers, expected: blank };
      const headers = { 'if-match': (await configOf(agent, id)).etag as string };
      const created = (await agent.post(`/api/module/${id}/examples`, input, headers)).json() as ModuleExample;
      const check = (await agent.get(`/api/module/${id}/check`)).json() as { examples: ExampleCheck[] };
      const actual = check.examples.find((e) => e.exampleId === created.id)?.actual;
      expect(actual).toBeTruthy();
      const url = `/api/module/${id}/examples/${created.id}`;
      const saved = await agent.post(url, { ...input, expected: actual }, headers);
      return saved.json() as ModuleExample;
    }
    const examplesOf = async (agent: Agent, id: number) =>
      ((await agent.get(`/api/module/${id}/examples`)).json() as { items: ModuleExample[] }).items;
    const checkOf = async (agent: Agent, id: number) =>
      ((await agent.get(`/api/module/${id}/check`)).json() as { examples: ExampleCheck[] }).examples.map((e) => ({
        problem: e.problem,
        changes: e.changes,
      }));

    it("follow a slide's new name and an option's new key in the same draft write, so publish still runs them", async () => {
      const admin = await sessionAs(ctx.app, 'admin@demo.nl');
      const { id, club, ja } = await sportWith(admin, {
        rules: [{ when: 'q.sport_dagen == 0', skip_slides: ['club'], show_texts: ['weinig'] }],
        result: [{ when: 'q.club == 1', value: 'good' }],
      });
      const keyed = await admin.request(
        'PUT',
        `/api/question-option/${ja}`,
        option({ key: 'ja', name: 'Ja', value: 1 }),
        {
          'if-match': '"1"',
        },
      );
      expect(keyed.statusCode).toBe(200);
      const lid = await exampleOf(admin, id, 'Lid van een club', [
        { slide: 'sport_dagen', options: ['1 of 2'] },
        { slide: 'club', options: ['ja'] },
      ]);
      const nooit = await exampleOf(admin, id, 'Nooit', [{ slide: 'sport_dagen', options: ['Geen'] }]);
      expect([lid.expected.result, nooit.expected.skippedSlides]).toEqual(['good', ['club']]);

      const key = await admin.request(
        'PUT',
        `/api/question-option/${ja}`,
        option({ key: 'lid', name: 'Ja', value: 1 }),
        {
          'if-match': '"2"',
        },
      );
      expect(key.statusCode).toBe(200);
      const slide = await admin.post(
        `/api/question/${club}`,
        { ...clubQuestion, name: 'vereniging' },
        { 'if-match': '"3"' },
      );
      expect([slide.statusCode, slide.headers.etag]).toEqual([200, '"4"']);

      const [first, second] = await examplesOf(admin, id);
      expect(first.answers).toEqual([
        { slide: 'sport_dagen', options: ['1 of 2'] },
        { slide: 'vereniging', options: ['lid'] },
      ]);
      expect(first.expected).toEqual(lid.expected);
      expect(second.expected).toEqual({ ...nooit.expected, skippedSlides: ['vereniging'] });
      // Who saved the example and when stays: the rename changed its names, not what the author checked.
      expect(first.saved).toEqual(lid.saved);
      expect(await checkOf(admin, id)).toEqual([
        { problem: null, changes: [] },
        { problem: null, changes: [] },
      ]);
      await ctx.app.settled();
      const audits = await ctx.app.db
        .selectFrom('audit_log')
        .select(['action', 'detail'])
        .where('action', 'in', ['module.option.update', 'module.question.update'])
        .orderBy('id')
        .execute();
      expect(audits.map((a) => (a.detail as { examples?: number[] }).examples)).toEqual([
        undefined,
        [lid.id],
        [lid.id, nooit.id],
      ]);
    });

    it('refuse a rename an example cannot follow with certainty, naming the example; nothing is written', async () => {
      const admin = await sessionAs(ctx.app, 'admin@demo.nl');
      const { id, ja, nee } = await sportWith(admin, {});
      // The example names option Nee by its text 'lid'; giving option Ja the key 'lid' would make it name Ja.
      const text = await admin.request('PUT', `/api/question-option/${nee}`, option({ name: 'lid', value: 0 }), {
        'if-match': '"1"',
      });
      expect(text.statusCode).toBe(200);
      const example = await exampleOf(admin, id, 'Geen lid', [{ slide: 'club', options: ['lid'] }]);
      const before = (await admin.get(`/api/module/${id}`)).json() as ModuleDraft;
      const refused = await admin.request(
        'PUT',
        `/api/question-option/${ja}`,
        option({ key: 'lid', name: 'Ja', value: 1 }),
        {
          'if-match': '"2"',
        },
      );
      expect(refused.statusCode).toBe(400);
      const message =
        '\'lid\' in dia "club" kan de nieuwe naam niet met zekerheid volgen; pas het voorbeeld zelf aan in de regelcontrole';
      expect(refused.json()).toEqual({
        error: 'rename_refused',
        fields: { [`/examples/${example.id}`]: `voorbeeld "Geen lid" · answers: ${message}` },
        problems: [{ path: `/examples/${example.id}`, place: 'voorbeeld "Geen lid"', field: 'answers', message }],
      });
      expect((await admin.get(`/api/module/${id}`)).json()).toEqual(before);
      expect(await examplesOf(admin, id)).toEqual([example]);
    });

    it("are stored with the editor's whole draft when it sends them rewritten, and only the module's own", async () => {
      const admin = await sessionAs(ctx.app, 'admin@demo.nl');
      const { id } = await sportWith(admin, {});
      const example = await exampleOf(admin, id, 'Club', [{ slide: 'club', options: ['Ja'] }]);
      const draft = (await admin.get(`/api/module/${id}`)).json() as ModuleDraft;
      draft.document.module.slides[1].name = 'vereniging';
      const rewrite = {
        id: example.id,
        answers: [{ slide: 'vereniging', options: ['Ja'] }],
        expected: example.expected,
        savedAt: example.saved.at,
      };
      const stranger = await admin.post(
        `/api/module/${id}`,
        { ...draft, examples: [rewrite, { ...rewrite, id: example.id + 1000 }] },
        { 'if-match': '"1"' },
      );
      expect([stranger.statusCode, stranger.json().error]).toEqual([404, 'module_example_not_found']);
      expect(await examplesOf(admin, id)).toEqual([example]);
      const saved = await admin.post(`/api/module/${id}`, { ...draft, examples: [rewrite] }, { 'if-match': '"1"' });
      expect([saved.statusCode, saved.headers.etag]).toEqual([200, '"2"']);
      expect(await examplesOf(admin, id)).toEqual([{ ...example, answers: rewrite.answers }]);
      expect(await checkOf(admin, id)).toEqual([{ problem: null, changes: [] }]);
    });

    it("refuse the editor's rewrite of an example a colleague saved after the editor read it: 409, theirs kept", async () => {
      const admin = await sessionAs(ctx.app, 'admin@demo.nl');
      const colleague = await sessionAs(ctx.app, 'admin@demo.nl'); // another session stands in for a colleague
      const { id } = await sportWith(admin, {});
      const example = await exampleOf(admin, id, 'Club', [{ slide: 'club', options: ['Ja'] }]);
      const draft = (await admin.get(`/api/module/${id}`)).json() as ModuleDraft;
      // The colleague changes the example's answer (the draft's revision stays: an example is not the document).
      const theirs = await colleague.post(
        `/api/module/${id}/examples/${example.id}`,
        {
          name: 'Club',
          meta: example.meta,
          answers: [{ slide: 'club', options: ['Nee'] }],
          expected: example.expected,
        },
        { 'if-match': '"1"' },
      );
      expect(theirs.statusCode).toBe(200);
      const kept = await examplesOf(admin, id);
      draft.document.module.slides[1].name = 'vereniging';
      const rewrite = {
        id: example.id,
        answers: [{ slide: 'vereniging', options: ['Ja'] }],
        expected: example.expected,
        savedAt: example.saved.at,
      };
      const refused = await admin.post(`/api/module/${id}`, { ...draft, examples: [rewrite] }, { 'if-match': '"1"' });
      expect([refused.statusCode, refused.json().error]).toEqual([409, 'example_changed']);
      expect(await examplesOf(admin, id)).toEqual(kept);
      expect((await admin.get(`/api/module/${id}`)).headers.etag).toBe('"1"');
      // Their copy, followed through the rename, is taken.
      const followed = { ...rewrite, answers: [{ slide: 'vereniging', options: ['Nee'] }], savedAt: kept[0].saved.at };
      const saved = await admin.post(`/api/module/${id}`, { ...draft, examples: [followed] }, { 'if-match': '"1"' });
      expect(saved.statusCode).toBe(200);
      expect((await examplesOf(admin, id))[0].answers).toEqual(followed.answers);
    });
  });

  it("takes a computed value's new name in the examples the editor sends with the whole draft: publish sees no change", async () => {
    const admin = await sessionAs(ctx.app, 'admin@demo.nl');
    const { id } = await sportWith(admin, { computed: { dubbel: 'q.sport_dagen * 2' } });
    const input: ExampleInput = {
      name: 'Nooit',
      meta: { age: 16, gender: 'male' },
      answers: [{ slide: 'sport_dagen', options: ['Geen'] }],
      expected: blankOutcome({ computed: { dubbel: 0 } }),
    };
    const created = (
      await admin.post(`/api/module/${id}/examples`, input, { 'if-match': '"1"' })
    ).json() as ModuleExample;
    const check = (await admin.get(`/api/module/${id}/check`)).json() as { examples: ExampleCheck[] };
    const actual = check.examples[0].actual!;
    const updated = (
      await admin.post(
        `/api/module/${id}/examples/${created.id}`,
        { ...input, expected: actual },
        { 'if-match': '"1"' },
      )
    ).json() as ModuleExample;
    const draft = (await admin.get(`/api/module/${id}`)).json() as ModuleDraft;
    draft.document.config.computed = { twee_keer: 'q.sport_dagen * 2' };
    const rewrite = {
      id: created.id,
      answers: input.answers,
      expected: { ...actual, computed: { twee_keer: actual.computed.dubbel } },
      savedAt: updated.saved.at,
    };
    // The example sent with its old computed name is refused: the saved draft would not have it.
    const old = await admin.post(
      `/api/module/${id}`,
      { ...draft, examples: [{ ...rewrite, expected: { ...actual, computed: { dubbel: 0, twee_keer: 0 } } }] },
      { 'if-match': '"1"' },
    );
    expect([old.statusCode, old.json().error]).toEqual([400, 'example_names_unknown']);
    const saved = await admin.post(`/api/module/${id}`, { ...draft, examples: [rewrite] }, { 'if-match': '"1"' });
    expect(saved.statusCode).toBe(200);
    const after = (await admin.get(`/api/module/${id}/check`)).json() as { examples: ExampleCheck[] };
    expect(after.examples.map((e) => [e.problem, e.changes])).toEqual([[null, []]]);
  });

  describe('an example saved while the draft changes', () => {
    const expected = blankOutcome();
    const input = (name: string, slide: string): ExampleInput => ({
      name,
      meta: { age: 16, gender: 'male' },
      answers: [{ slide, options: ['Ja'] }],
      expected,
    });
    const stored = (id: number) =>
      ctx.app.db
        .selectFrom('module_examples')
        .select(['id', 'answers'])
        .where('module_id', '=', id)
        .orderBy('id')
        .execute();

    it('and a rename of the slide it names, at the same moment: the stored example names the slide as it is', async () => {
      const admin = await sessionAs(ctx.app, 'admin@demo.nl');
      await addPlainAdmin(ctx.app);
      const colleague = await sessionAs(ctx.app, 'beheerder@demo.nl');
      const { id, club } = await sportWith(admin, {});
      const replaced = (
        await admin.post(`/api/module/${id}/examples`, input('Te vervangen', 'club'), { 'if-match': '"1"' })
      ).json() as ModuleExample;
      // Each round: a new example and a replaced one, both naming the slide by the name of the revision read,
      // sent together with a colleague's rename of that slide on the same revision. Whichever the database
      // takes first, the example is either stored before the rename (which then rewrites it) or refused as
      // stale; never stored under a name the draft no longer has.
      let name = 'club';
      for (let round = 1; round <= 4; round++) {
        const revision = `"${round}"`;
        const next = `club_${round}`;
        const [created, replacedAgain, renamed] = await Promise.all([
          admin.post(`/api/module/${id}/examples`, input(`Ronde ${round}`, name), { 'if-match': revision }),
          admin.post(`/api/module/${id}/examples/${replaced.id}`, input('Te vervangen', name), {
            'if-match': revision,
          }),
          colleague.post(`/api/question/${club}`, { ...clubQuestion, name: next }, { 'if-match': revision }),
        ]);
        expect([renamed.statusCode, renamed.headers.etag]).toEqual([200, `"${round + 1}"`]);
        for (const write of [created, replacedAgain]) {
          expect([200, 409]).toContain(write.statusCode);
          if (write.statusCode === 409)
            expect([write.json().error, write.json().current.document.module.slides[1].name]).toEqual([
              'stale_revision',
              next,
            ]);
        }
        name = next;
        for (const row of await stored(id))
          expect({ id: row.id, slides: (row.answers as ExampleInput['answers']).map((a) => a.slide) }).toEqual({
            id: row.id,
            slides: [name],
          });
      }
      const check = (await admin.get(`/api/module/${id}/check`)).json() as { examples: ExampleCheck[] };
      expect(check.examples.map((e) => e.problem)).toEqual(check.examples.map(() => null));
    });

    it('is refused on a stale revision (409 with the draft) or without one (428), and when it names what the draft lacks', async () => {
      const admin = await sessionAs(ctx.app, 'admin@demo.nl');
      const { id } = await sportWith(admin, {});
      const stale = await admin.post(`/api/module/${id}/examples`, input('Oud', 'club'), { 'if-match': '"0"' });
      expect([stale.statusCode, stale.headers.etag, stale.json().error]).toEqual([409, '"1"', 'stale_revision']);
      expect((stale.json() as { current: ModuleDraft }).current.revision).toBe(1);
      const bare = await admin.post(`/api/module/${id}/examples`, input('Zonder', 'club'));
      expect([bare.statusCode, bare.json().error]).toEqual([428, 'if_match_required']);
      // An editor's rename not saved yet: the draft has no slide 'vereniging'.
      const unknown = await admin.post(
        `/api/module/${id}/examples`,
        {
          ...input('Onbekend', 'vereniging'),
          expected: { ...expected, skippedSlides: ['weg'], computed: { nieuw: 1 } },
        },
        { 'if-match': '"1"' },
      );
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().error).toBe('example_names_unknown');
      expect((unknown.json() as { problems: Array<{ path: string; message: string }> }).problems).toEqual([
        {
          place: 'voorbeeld "Onbekend"',
          field: '',
          path: '/answers/0/slide',
          message: 'dia "vereniging" bestaat niet in het concept',
        },
        {
          place: 'voorbeeld "Onbekend"',
          field: '',
          path: '/expected/skippedSlides',
          message: 'overgeslagen dia "weg" bestaat niet in het concept',
        },
        {
          place: 'voorbeeld "Onbekend"',
          field: '',
          path: '/expected/computed',
          message: 'berekende waarde "nieuw" bestaat niet in het concept',
        },
      ]);
      const option = await admin.post(
        `/api/module/${id}/examples`,
        { ...input('Optie', 'club'), answers: [{ slide: 'club', options: ['Misschien'] }] },
        { 'if-match': '"1"' },
      );
      expect(option.json().problems[0].message).toBe('antwoord \'Misschien\' bestaat niet in dia "club"');
      expect(await stored(id)).toEqual([]);
      // The whole draft's save refuses a rewrite that names what the saved document lacks.
      const saved = await admin.post(`/api/module/${id}/examples`, input('Club', 'club'), { 'if-match': '"1"' });
      const draft = (await admin.get(`/api/module/${id}`)).json() as ModuleDraft;
      const wrong = {
        id: (saved.json() as ModuleExample).id,
        answers: [{ slide: 'vereniging', options: ['Ja'] }],
        expected,
        savedAt: (saved.json() as ModuleExample).saved.at,
      };
      const refused = await admin.post(`/api/module/${id}`, { ...draft, examples: [wrong] }, { 'if-match': '"1"' });
      expect([refused.statusCode, refused.json().error]).toEqual([400, 'example_names_unknown']);
      expect((await admin.get(`/api/module/${id}`)).headers.etag).toBe('"1"');
    });
  });

  it('says so in the OpenAPI description of the routes that rename', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, { responses: Record<string, { description: string }> }>>;
    };
    for (const [path, method] of [
      ['/api/question/{id}', 'post'],
      ['/api/info-slide/{id}', 'post'],
      ['/api/sub-question/{id}', 'put'],
      ['/api/question-option/{id}', 'put'],
    ])
      expect(doc.paths[path][method].responses['400'].description).toContain('rename_refused');
  });
});
