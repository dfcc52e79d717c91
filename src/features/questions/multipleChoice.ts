// The answer logic of a multiple-choice question, apart from the markup so it reads (and tests) on its own.
import type { Answer, QuestionOption } from '../../rules/types';

/** Checking or unchecking one option. An exclusive option clears every other choice. */
export function toggleOption(current: Answer, option: QuestionOption, checked: boolean): Answer {
  if (!checked) {
    const { [option.id]: _dropped, ...option_values } = current.option_values;
    return {
      ...current,
      options: current.options.filter((id) => id !== option.id),
      option_values,
      exclusive_option: current.exclusive_option === option.id ? null : current.exclusive_option,
    };
  }
  if (option.exclusive) {
    const text = current.option_values[option.id];
    return {
      ...current,
      options: [option.id],
      exclusive_option: option.id,
      option_values: text !== undefined ? { [option.id]: text } : {},
    };
  }
  return { ...current, options: [...current.options.filter((id) => id !== option.id), option.id] };
}

/** While an exclusive option is chosen the others are disabled; unchecking it re-enables them. */
export function isOptionBlocked(current: Answer, option: QuestionOption): boolean {
  return current.exclusive_option !== null && current.exclusive_option !== option.id;
}
