// Renaming a computed value (issue 33): the value keeps its place in the evaluation order, every
// `computed.<naam>` read (rules, result rules, norms, other computed values) and every `{{naam}}` placeholder
// follows, and the saved examples' expected computed values are named again, so the publish check finds the
// same outcome instead of `examples_changed`; a read it cannot follow with certainty refuses with the place.
import { buildModule, type ContentFile } from '../../src/rules/contentFile';
import { outcomeChanges, outcomeOf, toEngineAnswers } from '../../src/rules/exampleAnswers';
import { renameComputed, type RenameOutcome } from '../../src/rules/rename';
import { followInExamples, type RenameExample } from '../../src/rules/renameExamples';
import { contentFile } from './fixtures';

const doc = (): ContentFile => {
  const file = contentFile({
    computed: { dubbel: 'q.sport * 2', plus: 'computed.dubbel + 1', laatste: "computed['dubbel'] - 1" },
    norm: { sportief: [{ title: 'Sport' }, { value: 'computed.dubbel', start: 2, end: 4, rating: 'good' }] },
    rules: [{ when: 'computed.dubbel >= 2', show_texts: ['goed'] }],
    result: [{ when: 'computed.dubbel == 0', value: 'bad' }],
  });
  file.module.result_texts[0].text = '<p>{{dubbel}} keer, {{ dubbel:uren }}, {{norm.dubbel}}, {{dubbeltje}}</p>';
  return file;
};
const renamed = (outcome: RenameOutcome): ContentFile => {
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.problems));
  return outcome.file;
};
function example(file: ContentFile): RenameExample {
  const { module, config } = buildModule(file, 5, () => null);
  const answers = [{ slide: 'sport', options: ['Vaak'] }];
  const resolved = toEngineAnswers(module, answers);
  if ('problem' in resolved) throw new Error(resolved.problem);
  return {
    id: 1,
    name: 'Vaak',
    answers,
    expected: outcomeOf(module, config, resolved.answers, { age: 16, gender: 'male' }),
  };
}
const changesOn = (file: ContentFile, ex: RenameExample) => {
  const { module, config } = buildModule(file, 5, () => null);
  const resolved = toEngineAnswers(module, ex.answers);
  if ('problem' in resolved) throw new Error(resolved.problem);
  return outcomeChanges(ex.expected, outcomeOf(module, config, resolved.answers, { age: 16, gender: 'male' }));
};

describe('renaming a computed value', () => {
  it('keeps its place and rewrites every read and placeholder of it', () => {
    const after = renamed(renameComputed(doc(), 'dubbel', 'twee_keer'));
    expect(after.config.computed).toEqual({
      twee_keer: 'q.sport * 2',
      plus: 'computed.twee_keer + 1',
      laatste: 'computed.twee_keer - 1',
    });
    expect(after.config.norm?.sportief[1]).toMatchObject({ value: 'computed.twee_keer' });
    expect(after.config.rules?.[0].when).toBe('computed.twee_keer >= 2');
    expect(after.config.result?.[0].when).toBe('computed.twee_keer == 0');
    // A norm's placeholder and another name that starts the same stay.
    expect(after.module.result_texts[0].text).toBe(
      '<p>{{twee_keer}} keer, {{ twee_keer:uren }}, {{norm.dubbel}}, {{dubbeltje}}</p>',
    );
  });

  it("renames the examples' expected computed value too, so publish finds no change", () => {
    const before = doc();
    const ex = example(before);
    expect(ex.expected.computed).toEqual({ dubbel: 4, plus: 5, laatste: 3 });
    const after = renamed(renameComputed(before, 'dubbel', 'twee_keer'));
    // Without following, the publish check reports the value under its old name as changed.
    expect(changesOn(after, ex).map((c) => `${c.part} ${c.name}`)).toEqual(['computed dubbel', 'computed twee_keer']);
    const out = followInExamples(before, after, [ex]);
    if (!out.ok) throw new Error(JSON.stringify(out.problems));
    expect(out.changed).toHaveLength(1);
    expect(Object.entries(out.examples[0].expected.computed)).toEqual([
      ['twee_keer', 4],
      ['plus', 5],
      ['laatste', 3],
    ]);
    expect(changesOn(after, out.examples[0])).toEqual([]);
  });

  it('refuses a taken or unusable name, and a read it cannot follow, with the place', () => {
    expect(renameComputed(doc(), 'dubbel', 'plus')).toMatchObject({
      ok: false,
      problems: [{ path: '/config/computed/dubbel', message: "berekende waarde 'plus' bestaat al" }],
    });
    expect(renameComputed(doc(), 'dubbel', '2x')).toMatchObject({ ok: false });
    expect(renameComputed(doc(), 'onbekend', 'x')).toMatchObject({ ok: false });
    const dynamic = doc();
    dynamic.config.rules!.push({ when: "computed[gender == 'male' ? 'dubbel' : 'plus'] > 1", show_texts: [] });
    expect(renameComputed(dynamic, 'dubbel', 'twee_keer')).toEqual({
      ok: false,
      problems: [
        {
          path: '/config/rules/1/when',
          place: 'regel 2',
          field: 'when',
          message: 'leest computed niet met een vaste naam; pas de expressie zelf aan',
        },
      ],
    });
  });
});
