// Answers as a student's clicks produce them, for every question of a module: the same fields the
// inputs in src/features/questions write (multiple choice through their own toggleOption). Used to
// check that the server's answer check accepts every shipped module, and to measure the largest
// finish a student can send (bench/finishSize.bench.ts).
import { toggleOption } from '../../src/features/questions/multipleChoice';
import { emptyAnswer } from '../../src/features/questions/emptyAnswer';
import { BMI_LENGTH_KEY, BMI_WEIGHT_KEY, calculateBmi } from '../../src/rules/bmi';
import { sliderBounds } from '../../src/rules/steps';
import { rangeDuration } from '../../src/rules/timeRange';
import type { Answer, QuestionOption, Slide } from '../../src/rules/types';

/**
 * low: first option / lowest values; high: last option, every non-exclusive option, highest
 * values, longest free texts; exclusive: the exclusive option where there is one; skipped: skippable
 * questions filled in and then ticked "niet gedaan".
 */
export type Variant = 'low' | 'high' | 'exclusive' | 'skipped';
export const VARIANTS: Variant[] = ['low', 'high', 'exclusive', 'skipped'];

/** The option text field's maxLength, filled with multi-byte characters (the worst case in bytes). */
export const LONGEST_TEXT = 'é€'.repeat(128).slice(0, 255);

/** SingleChoiceInput's choose(): the option, its value, its exclusive flag, and its text if it takes one. */
function chooseSingle(current: Answer, option: QuestionOption, text: string | null): Answer {
  return {
    ...current,
    options: [option.id],
    value: option.value,
    exclusive_option: option.exclusive ? option.id : null,
    option_values: option.input && text !== null ? { [option.id]: text } : {},
  };
}

function multipleChoice(slide: Slide, variant: Variant): Answer {
  let answer = emptyAnswer(slide);
  const exclusive = slide.options.find((o) => o.exclusive);
  const picks =
    variant === 'exclusive' && exclusive ? [exclusive] : variant === 'low' ? slide.options.slice(0, 1) : slide.options.filter((o) => !o.exclusive);
  for (const option of picks) {
    answer = toggleOption(answer, option, true);
    if (option.input) answer = { ...answer, option_values: { ...answer.option_values, [option.id]: LONGEST_TEXT } };
  }
  return answer;
}

function rangeValue(slide: Slide, variant: Variant): Answer {
  const answer = emptyAnswer(slide);
  const { min, max } = sliderBounds(slide);
  const value = variant === 'low' ? min : max;
  if (slide.subtype === 'quarter-hour-range') {
    const range: [number, number] = variant === 'low' ? [min, min + 0.25] : [min, max];
    if (!slide.composite) return { ...answer, sub_question_ranges: { [slide.id]: range }, value: rangeDuration(...range) };
    return {
      ...answer,
      sub_question_ranges: Object.fromEntries(slide.sub_questions.map((s) => [s.id, range])),
      sub_question_values: Object.fromEntries(slide.sub_questions.map((s) => [s.id, rangeDuration(...range)])),
    };
  }
  if (slide.composite) return { ...answer, sub_question_values: Object.fromEntries(slide.sub_questions.map((s) => [s.id, value])) };
  return { ...answer, value };
}

/** The answer a student gives to one question slide (null for slides that take none). */
export function studentAnswer(slide: Slide, variant: Variant): Answer | null {
  if (slide.category !== 'question' || slide.type === null) return null;
  let answer: Answer;
  const last = variant === 'low' ? slide.options[0] : slide.options[slide.options.length - 1];
  switch (slide.type) {
    case 'single-choice':
      answer = slide.composite
        ? { ...emptyAnswer(slide), sub_question_options: Object.fromEntries(slide.sub_questions.map((s) => [s.id, last.id])) }
        : chooseSingle(emptyAnswer(slide), variant === 'exclusive' ? (slide.options.find((o) => o.exclusive) ?? last) : last, LONGEST_TEXT);
      break;
    case 'multiple-choice':
      answer = multipleChoice(slide, variant);
      break;
    case 'range-value':
      answer = rangeValue(slide, variant);
      break;
    case 'bmi': {
      const [length, weight] = variant === 'low' ? [150.5, 40.25] : [201.5, 99.75];
      answer = { ...emptyAnswer(slide), sub_question_values: { [BMI_LENGTH_KEY]: length, [BMI_WEIGHT_KEY]: weight }, value: calculateBmi(length, weight) };
      break;
    }
    case 'oorcheck':
      answer = { ...emptyAnswer(slide), value: variant === 'low' ? 0 : 1 };
      break;
  }
  // QuestionInput's skip box keeps what was entered.
  return variant === 'skipped' && slide.skippable ? { ...answer, skip: true } : answer;
}

export function studentAnswers(slides: Slide[], variant: Variant): Answer[] {
  return slides.map((s) => studentAnswer(s, variant)).filter((a): a is Answer => a !== null);
}
