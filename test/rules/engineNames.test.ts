// The engine's state names only what exists: unknown slides, texts and actions a rule names are left out, a
// skip to the end from an unknown slide skips nothing, and a result rule with an unknown value is passed over.
import { processModule } from '../../src/rules/engine';
import type { ContentFile } from '../../src/rules/contentFile';
import { answer, build, noMeta, optionId, slideId } from './fixtures';

function run(config: ContentFile['config']) {
  const { module, config: built } = build({ actions: [{ name: 'sporten', title: 'Sporten' }], ...config });
  return processModule(module, built, { answers: [answer(slideId(1), { options: [optionId(1, 0)] })], meta: noMeta });
}

describe('what the state names', () => {
  it('leaves out slides, texts and actions that do not exist', () => {
    const state = run({
      rules: [
        {
          when: 'true',
          skip_slides: ['bestaat_niet', 'eten'],
          skip_texts: ['nergens', 'matig'],
          show_texts: ['onbekend', 'goed'],
          actions: ['vliegen', 'sporten'],
          select_actions: ['vliegen', 'sporten'],
        },
      ],
    });
    expect(state.skipSlides).toEqual(['eten']);
    expect(state.skipQuestionIds).toEqual([slideId(2)]);
    expect(state.skipTexts).toEqual(['matig']);
    expect(state.resultTexts).toEqual(['goed']);
    expect(state.actions).toEqual(['sporten']);
    expect(state.selectedActions).toEqual(['sporten']);
  });

  it('skips nothing after an unknown slide, and nothing up to and including the skip slide itself', () => {
    expect(run({ rules: [{ when: 'true', skip_to_end_from: 'weg' }] })).toMatchObject({
      skipToEndFrom: 'weg',
      skipQuestionIds: [],
    });
    expect(run({ rules: [{ when: 'true', skip_to_end_from: 'slaap' }] }).skipQuestionIds).toEqual([slideId(7)]);
    expect(run({ rules: [{ when: 'true', skip_to_end_from: 'stelling' }] }).skipQuestionIds).toEqual([]);
  });

  it('passes over a result rule whose value is no rating', () => {
    const result = [
      { when: 'true', value: 'prima' as unknown as 'good' },
      { when: 'true', value: 'warning' as const },
    ];
    expect(run({ result }).result).toBe('warning');
  });

  it('gives the computed values as a copy the caller may change', () => {
    const { module, config } = build({ computed: { a: '1' } });
    const state = processModule(module, config, { answers: [], meta: noMeta });
    state.computedResult.a = 99;
    expect(processModule(module, config, { answers: [], meta: noMeta }).computedResult).toEqual({ a: 1 });
  });
});
