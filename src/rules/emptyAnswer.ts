// A fresh, unanswered Answer for a slide: every input starts from this when nothing is saved yet.
import type { Answer, Slide } from './types';

export function emptyAnswer(slide: Pick<Slide, 'id'>): Answer {
  return {
    question: slide.id,
    skip: false,
    options: [],
    option_values: {},
    exclusive_option: null,
    value: null,
    sub_question_options: {},
    sub_question_ranges: {},
    sub_question_values: {},
  };
}

/** The saved answer, or an empty one: inputs build their next answer from this. */
export function answerOrEmpty(slide: Pick<Slide, 'id'>, answer: Answer | null): Answer {
  return answer ?? emptyAnswer(slide);
}
