// A rename reaches the saved example answer sets (issue 33): an example that named the old slide, sub-question
// key or option key names the new one, so the publish check still runs it and finds the same outcome; where
// an example's name cannot follow with certainty nothing changes and the example is listed.
import { buildModule, type ContentFile } from '../../src/rules/contentFile';
import { outcomeOf, toEngineAnswers, type ExampleOutcomeValue } from '../../src/rules/exampleAnswers';
import { renameOptionKey, renameSlide, renameSubQuestion, type RenameOutcome } from '../../src/rules/rename';
import { followInExamples, type RenameExample } from '../../src/rules/renameExamples';
import { followRenames } from '../../src/shared/moduleDraft/renames';
import { withContentIds } from '../../src/shared/moduleDraft/ids';
import { contentFile } from './fixtures';
import { blankOutcome } from '../fixtures/exampleOutcome';

const doc = (): ContentFile => {
  const file = contentFile({
    computed: { eens_a: 'q.stelling.a == 1 ? 1 : 0' },
    rules: [{ when: 'q.sport == 0', skip_slides: ['eten'], show_texts: ['slecht'] }],
    result: [{ when: 'q.sport == 2', value: 'good' }],
  });
  const stelling = file.module.slides.find((s) => s.name === 'stelling')!;
  stelling.options = [
    { key: 'eens', name: 'Eens', value: 1 },
    { key: 'oneens', name: 'Oneens', value: 0 },
  ];
  stelling.sub_questions = [{ key: 'a', name: 'Stelling A' }, { name: 'b' }, { name: 'c' }];
  file.module.slides.find((s) => s.name === 'eten')!.options![2].key = 'anders';
  return file;
};

const blank: ExampleOutcomeValue = blankOutcome();
/** An example whose expected outcome is what the engine makes of its answers on `file`. */
function example(file: ContentFile, answers: RenameExample['answers'], id = 1): RenameExample {
  const { module, config } = buildModule(file, 5, () => null);
  const resolved = toEngineAnswers(module, answers);
  if ('problem' in resolved) throw new Error(resolved.problem);
  const meta = { age: 16, gender: 'male' as const };
  return { id, name: `voorbeeld ${id}`, answers, expected: outcomeOf(module, config, resolved.answers, meta) };
}
/** What the publish check says of the example on `file`: the problem, or the outcome's changes. */
function publishCheck(file: ContentFile, ex: RenameExample): string | ExampleOutcomeValue {
  const { module, config } = buildModule(file, 5, () => null);
  const resolved = toEngineAnswers(module, ex.answers);
  if ('problem' in resolved) return resolved.problem;
  return outcomeOf(module, config, resolved.answers, { age: 16, gender: 'male' });
}
const renamed = (outcome: RenameOutcome): ContentFile => {
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.problems));
  return outcome.file;
};

describe('example answer sets follow renames', () => {
  const answers: RenameExample['answers'] = [
    { slide: 'sport', options: ['Nooit'] },
    { slide: 'eten', options: ['anders'], texts: { anders: 'pasta' } },
    { slide: 'stelling', subOptions: { a: 'eens', b: 'oneens' } },
  ];

  it('a renamed slide: the answers and the skipped slides name the new name, and publish finds the same outcome', () => {
    const before = doc();
    const ex = example(before, answers);
    expect(ex.expected.skippedSlides).toEqual(['eten']);
    const after = renamed(renameSlide(before, 'eten', 'voeding'));
    const out = followInExamples(before, after, [ex]);
    if (!out.ok) throw new Error(JSON.stringify(out.problems));
    expect(out.changed).toHaveLength(1);
    expect(out.examples[0].answers[1]).toEqual({ slide: 'voeding', options: ['anders'], texts: { anders: 'pasta' } });
    expect(out.examples[0].expected).toEqual({ ...ex.expected, skippedSlides: ['voeding'] });
    expect(publishCheck(after, out.examples[0])).toEqual(out.examples[0].expected);
  });

  it("a sub-question's new key and an option's new key: the example's names follow", () => {
    const before = doc();
    const ex = example(before, answers);
    const subKey = renamed(renameSubQuestion(before, 'stelling', 'a', 'eerste'));
    const first = followInExamples(before, subKey, [ex]);
    if (!first.ok) throw new Error(JSON.stringify(first.problems));
    // A sub-question named by its text ('b') keeps that name: it still names the same one.
    expect(first.examples[0].answers[2]).toEqual({ slide: 'stelling', subOptions: { eerste: 'eens', b: 'oneens' } });
    const optionKey = renamed(renameOptionKey(subKey, 'stelling', 0, 'akkoord'));
    const second = followInExamples(subKey, optionKey, first.examples);
    if (!second.ok) throw new Error(JSON.stringify(second.problems));
    expect(second.examples[0].answers[2]).toEqual({
      slide: 'stelling',
      subOptions: { eerste: 'akkoord', b: 'oneens' },
    });
    expect(publishCheck(optionKey, second.examples[0])).toEqual(ex.expected);
    // Nothing to follow: the same objects back, none changed.
    const untouched = followInExamples(optionKey, optionKey, second.examples);
    expect(untouched).toEqual({ ok: true, examples: second.examples, changed: [] });
  });

  it('refuses, naming the example, when a name would point at something else afterwards', () => {
    const before = doc();
    // The example names option 2 by its text 'soms'; option 1 gets the key 'soms', which a lookup tries first.
    before.module.slides[1].options![1].name = 'soms';
    const ex = example(before, [{ slide: 'sport', options: ['soms'] }]);
    const after = renamed(renameOptionKey(before, 'sport', 0, 'soms'));
    expect(followInExamples(before, after, [ex])).toEqual({
      ok: false,
      problems: [
        {
          path: '/examples/1',
          place: 'voorbeeld "voorbeeld 1"',
          field: 'answers',
          message:
            '\'soms\' in dia "sport" kan de nieuwe naam niet met zekerheid volgen; pas het voorbeeld zelf aan in de regelcontrole',
        },
      ],
    });
    // An answer to a slide that is gone would start to name the renamed slide: refused too.
    const stale = { ...example(before, []), answers: [{ slide: 'voeding', options: ['Fruit'] }] };
    const slide = followInExamples(before, renamed(renameSlide(before, 'eten', 'voeding')), [stale]);
    expect(slide.ok).toBe(false);
  });

  it('the content routes’ followRenames gives the rewritten examples with the config, or refuses', () => {
    const before = doc();
    const withIds = { ...before, module: withContentIds(5, before.module) };
    const ex = example(withIds, answers);
    const edited = structuredClone(withIds.module);
    edited.slides[2].name = 'voeding';
    edited.slides[7].sub_questions![0].key = 'eerste';
    const out = followRenames(withIds, edited, [ex]);
    if (!out.ok) throw new Error(JSON.stringify(out.problems));
    expect(out.file.config.rules?.[0].skip_slides).toEqual(['voeding']);
    expect(out.examples.map((e) => e.answers)).toEqual([
      [
        { slide: 'sport', options: ['Nooit'] },
        { slide: 'voeding', options: ['anders'], texts: { anders: 'pasta' } },
        { slide: 'stelling', subOptions: { eerste: 'eens', b: 'oneens' } },
      ],
    ]);
    expect(publishCheck(out.file, out.examples[0])).toEqual({ ...ex.expected, skippedSlides: ['voeding'] });
    expect(followRenames(withIds, withIds.module, [ex])).toMatchObject({ ok: true, examples: [] });
  });

  it('leaves an example that names nothing renamed as it is', () => {
    const before = doc();
    const ex = { ...example(before, [{ slide: 'uren', value: 3 }]), expected: blank };
    const out = followInExamples(before, renamed(renameSlide(before, 'eten', 'voeding')), [ex]);
    expect(out).toEqual({ ok: true, examples: [ex], changed: [] });
  });
});
