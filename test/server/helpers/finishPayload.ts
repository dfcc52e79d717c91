// A finished test as the client sends it (POST /api/test/finish, FINISH_TEST in the action queue), and
// one of the fixture content's sport module (its first two slides answered); the tests and benches that
// store finished tests share these instead of each building one.
import { randomUUID } from 'node:crypto';
import { emptyAnswer } from '../../../src/rules/emptyAnswer';
import type { Answer, Module } from '../../../src/rules/types';
import type { FinishPayload } from '../../../src/shared/api';

export const optionAnswer = (question: number, options: number[]): Answer => ({
  ...emptyAnswer({ id: question }),
  options,
});

/** A finished test of `module` with a fresh id: no answers, a 17-year-old girl, 'neutral', unless `fields` say otherwise. */
export function finishedTest(module: number, fields: Partial<FinishPayload> = {}): FinishPayload {
  return {
    id: randomUUID(),
    module,
    answers: [],
    meta: { age: 17, gender: 'female' },
    computed: {},
    finished: true,
    updatedAt: Date.now(),
    debug: false,
    actions: [],
    contact_data: false,
    test_result: 'neutral',
    norm_results: [],
    ...fields,
  };
}

/** `sportOption` picks the answer of the first slide; `testResult` is the colour the client computed. */
export function sportFinishPayload(
  module: Module,
  { sportOption, testResult }: { sportOption: number; testResult: FinishPayload['test_result'] },
): FinishPayload {
  const [sport, club] = module.slides;
  return finishedTest(module.id, {
    answers: [optionAnswer(sport.id, [sport.options[sportOption].id]), optionAnswer(club.id, [club.options[0].id])],
    test_result: testResult,
  });
}
