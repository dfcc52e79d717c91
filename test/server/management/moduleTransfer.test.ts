// Export and import of modules (issue 33): every shipped module's export is a file `npm run content:check`
// accepts; imported as a new module and published, it gives the same results as the original for the same
// answers (the rule engine on both stored modules, and a real finish of one); an import with problems is
// refused with the checker's Dutch messages and writes nothing.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { findAnswerProblem } from '../../../src/rules/answerCheck';
import { processModule } from '../../../src/rules/engine';
import type { Answer, Module } from '../../../src/rules/types';
import type { ContentFile } from '../../../src/rules/contentFile';
import { checkFile } from '../../../server/content/check';
import { loadModule } from '../../../server/services/module';
import { answerSets } from '../../rules/shippedAnswers';
import { agentFor } from '../helpers/identities';
import { backends } from '../helpers/backends';
import { sessionAs } from '../helpers/sessionAs';
import { useTestApp } from '../helpers/testApp';

const CONTENT = path.join(__dirname, '..', '..', '..', 'content');
const NAMES = ['fitheid', 'voeding', 'slaap', 'bmi', 'alcohol', 'gehoor', 'stress', 'roken'];

/** The same answer for the copy: slides, options and sub-questions by position. */
function remap(answer: Answer, from: Module, to: Module): Answer {
  const i = from.slides.findIndex((s) => s.id === answer.question);
  const [a, b] = [from.slides[i], to.slides[i]];
  const option = (id: number) => b.options[a.options.findIndex((o) => o.id === id)].id;
  const sub = (id: number) => (id < 0 ? id : b.sub_questions[a.sub_questions.findIndex((s) => s.id === id)].id);
  const record = <V>(r: Record<number, V>, key: (id: number) => number, value: (v: V) => V = (v) => v) =>
    Object.fromEntries(Object.entries(r).map(([k, v]) => [key(Number(k)), value(v)]));
  return {
    ...answer,
    question: b.id,
    options: answer.options.map(option),
    option_values: record(answer.option_values, option),
    exclusive_option: answer.exclusive_option === null ? null : option(answer.exclusive_option),
    sub_question_options: record(answer.sub_question_options, sub, (v) => option(v as number)),
    sub_question_ranges: record(answer.sub_question_ranges, sub),
    sub_question_values: record(answer.sub_question_values, sub),
  };
}

describe.each(backends)('module export and import on $name', (backend) => {
  const ctx = useTestApp(backend, {}, CONTENT);
  const idOf = async (name: string) =>
    (await ctx.app.db.selectFrom('modules').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;

  it('round trip of all eight modules: export, content:check, import as new, publish, identical results', async () => {
    const admin = await sessionAs(ctx.app, 'admin@demo.nl');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lrc-export-'));
    fs.mkdirSync(path.join(dir, 'modules'));
    fs.symlinkSync(path.join(CONTENT, 'media'), path.join(dir, 'media'));
    try {
      for (const name of NAMES) {
        const id = await idOf(name);
        const exported = await admin.get(`/api/module/${id}/export`);
        expect(exported.statusCode).toBe(200);
        expect(exported.headers['content-disposition']).toBe(`attachment; filename="${name}.json"`);
        const file = exported.json() as ContentFile;
        const original = JSON.parse(
          fs.readFileSync(
            path.join(
              CONTENT,
              'modules',
              fs.readdirSync(path.join(CONTENT, 'modules')).find((f) => f.endsWith(`-${name}.json`))!,
            ),
            'utf8',
          ),
        );
        expect(file.module.slides.map((s) => s.name)).toEqual(
          original.module.slides.map((s: { name: string }) => s.name),
        );
        const written = path.join(dir, 'modules', `${name}.json`);
        fs.writeFileSync(written, JSON.stringify(file, null, 2));
        expect(checkFile(written)).toEqual({ lines: [`${written}: in orde`], ok: true });

        file.module.name = `${name}_kopie`;
        const imported = await admin.post('/api/module/import?target=new', file);
        expect(imported.statusCode).toBe(200);
        const copyId = imported.json().id as number;
        const published = await admin.post(
          `/api/module/${copyId}/publish`,
          {},
          { 'if-match': `"${imported.json().revision}"` },
        );
        expect(published.statusCode).toBe(200);
        expect(published.json().version).toBe(1);

        const [from, to] = [(await loadModule(ctx.app.db, id))!, (await loadModule(ctx.app.db, copyId))!];
        expect(to.module.slides).toHaveLength(from.module.slides.length);
        for (const set of answerSets(from.module, 25, 33)) {
          const a = processModule(from.module, from.config, set);
          const b = processModule(to.module, to.config, {
            ...set,
            answers: set.answers.map((x) => remap(x, from.module, to.module)),
          });
          const comparable = (s: typeof a) => ({ ...s, skipQuestionIds: s.skipQuestionIds.length });
          expect(comparable(b)).toEqual(comparable(a));
        }
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);

  it('stores the same result for a finish of the original and of its imported copy', async () => {
    const admin = await sessionAs(ctx.app, 'admin@demo.nl');
    const id = await idOf('slaap');
    const file = (await admin.get(`/api/module/${id}/export`)).json() as ContentFile;
    file.module.name = 'slaap_kopie';
    const imported = (await admin.post('/api/module/import?target=new', file)).json();
    await admin.post(`/api/module/${imported.id}/publish`, {}, { 'if-match': `"${imported.revision}"` });
    const student = await sessionAs(ctx.app, 'leerling@demo.nl');
    const data = (await student.get('/api/test/data')).json() as { modules: Module[] };
    const [from, to] = [data.modules.find((m) => m.id === id)!, data.modules.find((m) => m.id === imported.id)!];
    // An answer set the server accepts (the generator also makes ones a finish refuses).
    const set = answerSets(from, 30, 7).find((s) => findAnswerProblem(from, s.answers) === null)!;
    expect(set.answers.length).toBeGreaterThan(2);
    const ids: string[] = [];
    for (const [module, answers] of [
      [from, set.answers],
      [to, set.answers.map((a) => remap(a, from, to))],
    ] as const) {
      const testId = randomUUID();
      ids.push(testId);
      const res = await student.post('/api/test/finish', {
        id: testId,
        module: module.id,
        module_version: module.version,
        answers,
        meta: { age: 16, gender: 'female' },
        computed: {},
        finished: true,
        updatedAt: Date.now(),
        debug: false,
        actions: [],
        contact_data: false,
        test_result: 'good',
        norm_results: [],
      });
      expect(res.statusCode).toBe(200);
    }
    const rows = await ctx.app.db
      .selectFrom('tests')
      .select(['id', 'result', 'norm_results', 'computed'])
      .where('id', 'in', ids)
      .execute();
    const [a, b] = ids.map((i) => rows.find((r) => r.id === i)!);
    expect({ ...b, id: '' }).toEqual({ ...a, id: '' });
  });

  it('refuses a file with problems with the checker’s Dutch messages and writes nothing', async () => {
    const admin = await sessionAs(ctx.app, 'admin@demo.nl');
    const file = (await admin.get(`/api/module/${await idOf('roken')}/export`)).json();
    file.config.rules[0].when = 'q.bestaat_niet == 1';
    file.module.slides[0].info_image = 'images/bestaat-niet.svg';
    const res = await admin.post('/api/module/import', file);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('import_problems');
    expect(res.json().problems.map((p: { path: string }) => p.path)).toContain('/config/rules/0/when');
    const misshapen = await admin.post('/api/module/import', { ...file, module: { ...file.module, slides: 'x' } });
    expect(misshapen.statusCode).toBe(400);
    expect(misshapen.json()).toMatchObject({
      error: 'import_problems',
      fields: { '/module/slides': expect.stringMatching(/lijst/) },
    });
    const media = await admin.post('/api/module/import', { ...file, config: { ...file.config, rules: [] } });
    expect(media.json().problems).toEqual([
      expect.objectContaining({
        path: '/module/slides/0/info_image',
        message: expect.stringMatching(/bestaat-niet.svg/),
      }),
    ]);
    expect(await ctx.app.db.selectFrom('module_drafts').selectAll().execute()).toEqual([]);
    expect((await (await agentFor(ctx.app, 'manager')).post('/api/module/import', file)).statusCode).toBe(403);
  });

  it('imports a file that names an existing module as that module’s draft (409 on a stale If-Match)', async () => {
    const admin = await sessionAs(ctx.app, 'admin@demo.nl');
    const id = await idOf('roken');
    const file = (await admin.get(`/api/module/${id}/export`)).json();
    file.module.title = 'Roken, vapen en snus';
    const res = await admin.post('/api/module/import', file, { 'if-match': '"0"' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, revision: 1, changed: true });
    expect(res.json().document.module.title).toBe('Roken, vapen en snus');
    expect((await admin.post('/api/module/import', file, { 'if-match': '"0"' })).statusCode).toBe(409);
    expect((await admin.post('/api/module/import?target=new', file)).json()).toEqual({ error: 'module_name_taken' });
    // The published version is untouched until a publish.
    const data = (await (await sessionAs(ctx.app, 'leerling@demo.nl')).get('/api/test/data')).json();
    expect(data.modules.find((m: Module) => m.id === id)?.title ?? 'disabled').not.toBe('Roken, vapen en snus');
  });
});
