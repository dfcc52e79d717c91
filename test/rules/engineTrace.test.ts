// What processModuleTraced says made the outcome (the rule checker's explanations rest on it): the rules whose
// `when` was true, the result rule, each norm's matching row, and the answers left out for skipped questions;
// and that tracing changes nothing in the state itself.
import { processModule, processModuleTraced } from '../../src/rules/engine';
import type { ContentFile } from '../../src/rules/contentFile';
import type { Answer } from '../../src/rules/types';
import { answer, build, noMeta, optionId, slideId } from './fixtures';

const uren = { value: 'q.uren', start: 0, end: 3, rating: 'bad' as const };
const veel = { value: 'q.uren', start: 4, end: 10, rating: 'good' as const };

function traced(config: ContentFile['config'], answers: Answer[]) {
  const { module, config: built } = build(config);
  const test = { answers, meta: noMeta };
  const result = processModuleTraced(module, built, test);
  expect(result.state).toEqual(processModule(module, built, test));
  return result.trace;
}

describe('processModuleTraced', () => {
  it('names the rules that fired, the result rule and the matching norm row', () => {
    const trace = traced(
      {
        norm: {
          beweging: [{ title: 'Beweging' }, uren, veel],
          leeg: [{ value: 'q.bmi', start: 0, end: 99, rating: 'good' }],
        },
        rules: [
          { when: 'false', show_texts: ['goed'] },
          { when: 'q.uren > 4', show_texts: ['matig'] },
          { when: 'true', show_texts: ['slecht'] },
        ],
        result: [
          { when: 'false', value: 'bad' },
          { when: 'norm.beweging == "good"', value: 'good' },
        ],
      },
      [answer(slideId(3), { value: 5 })],
    );
    expect(trace).toEqual({
      firedRules: [1, 2],
      resultRule: 1,
      normRules: { beweging: veel, leeg: null },
      droppedAnswers: [],
    });
  });

  it('has no result rule when none was true (the result is neutral)', () => {
    const trace = traced({ result: [{ when: 'false', value: 'bad' }] }, []);
    expect(trace).toEqual({ firedRules: [], resultRule: null, normRules: {}, droppedAnswers: [] });
  });

  it('traces the second pass only, after the answers of skipped questions were left out', () => {
    const trace = traced(
      {
        norm: { beweging: [uren, veel] },
        rules: [
          { when: 'q.sport == 0', skip_slides: ['uren'] },
          { when: 'q.uren > 4', show_texts: ['goed'] },
        ],
        result: [
          { when: 'q.uren > 4', value: 'good' },
          { when: 'true', value: 'warning' },
        ],
      },
      [answer(slideId(1), { options: [optionId(1, 0)] }), answer(slideId(3), { value: 5 })],
    );
    expect(trace).toEqual({
      firedRules: [0],
      resultRule: 1,
      normRules: { beweging: null },
      droppedAnswers: [slideId(3)],
    });
  });
});
