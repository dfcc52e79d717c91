import { validateModuleConfig } from '../../src/rules/validateConfig';
import type { ContentFile } from '../../src/rules/contentFile';
import type { Module } from '../../src/rules/types';
import { build } from './fixtures';

const validConfig: ContentFile['config'] = {
  required_meta: ['age', 'gender'],
  computed: { totaal: 'q.uren + q.sport', dubbel: 'computed.totaal * 2' },
  norm: {
    beweging: [
      { title: 'Beweging' },
      { value: 'computed.dubbel', gender: 'male', min_age: 15, max_age: 17, start: 0, end: 5, rating: 'bad' },
    ],
  },
  rules: [
    {
      when: 'norm.beweging == "bad" || skipped.uren',
      skip_slides: ['bmi'],
      show_texts: ['slecht'],
      actions: ['a'],
      select_actions: ['a'],
    },
    { when: '3 in q.eten', skip_to_end_from: 'oor', skip_texts: ['goed'] },
  ],
  result: [{ when: 'count_bad > 0', value: 'bad' }],
  actions: [{ name: 'a', title: 'Actie A' }],
};

function problems(config: ContentFile['config'], change?: (m: Module) => void): string[] {
  const built = build(config);
  change?.(built.module);
  return validateModuleConfig(built.module, built.config);
}

/** Exactly one problem, containing every given fragment. */
function expectOne(list: string[], ...fragments: string[]): void {
  expect(list).toHaveLength(1);
  for (const f of fragments) expect(list[0]).toContain(f);
}

describe('validateModuleConfig', () => {
  it('accepts a valid module and config', () => {
    expect(problems(validConfig)).toEqual([]);
    expect(problems({})).toEqual([]);
  });

  it('names unknown slides in skip_slides and skip_to_end_from', () => {
    expectOne(
      problems({ rules: [{ when: 'true', skip_slides: ['sport', 'sprot'] }] }),
      'rules[0].skip_slides',
      '"sprot"',
    );
    expectOne(problems({ rules: [{ when: 'true', skip_to_end_from: 'nergens' }] }), 'skip_to_end_from', '"nergens"');
  });

  it('names unknown result texts in show_texts and skip_texts', () => {
    expectOne(problems({ rules: [{ when: 'true', show_texts: ['goedd'] }] }), 'show_texts', '"goedd"');
    expectOne(problems({ rules: [{ when: 'true', skip_texts: ['x'] }] }), 'skip_texts', '"x"');
  });

  it('names unknown actions', () => {
    expectOne(problems({ rules: [{ when: 'true', actions: ['b'] }] }), 'unknown action "b"');
    expectOne(problems({ rules: [{ when: 'true', select_actions: ['c'] }] }), 'select_actions', '"c"');
    expectOne(
      problems({
        actions: [
          { name: 'a', title: 'A' },
          { name: 'a', title: 'B' },
        ],
      }),
      'duplicate action name "a"',
    );
  });

  it('names expressions that do not parse', () => {
    expectOne(problems({ rules: [{ when: 'q.sport ==' }] }), 'rules[0].when', '"q.sport =="', 'does not parse');
    expectOne(problems({ computed: { x: '((' } }), 'computed x', '"(("');
    expectOne(problems({ computed: { x: '(1' } }), 'computed x', 'unclosed (');
    expectOne(problems({ computed: { x: '1)' } }), 'computed x', 'does not parse');
    expect(problems({ computed: { x: '"(" + 1' } })).toEqual([]); // brackets inside strings do not count
    expectOne(problems({ result: [{ when: '', value: 'good' }] }), 'result[0].when');
    expectOne(problems({ rules: [{ when: 'gemiddelde(q.uren) > 1' }] }), 'rules[0].when', 'gemiddelde is not defined');
  });

  it('names unknown questions, computed values and norms inside expressions', () => {
    expectOne(problems({ rules: [{ when: 'q.sprot > 1' }] }), 'q.sprot');
    expectOne(problems({ rules: [{ when: 'skipped.intro' }] }), 'skipped.intro'); // an info slide is no question
    expectOne(problems({ computed: { a: 'computed.b', b: '1' } }), 'computed.b');
    expectOne(problems({ rules: [{ when: 'norm.fit == "good"' }] }), 'norm.fit');
    expectOne(
      problems({ computed: { a: 'norm.x' }, norm: { x: [{ value: '1', start: 0, end: 1, rating: 'good' }] } }),
      'computed a',
      'not rated yet',
    );
  });

  it('checks norm entries', () => {
    const rule = { value: 'q.uren', start: 0, end: 5, rating: 'good' as const };
    expectOne(
      problems({ norm: { n: [{ ...rule, rating: 'great' as never }] } }),
      'norm n[0]',
      'unknown norm rating "great"',
    );
    expectOne(problems({ norm: { n: [{ ...rule, start: 6 }] } }), 'start 6 is greater than end 5');
    expectOne(problems({ norm: { n: [{ ...rule, min_age: 20, max_age: 18 }] } }), 'min_age 20');
    expectOne(problems({ norm: { n: [{ ...rule, gender: 'x' as never }] } }), 'unknown gender "x"');
    expectOne(problems({ norm: { n: [{ ...rule, value: 'q.nope' }] } }), 'norm n[0].value', 'q.nope');
    expectOne(problems({ norm: { n: [{ title: 'A' }] } }), 'norm n: has no rules');
    expectOne(problems({ norm: { n: [{ title: 'A' }, { title: 'B' }, rule] } }), 'more than one title');
  });

  it('checks result values and required_meta', () => {
    expectOne(problems({ result: [{ when: 'true', value: 'great' as never }] }), 'unknown result value "great"');
    expectOne(problems({ required_meta: ['length' as never] }), 'required_meta', '"length"');
  });

  it('finds duplicate slide and result text names', () => {
    expectOne(
      problems({}, (m) => (m.slides[1].name = 'eten')),
      'duplicate slide name "eten"',
    );
    expectOne(
      problems({}, (m) => (m.result_texts[1].name = 'goed')),
      'duplicate result text name "goed"',
    );
  });

  it('checks the structure of question slides', () => {
    expectOne(
      problems({}, (m) => (m.slides[1].options = [])),
      'slide "sport"',
      'without options',
    );
    expectOne(
      problems({}, (m) => (m.slides[1].type = null)),
      'slide "sport"',
      'without a known type',
    );
    expectOne(
      problems({}, (m) => (m.slides[3].subtype = 'quarter' as never)),
      'unknown range-value subtype "quarter"',
    );
    expectOne(
      problems({}, (m) => (m.slides[7].sub_questions = [])),
      'slide "stelling"',
      'composite without sub_questions',
    );
    expectOne(
      problems({}, (m) => (m.slides[3].min_value = 11)),
      'min_value 11 is greater than max_value 10',
    );
    expectOne(
      problems({}, (m) => (m.slides[0].type = 'bmi')),
      'info_slide with a question type',
    );
    expectOne(
      problems({}, (m) => (m.slides[1].options[1].name = 'Nooit')),
      'duplicate option "Nooit"',
    );
    expectOne(
      problems({}, (m) => (m.slides[1].options[0].exclusive = true)),
      'exclusive options',
    );
  });

  it('lists every problem at once', () => {
    const list = problems({ rules: [{ when: 'q.a', skip_slides: ['b'], show_texts: ['c'] }] });
    expect(list).toHaveLength(3);
  });
});
