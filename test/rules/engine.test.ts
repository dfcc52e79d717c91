import { evaluateInAttempt, processModule } from '../../src/rules/engine';
import type { ContentFile } from '../../src/rules/contentFile';
import { answer, build, noMeta, optionId, slideId } from './fixtures';

const actions = [
  { name: 'sporten', title: 'Meer sporten' },
  { name: 'slapen', title: 'Eerder slapen' },
  { name: 'eten', title: 'Gezonder eten' },
];

function run(config: ContentFile['config'], answers = [answer(slideId(1), { options: [optionId(1, 0)] })]) {
  const { module, config: built } = build({ actions, ...config });
  return processModule(module, built, { answers, meta: noMeta });
}

describe('processModule', () => {
  it('gives an empty state for an empty config and test', () => {
    const { module, config } = build();
    expect(processModule(module, config, { answers: [], meta: noMeta })).toEqual({
      skipSlides: [],
      skipTexts: [],
      skipQuestionIds: [],
      skipToEndFrom: null,
      actions: [],
      resultTexts: [],
      selectedActions: [],
      result: 'neutral',
      computedResult: {},
      normResult: [],
    });
  });

  it('skips the union of slides of every true rule, in slide order, with their question ids', () => {
    const state = run({
      rules: [
        { when: 'q.sport == 0', skip_slides: ['uren', 'intro'] },
        { when: 'true', skip_slides: ['eten', 'uren'] },
        { when: 'false', skip_slides: ['bmi'] },
      ],
    });
    expect(state.skipSlides).toEqual(['intro', 'eten', 'uren']);
    expect(state.skipQuestionIds).toEqual([slideId(2), slideId(3)]);
  });

  it('skips to the end from the first true rule and skips every question after it', () => {
    const state = run({
      rules: [
        { when: 'false', skip_to_end_from: 'sport' },
        { when: 'q.sport == 0', skip_to_end_from: 'oor' },
        { when: 'true', skip_to_end_from: 'eten' },
      ],
    });
    expect(state.skipToEndFrom).toBe('oor');
    expect(state.skipQuestionIds).toEqual([slideId(6), slideId(7)]);
  });

  it('shows result texts in result_texts order, minus skipped texts', () => {
    const state = run({
      rules: [
        { when: 'true', show_texts: ['slecht', 'goed'] },
        { when: 'q.sport == 0', show_texts: ['matig'], skip_texts: ['goed'] },
      ],
    });
    expect(state.resultTexts).toEqual(['matig', 'slecht']);
    expect(state.skipTexts).toEqual(['goed']);
  });

  it('offers and selects actions in config order', () => {
    const state = run({
      rules: [
        { when: 'true', actions: ['eten', 'sporten'], select_actions: ['eten'] },
        { when: 'q.sport < 1', actions: ['slapen'], select_actions: ['sporten'] },
        { when: 'q.sport > 1', actions: ['slapen'] },
      ],
    });
    expect(state.actions).toEqual(['sporten', 'slapen', 'eten']);
    expect(state.selectedActions).toEqual(['sporten', 'eten']);
  });

  it('gives the value of the first true result rule, else neutral', () => {
    const result = [
      { when: 'q.sport == 2', value: 'good' as const },
      { when: 'q.sport >= 1', value: 'warning' as const },
      { when: 'q.sport == 0', value: 'bad' as const },
      { when: 'true', value: 'good' as const },
    ];
    expect(run({ result }).result).toBe('bad');
    expect(run({ result }, [answer(slideId(1), { options: [optionId(1, 1)] })]).result).toBe('warning');
    expect(run({ result }, [answer(slideId(1), { options: [optionId(1, 2)] })]).result).toBe('good');
    expect(run({ result: result.slice(0, 3) }, []).result).toBe('neutral');
  });

  it('computes values in declaration order; errors and non-numbers give null', () => {
    const state = run(
      {
        computed: {
          totaal: 'q.uren + q.sport',
          dubbel: 'computed.totaal * 2',
          fout: 'q.uren >',
          tekst: '"abc"',
          leeg: 'q.bmi * 2',
        },
        rules: [{ when: 'computed.dubbel == 14', show_texts: ['goed'] }],
      },
      [answer(slideId(1), { options: [optionId(1, 2)] }), answer(slideId(3), { value: 5 })],
    );
    expect(state.computedResult).toEqual({ totaal: 7, dubbel: 14, fout: null, tekst: null, leeg: null });
    expect(state.resultTexts).toEqual(['goed']);
  });

  it('treats a broken expression as false without stopping the other rules', () => {
    const state = run({
      rules: [
        { when: 'q.sport ==', show_texts: ['slecht'] },
        { when: 'q.slaap.school.x > 1', show_texts: ['matig'] },
        { when: 'nope(1)', show_texts: ['matig'] },
        { when: 'true', show_texts: ['goed'] },
      ],
      result: [{ when: ')', value: 'bad' }],
    });
    expect(state.resultTexts).toEqual(['goed']);
    expect(state.result).toBe('neutral');
  });

  it('uses the starting scope in rules', () => {
    const state = run({ rules: [{ when: 'age == 18 && male && !female && gender == null', show_texts: ['goed'] }] });
    expect(state.resultTexts).toEqual(['goed']);
  });

  it('sees skipped answers', () => {
    const state = run({ rules: [{ when: 'skipped.uren && q.uren == null', show_texts: ['matig'] }] }, [
      answer(slideId(3), { skip: true }),
    ]);
    expect(state.resultTexts).toEqual(['matig']);
  });

  it('ignores answers to questions that a rule skips, as the server does on finish', () => {
    const state = run(
      {
        computed: { uren: 'q.uren' },
        rules: [
          { when: 'q.sport == 0', skip_slides: ['uren'] },
          { when: 'q.uren > 3', show_texts: ['goed'] },
        ],
      },
      [answer(slideId(1), { options: [optionId(1, 0)] }), answer(slideId(3), { value: 5 })],
    );
    expect(state.skipQuestionIds).toEqual([slideId(3)]);
    expect(state.resultTexts).toEqual([]);
    expect(state.computedResult).toEqual({ uren: null });
  });

  it('evaluates a single expression in the full scope', () => {
    const { module, config } = build({ computed: { x: 'q.uren * 3' } });
    expect(
      evaluateInAttempt(
        module,
        config,
        { answers: [answer(slideId(3), { value: 2 })], meta: noMeta },
        'computed.x + age',
      ),
    ).toBe(24);
  });
});
