// A finish of the fixture content's sport module (its first two slides answered), as the client
// sends it; the tests that store finished tests share it instead of each building one.
import { randomUUID } from 'node:crypto';
import { emptyAnswer } from '../../../src/rules/emptyAnswer';
import type { Answer, Module } from '../../../src/rules/types';
import type { FinishPayload } from '../../../src/shared/api';

export const optionAnswer = (question: number, options: number[]): Answer => ({
  ...emptyAnswer({ id: question }),
  options,
});

/** `sportOption` picks the answer of the first slide; `testResult` is the colour the client computed. */
export function sportFinishPayload(
  module: Module,
  { sportOption, testResult }: { sportOption: number; testResult: FinishPayload['test_result'] },
): FinishPayload {
  const [sport, club] = module.slides;
  return {
    id: randomUUID(),
    module: module.id,
    answers: [optionAnswer(sport.id, [sport.options[sportOption].id]), optionAnswer(club.id, [club.options[0].id])],
    meta: { age: 17, gender: 'female' },
    computed: {},
    finished: true,
    updatedAt: Date.now(),
    debug: false,
    actions: [],
    contact_data: false,
    test_result: testResult,
    norm_results: [],
  };
}
