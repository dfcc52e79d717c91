// The comparison of two versions of a module document, for the side-by-side view.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ContentFile } from '../../src/rules/contentFile';
import { diffModules } from '../../src/rules/moduleDiff';
import { contentFile } from './fixtures';

const base = (): ContentFile =>
  contentFile({
    computed: { a: 'q.uren * 2', b: 'computed.a + 1' },
    norm: { uren: [{ value: 'computed.a', start: 0, end: 10, rating: 'good' }] },
    rules: [
      { when: 'q.sport == 0', show_texts: ['slecht'] },
      { when: 'q.sport == 1', show_texts: ['matig'] },
      { when: 'q.sport == 2', show_texts: ['goed'] },
    ],
    result: [{ when: 'count_bad > 0', value: 'bad' }],
    actions: [{ name: 'sporten', title: 'Meer sporten' }],
  });
const summary = (a: ContentFile, b: ContentFile) =>
  diffModules(a, b).map((c) => `${c.change} ${c.label} ${c.fields.join(',')}`.trim());

describe('diffModules', () => {
  it('finds no change between a document and its copy, nor between null and a field left out', () => {
    const a = base();
    const b = structuredClone(a);
    b.module.slides[0].more_info = null;
    expect(diffModules(a, b)).toEqual([]);
  });

  it('finds no change where only the database ids differ (a version from a content file beside the draft)', () => {
    const a = base();
    const b = structuredClone(a);
    let id = 500;
    for (const slide of b.module.slides) {
      slide.id = id++;
      for (const option of slide.options ?? []) option.id = id++;
      for (const sub of slide.sub_questions ?? []) sub.id = id++;
    }
    for (const text of b.module.result_texts) text.id = id++;
    expect(diffModules(a, b)).toEqual([]);
    b.module.slides[1].options![0].value = 7;
    const option = b.module.slides[1].options![0].name;
    expect(summary(a, b)).toEqual([`changed optie "${option}" van dia "${b.module.slides[1].name}" value`]);
  });

  it('names a changed slide field and option, with both versions and their paths', () => {
    const a = base();
    const b = structuredClone(a);
    b.module.slides[1].text = 'Hoe vaak beweeg je?';
    b.module.slides[1].options![2].value = 3;
    expect(diffModules(a, b)).toEqual([
      {
        kind: 'slide',
        change: 'changed',
        label: 'dia "sport"',
        fields: ['text'],
        before: a.module.slides[1],
        after: b.module.slides[1],
        pathBefore: '/module/slides/1',
        pathAfter: '/module/slides/1',
      },
      {
        kind: 'option',
        change: 'changed',
        label: 'optie "Vaak" van dia "sport"',
        fields: ['value'],
        before: { name: 'Vaak', value: 2 },
        after: { name: 'Vaak', value: 3 },
        pathBefore: '/module/slides/1/options/2',
        pathAfter: '/module/slides/1/options/2',
      },
    ]);
  });

  it('names added, removed and moved slides, options and sub-questions', () => {
    const a = base();
    const b = structuredClone(a);
    const [intro] = b.module.slides.splice(0, 1);
    b.module.slides.splice(3, 0, intro); // intro moves behind uren
    b.module.slides = b.module.slides.filter((s) => s.name !== 'oor');
    b.module.slides.push({ name: 'nieuw', text: 'Nieuw' });
    b.module.slides[0].options!.reverse(); // sport: Vaak, Soms, Nooit
    b.module.slides[0].options!.push({ name: 'Elke dag', value: 3 });
    b.module.slides.find((s) => s.name === 'slaap')!.sub_questions = [{ name: 'school' }];
    expect(summary(a, b)).toEqual([
      'removed dia "oor"',
      'moved dia "intro" positie',
      // Of the reversed options the first keeps its place: the other two moved.
      'moved optie "Soms" van dia "sport" positie',
      'moved optie "Vaak" van dia "sport" positie',
      'added optie "Elke dag" van dia "sport"',
      'removed subvraag "weekend" van dia "slaap"',
      'added dia "nieuw"',
    ]);
    const added = diffModules(a, b).find((c) => c.change === 'added' && c.kind === 'slide');
    expect(added).toMatchObject({ before: null, pathBefore: null, pathAfter: '/module/slides/8' });
  });

  it('pairs by id, then key, then name: a renamed slide with the same id is a change of its name', () => {
    const a = base();
    (a.module.slides[1] as { id?: number }).id = 7002;
    const b = structuredClone(a);
    b.module.slides[1].name = 'beweging';
    b.module.slides[2].options![0].key = 'fruit';
    expect(summary(a, b)).toEqual(['changed dia "beweging" name', 'changed optie "Fruit" van dia "eten" key']);
    const c = structuredClone(a);
    c.module.slides[2].name = 'voeding'; // no id: another slide
    expect(summary(a, c)).toEqual(['removed dia "eten"', 'added dia "voeding"']);
  });

  it('pairs rules by sequence: an inserted rule is added, an edited one changed, the rest unchanged', () => {
    const a = base();
    const b = structuredClone(a);
    b.config.rules!.splice(1, 0, { when: 'q.sport == 5', show_texts: ['goed'] });
    b.config.rules![3].show_texts = ['goed', 'matig'];
    expect(summary(a, b)).toEqual(['changed regel 4 show_texts[1]', 'added regel 2']);
    const c = structuredClone(a);
    c.config.rules!.splice(0, 1);
    expect(diffModules(a, c)).toEqual([
      expect.objectContaining({
        kind: 'rule',
        change: 'removed',
        label: 'regel 1',
        pathBefore: '/config/rules/0',
        pathAfter: null,
      }),
    ]);
  });

  it('names changed computed values, norms, result rules, actions, texts, module fields, topic and lesson guide', () => {
    const a = base();
    const b = structuredClone(a);
    b.config.computed = { a: 'q.uren * 3', c: '1' };
    b.config.norm!.uren[0] = { value: 'computed.a', start: 0, end: 12, rating: 'good' };
    b.config.result![0].value = 'warning';
    b.config.actions![0].title = 'Meer bewegen';
    b.config.required_meta = ['age'];
    b.module.result_texts[0].text = '<p>Heel goed</p>';
    b.module.title = 'Nieuwe titel';
    b.topic.status = 'mandatory';
    b.lessonGuide = { goal: 'x', plan: [], questions: [], statistics: { can: [], cannot: [] }, sources: [] };
    expect(summary(a, b)).toEqual([
      'changed module title',
      'changed onderwerp status',
      'changed gevraagde gegevens (required_meta) [0]',
      'changed resultaattekst "goed" text',
      'changed berekende waarde "a"',
      'removed berekende waarde "b"',
      'added berekende waarde "c"',
      'changed norm "uren" [0].end',
      'changed resultaatregel 1 value',
      'changed actie "sporten" title',
      'added lesmateriaal',
    ]);
  });

  it('compares each shipped module with itself as unchanged and with an empty module as everything removed', () => {
    const dir = join(__dirname, '..', '..', 'content', 'modules');
    for (const name of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
      const doc = JSON.parse(readFileSync(join(dir, name), 'utf8')) as ContentFile;
      expect(diffModules(doc, structuredClone(doc))).toEqual([]);
      const empty: ContentFile = { ...doc, module: { ...doc.module, slides: [], result_texts: [] }, config: {} };
      const changes = diffModules(doc, empty);
      expect(changes.filter((c) => c.kind === 'slide')).toHaveLength(doc.module.slides.length);
      // required_meta (a module field) becomes []: changed; everything else is gone.
      expect(changes.filter((c) => c.kind !== 'module').every((c) => c.change === 'removed')).toBe(true);
    }
  });
});
