// The pure pieces of the module editor (issue 33): content file ↔ built module, computed values in
// dependency order (what jsonb loses), JSON pointers of checker problems, example answer sets, and the
// comparison of two versions.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkContentFile } from '../../src/rules/checkContent';
import { buildModule, type ContentFile } from '../../src/rules/contentFile';
import { contentFromModule, withoutIds } from '../../src/rules/contentFromModule';
import { dependencyOrder } from '../../src/rules/computedOrder';
import { processModule } from '../../src/rules/engine';
import { outcomeChanges, outcomeOf, toEngineAnswers } from '../../src/rules/exampleAnswers';
import { diffModules } from '../../src/rules/moduleDiff';
import { fieldPointer, problemPath } from '../../src/rules/problemPath';
import { answerSets } from './shippedAnswers';

const DIR = join(__dirname, '..', '..', 'content', 'modules');
const files = readdirSync(DIR)
  .filter((f) => f.endsWith('.json'))
  .sort()
  .map((f) => [f, JSON.parse(readFileSync(join(DIR, f), 'utf8')) as ContentFile] as const);
const media = (p: string) => ({ id: p.length, modified: 1 });
const paths = (ref: { id: number }) => `images/${ref.id}.svg`;
/** What PostgreSQL's jsonb does to an object's keys: shorter first, then bytewise. */
const jsonbOrder = <T>(record: Record<string, T>): Record<string, T> =>
  Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.length - b.length || (a < b ? -1 : 1)));

describe.each(files)('%s in the editor', (_name, file) => {
  const built = buildModule(file, 7, media);

  it('builds the same module again from its document, ids kept', () => {
    const doc = contentFromModule(built.module, built.config, paths, { topicName: file.topic.name });
    expect(checkContentFile(doc).problems).toEqual([]);
    const again = buildModule(doc, 99, (p) => ({ id: Number(/\d+/.exec(p)![0]), modified: 1 }));
    expect(again.module).toEqual({ ...built.module, id: 99 });
    expect(again.config).toEqual(built.config);
    // Without ids (an export), built for the same module id, it numbers them as before.
    expect(buildModule(withoutIds(doc), 7, (p) => ({ id: Number(/\d+/.exec(p)![0]), modified: 1 })).module).toEqual(
      built.module,
    );
  });

  it('computes the same after jsonb reordered the computed values, once put in dependency order', () => {
    const reordered = { ...built.config, computed: dependencyOrder(jsonbOrder(built.config.computed)) };
    for (const set of answerSets(built.module, 20, 5))
      expect(processModule(built.module, reordered, set)).toEqual(processModule(built.module, built.config, set));
  });

  it('finds no change between a version and itself', () => {
    expect(diffModules(file, structuredClone(file))).toEqual([]);
  });
});

describe('dependencyOrder', () => {
  it('puts inhaalslaap after the values it uses, and keeps an already good order', () => {
    const slaap = files.find(([n]) => n.includes('slaap'))![1].config.computed!;
    expect(Object.keys(jsonbOrder(slaap))[0]).toBe('inhaalslaap');
    expect(Object.keys(dependencyOrder(jsonbOrder(slaap)))).toEqual([
      'slaap_weekend',
      'slaap_schooldagen',
      'inhaalslaap',
      'slaap_gemiddeld',
    ]);
    expect(dependencyOrder(slaap)).toEqual(slaap);
    expect(Object.keys(dependencyOrder({ a: 'computed.b', b: 'computed.a' }))).toEqual(['a', 'b']);
  });
});

describe('problemPath', () => {
  const file = files[0][1];
  it('turns places and fields into JSON pointers', () => {
    expect(fieldPointer('options[2].value')).toBe('/options/2/value');
    expect(fieldPointer('start/end')).toBe('/start');
    expect(problemPath({ place: 'dia 4 "x"', field: 'options[2].value', message: '' }, file)).toBe(
      '/module/slides/3/options/2/value',
    );
    expect(problemPath({ place: 'norm "uren"[2]', field: 'start', message: '' }, file)).toBe(
      '/config/norm/uren/2/start',
    );
    expect(problemPath({ place: 'regel 3', field: 'when', message: '' }, file)).toBe('/config/rules/2/when');
    expect(problemPath({ place: 'resultaattekst 1 "x"', field: 'text', message: '' }, file)).toBe(
      '/module/result_texts/0/text',
    );
    expect(problemPath({ place: '', field: '', message: 'rules[1].when: "x" refers to …' }, file)).toBe(
      '/config/rules/1/when',
    );
    const slide = file.module.slides[2].name;
    expect(problemPath({ place: '', field: '', message: `slide "${slide}": …` }, file)).toBe('/module/slides/2');
    expect(problemPath({ place: '', field: '', message: 'iets anders' }, file)).toBeNull();
  });

  it('gives every problem the checker finds in a broken file a pointer into it', () => {
    const broken = structuredClone(file) as unknown as { module: { slides: Array<Record<string, unknown>> } };
    broken.module.slides[1].skipable = true;
    broken.module.slides[0].name = '';
    const problems = checkContentFile(broken).problems;
    expect(problems.map((p) => problemPath(p, broken))).toEqual(['/module/slides/0/name', '/module/slides/1/skipable']);
  });
});

describe('example answer sets', () => {
  const file = files.find(([n]) => n.includes('roken'))![1];
  const { module, config } = buildModule(file, 8, media);
  const question = module.slides.find((s) => s.type === 'single-choice')!;

  it('resolves slides and options by name, runs the engine, and lists what changed', () => {
    const resolved = toEngineAnswers(module, [{ slide: question.name, options: [question.options[0].name] }]);
    if (!('answers' in resolved)) throw new Error(resolved.problem);
    expect(resolved.answers[0]).toMatchObject({ question: question.id, options: [question.options[0].id] });
    const meta = { age: 16, gender: 'male' as const };
    const outcome = outcomeOf(module, config, resolved.answers, meta);
    expect(outcome.result).toBe(processModule(module, config, { answers: resolved.answers, meta }).result);
    expect(outcomeChanges(outcome, outcome)).toEqual([]);
    const other = {
      ...outcome,
      result: outcome.result === 'good' ? ('bad' as const) : ('good' as const),
      actions: ['x'],
    };
    expect(outcomeChanges(outcome, other).map((c) => c.part)).toEqual(['result', 'actions']);
  });

  it('says in Dutch what an example names that the module does not have', () => {
    expect(toEngineAnswers(module, [{ slide: 'weg' }])).toEqual({ problem: 'dia "weg" bestaat niet (meer)' });
    expect(toEngineAnswers(module, [{ slide: question.name, options: ['nooit gezien'] }])).toEqual({
      problem: `antwoord 'nooit gezien' bestaat niet in dia "${question.name}"`,
    });
  });
});

describe('diffModules', () => {
  const file = files[0][1];
  it('names moved, changed, added and removed slides, options, rules and norms', () => {
    const next = structuredClone(file);
    const [first, ...rest] = next.module.slides;
    next.module.slides = [...rest, first];
    next.module.slides[0].text = 'Nieuwe vraag';
    next.module.result_texts.pop();
    next.config.rules![0].when = 'true';
    next.config.computed = { ...next.config.computed, extra: '1' };
    const changes = diffModules(file, next).map((c) => `${c.kind} ${c.change} ${c.label}`);
    expect(changes).toEqual(
      expect.arrayContaining([
        `slide moved dia "${first.name}"`,
        `slide changed dia "${rest[0].name}"`,
        `result_text removed resultaattekst "${file.module.result_texts.at(-1)!.name}"`,
        'rule changed regel 1',
        'computed added berekende waarde "extra"',
      ]),
    );
    expect(changes.filter((c) => c.split(' ')[1] === 'moved')).toHaveLength(1);
  });
});
