// Renaming a slide, a sub-question key or an option (its key or value): every expression that names it follows,
// or nothing changes and the places are listed.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildModule, type ContentFile } from '../../src/rules/contentFile';
import { processModule } from '../../src/rules/engine';
import { checkContentFile } from '../../src/rules/checkContent';
import { changeOptionValue, renameOptionKey, renameSlide, renameSubQuestion } from '../../src/rules/rename';
import { contentFile } from './fixtures';
import { answerSets } from './shippedAnswers';

const file = (config: ContentFile['config']): ContentFile => contentFile(config);

describe('renameSlide', () => {
  const doc = file({
    computed: { sport: "q['sport'] * 2 + computed_x", dubbel: 'q.sport + q.sportief' },
    norm: { s: [{ value: 'q.sport', start: 0, end: 2, rating: 'good' }] },
    rules: [
      {
        when: "q.sport == 0 && gender != 'sport' && skipped.uren",
        skip_slides: ['sport', 'eten'],
        skip_to_end_from: 'sport',
      },
      { when: 'computed.sport > 1' },
    ],
    result: [{ when: 'q . sport >= 1', value: 'good' }],
  });

  it('rewrites every read of the slide (dot, bracket, skipped), skip_slides and skip_to_end_from, nothing else', () => {
    const out = renameSlide(doc, 'sport', 'beweging');
    if (!out.ok) throw new Error(JSON.stringify(out.problems));
    expect(out.file.module.slides[1].name).toBe('beweging');
    expect(out.file.config.computed).toEqual({
      sport: 'q.beweging * 2 + computed_x',
      dubbel: 'q.beweging + q.sportief',
    });
    expect(out.file.config.norm?.s[0]).toMatchObject({ value: 'q.beweging' });
    expect(out.file.config.rules?.[0]).toEqual({
      when: "q.beweging == 0 && gender != 'sport' && skipped.uren",
      skip_slides: ['beweging', 'eten'],
      skip_to_end_from: 'beweging',
    });
    expect(out.file.config.rules?.[1].when).toBe('computed.sport > 1');
    // Only the name is replaced: the spaces the author wrote stay.
    expect(out.file.config.result?.[0].when).toBe('q .beweging >= 1');
    expect(out.changes.map((c) => c.path)).toEqual([
      '/module/slides/1/name',
      '/config/computed/sport',
      '/config/computed/dubbel',
      '/config/norm/s/0/value',
      '/config/rules/0/when',
      '/config/result/0/when',
      '/config/rules/0/skip_slides',
      '/config/rules/0/skip_to_end_from',
    ]);
    expect(out.changes[1]).toEqual({
      path: '/config/computed/sport',
      before: "q['sport'] * 2 + computed_x",
      after: 'q.beweging * 2 + computed_x',
    });
    // The document passed in is left as it was.
    expect(doc.module.slides[1].name).toBe('sport');
    expect(doc.config.computed?.sport).toBe("q['sport'] * 2 + computed_x");
  });

  it('writes a name that is no identifier with brackets', () => {
    const out = renameSlide(doc, 'sport', "mijn 'sport'");
    if (!out.ok) throw new Error('refused');
    expect(out.file.config.rules?.[0].when).toBe("q['mijn \\'sport\\''] == 0 && gender != 'sport' && skipped.uren");
  });

  it('refuses a name in use, an empty name, an unknown slide', () => {
    expect(renameSlide(doc, 'sport', 'eten')).toEqual({
      ok: false,
      problems: [
        {
          path: '/module/slides/1/name',
          place: 'dia 2 "sport"',
          field: 'name',
          message: 'dia 3 "eten" heeft die naam al',
        },
      ],
    });
    expect(renameSlide(doc, 'sport', ' ')).toMatchObject({
      ok: false,
      problems: [{ message: 'de nieuwe naam mag niet leeg zijn' }],
    });
    expect(renameSlide(doc, 'spurt', 'x')).toMatchObject({
      ok: false,
      problems: [{ message: "geen dia met de naam 'spurt'" }],
    });
  });

  it('refuses, with every place, when an expression reads q dynamically or does not parse, and changes nothing', () => {
    const bad = file({
      computed: { a: 'q.sport + 1' },
      rules: [{ when: 'q[gender] == 1 && q.sport == 1' }, { when: 'q.sport == (' }, { when: 'q.eten == (' }],
    });
    expect(renameSlide(bad, 'sport', 'beweging')).toEqual({
      ok: false,
      problems: [
        {
          path: '/config/rules/0/when',
          place: 'regel 1',
          field: 'when',
          message: 'leest q of skipped niet met een vaste naam; pas de expressie zelf aan',
        },
        {
          path: '/config/rules/1/when',
          place: 'regel 2',
          field: 'when',
          message: 'de expressie klopt niet; verbeter haar eerst',
        },
      ],
    });
    expect(bad.config.computed?.a).toBe('q.sport + 1');
  });

  it('keeps the results of every shipped module when each of its slides is renamed', () => {
    for (const name of shippedFiles()) {
      let doc2 = readShipped(name);
      const before = results(doc2);
      for (const slide of doc2.module.slides.map((s) => s.name)) {
        const out = renameSlide(doc2, slide, `n_${slide}`);
        if (!out.ok) throw new Error(`${name} ${slide}: ${JSON.stringify(out.problems)}`);
        doc2 = out.file;
      }
      expect(doc2.module.slides.every((s) => s.name.startsWith('n_'))).toBe(true);
      expect(checkContentFile(doc2).problems).toEqual([]);
      // The state names the skipped slides: by their new names.
      const renamedBack = JSON.parse(JSON.stringify(results(doc2)).replace(/"n_/g, '"')) as unknown;
      expect({ name, results: renamedBack }).toEqual({ name, results: before });
    }
  });
});

describe('renameSubQuestion', () => {
  const doc = file({
    computed: { a: "q.slaap['school'] + q.slaap.weekend", b: 'q.stelling.a + q.stelling.school' },
    rules: [{ when: 'q.slaap.school > 8' }],
  });

  it('gives the sub-question the key and rewrites reads by the old key or text', () => {
    const out = renameSubQuestion(doc, 'slaap', 'school', 'schooldag');
    if (!out.ok) throw new Error(JSON.stringify(out.problems));
    expect(out.file.module.slides[6].sub_questions?.[0]).toEqual({ key: 'schooldag', name: 'school' });
    expect(out.file.config.computed).toEqual({
      a: 'q.slaap.schooldag + q.slaap.weekend',
      b: 'q.stelling.a + q.stelling.school',
    });
    expect(out.file.config.rules?.[0].when).toBe('q.slaap.schooldag > 8');
    expect(out.changes[0]).toEqual({ path: '/module/slides/6/sub_questions/0/key', before: '', after: 'schooldag' });
  });

  it('refuses a key of the wrong form or in use, an unknown sub-question, and a dynamic read', () => {
    expect(renameSubQuestion(doc, 'slaap', 'school', 'School')).toMatchObject({
      ok: false,
      problems: [{ field: 'sub_questions[0].key', message: 'moet een korte sleutel zijn (a-z, 0-9, _)' }],
    });
    expect(renameSubQuestion(doc, 'slaap', 'school', 'weekend')).toMatchObject({
      ok: false,
      problems: [{ message: "sleutel 'weekend' komt al voor in deze dia" }],
    });
    expect(renameSubQuestion(doc, 'slaap', 'avond', 'x')).toMatchObject({
      ok: false,
      problems: [{ message: "geen subvraag 'avond'" }],
    });
    expect(renameSubQuestion(doc, 'slapen', 'school', 'x')).toMatchObject({ ok: false });
    const dynamic = file({ rules: [{ when: 'q.slaap[gender] > 1' }] });
    expect(renameSubQuestion(dynamic, 'slaap', 'school', 'x')).toMatchObject({
      ok: false,
      problems: [
        {
          path: '/config/rules/0/when',
          message: "leest de subvragen van 'slaap' niet met een vaste sleutel; pas de expressie zelf aan",
        },
      ],
    });
  });

  it('keeps the results of every shipped module when each sub-question gets a new key', () => {
    for (const name of shippedFiles()) {
      let doc2 = readShipped(name);
      const before = results(doc2);
      for (const slide of doc2.module.slides)
        for (const sub of slide.sub_questions ?? []) {
          const out = renameSubQuestion(doc2, slide.name, sub.key ?? sub.name, `k_${(sub.key ?? 'x').slice(0, 20)}`);
          if (!out.ok) throw new Error(`${name} ${slide.name}: ${JSON.stringify(out.problems)}`);
          doc2 = out.file;
        }
      expect({ name, results: results(doc2) }).toEqual({ name, results: before });
    }
  });
});

describe('options', () => {
  it('renames an option key, refusing a key in use or of the wrong form', () => {
    const doc = file({});
    const out = renameOptionKey(doc, 'sport', 1, 'soms');
    expect(out).toMatchObject({
      ok: true,
      changes: [{ path: '/module/slides/1/options/1/key', before: '', after: 'soms' }],
    });
    if (!out.ok) return;
    expect(out.file.module.slides[1].options?.[1].key).toBe('soms');
    expect(renameOptionKey(out.file, 'sport', 2, 'soms')).toMatchObject({
      ok: false,
      problems: [{ message: "sleutel 'soms' komt al voor in deze dia" }],
    });
    expect(renameOptionKey(doc, 'sport', 2, '9')).toMatchObject({ ok: false });
    expect(renameOptionKey(doc, 'sport', 9, 'x')).toMatchObject({
      ok: false,
      problems: [{ message: "geen optie 10 in dia 'sport'" }],
    });
  });

  it('changes an option value and every comparison that names it', () => {
    const doc = file({
      computed: { n: 'count(q.eten)' },
      rules: [
        { when: 'q.sport == 2 || 2 == q.sport || q.sport != 1 || q.sport != null' },
        { when: '2 in q.eten && q.eten != null' },
        { when: 'q.stelling.a == 1 && 1 != q.stelling.b' },
      ],
    });
    const sport = changeOptionValue(doc, 'sport', 2, 5);
    if (!sport.ok) throw new Error(JSON.stringify(sport.problems));
    expect(sport.file.config.rules?.[0].when).toBe('q.sport == 5 || 5 == q.sport || q.sport != 1 || q.sport != null');
    expect(sport.file.config.rules?.[1].when).toBe('2 in q.eten && q.eten != null');
    expect(sport.file.module.slides[1].options?.[2].value).toBe(5);
    expect(sport.changes).toEqual([
      { path: '/module/slides/1/options/2/value', before: '2', after: '5' },
      { path: '/config/rules/0/when', before: doc.config.rules?.[0].when, after: sport.file.config.rules?.[0].when },
    ]);
    const eten = changeOptionValue(doc, 'eten', 1, 7);
    expect(eten.ok && eten.file.config.rules?.[1].when).toBe('7 in q.eten && q.eten != null');
    const stelling = changeOptionValue(doc, 'stelling', 0, 3);
    expect(stelling.ok && stelling.file.config.rules?.[2].when).toBe('q.stelling.a == 3 && 3 != q.stelling.b');
  });

  it('refuses a value another option has, and lists the places that use the value otherwise', () => {
    const doc = file({
      computed: { m: 'q.sport * 60' },
      norm: { s: [{ value: 'q.sport', start: 0, end: 2, rating: 'good' }] },
      rules: [{ when: 'q.sport >= 2' }, { when: 'q.sport == 2' }, { when: 'q.stelling == null' }],
    });
    expect(changeOptionValue(doc, 'sport', 2, 1)).toMatchObject({
      ok: false,
      problems: [{ message: 'optie 2 heeft die waarde al' }],
    });
    expect(changeOptionValue(doc, 'sport', 2, 5)).toEqual({
      ok: false,
      problems: ['/config/computed/m', '/config/norm/s/0/value', '/config/rules/0/when'].map((path) => ({
        path,
        place: expect.any(String),
        field: expect.any(String),
        message: "gebruikt de waarde van 'sport' anders dan met ==, != of in; pas de expressie zelf aan",
      })),
    });
    // The whole composite (not one sub-question's value) cannot follow either.
    expect(changeOptionValue(doc, 'stelling', 0, 3)).toMatchObject({
      ok: false,
      problems: [{ path: '/config/rules/2/when' }],
    });
  });

  it('keeps the results of every shipped module for every option value it can change', () => {
    let changed = 0;
    for (const name of shippedFiles()) {
      let doc2 = readShipped(name);
      const before = results(doc2);
      for (const slide of doc2.module.slides)
        (slide.options ?? []).forEach((o, j) => {
          const out = changeOptionValue(doc2, slide.name, j, (o.value ?? 0) + 100);
          if (out.ok) {
            doc2 = out.file;
            changed += 1;
          }
        });
      expect({ name, results: results(doc2) }).toEqual({ name, results: before });
    }
    expect(changed).toBeGreaterThan(10);
  });
});

const CONTENT = join(__dirname, '..', '..', 'content', 'modules');
const shippedFiles = () => readdirSync(CONTENT).filter((f) => f.endsWith('.json'));
const readShipped = (name: string) => JSON.parse(readFileSync(join(CONTENT, name), 'utf8')) as ContentFile;
function results(doc: ContentFile) {
  const { module, config } = buildModule(doc, 5, () => null);
  return answerSets(module, 25, 9).map((test) => processModule(module, config, test));
}
