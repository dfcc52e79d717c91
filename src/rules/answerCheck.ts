// Is this an answer the module's inputs can have produced? The server asks before it stores a finish
// (statistics are built on the stored rows), so ids must belong to the question, numbers must lie
// within the slide's limits and fields a question type never fills must be empty. Each check mirrors
// what the input in src/features/questions writes; it does not ask for completeness (the client's
// slide validation does that, and answers it left unfinished on purpose, such as a skipped
// question, keep what was entered).
import { BMI_LENGTH_KEY, BMI_MAX, BMI_MIN, BMI_WEIGHT_KEY, calculateBmi } from './bmi';
import { sliderBounds, sliderStep, type Bounds } from './steps';
import type { Answer, Module, QuestionOption, Slide } from './types';

export interface AnswerProblem {
  /** The answer's question id. */
  question: number;
  /** Why, for logs and tests (not shown to students). */
  reason: string;
}

/**
 * Raw BMI inputs: any positive number can be typed, so only plainly impossible ones are refused
 * (length in cm, weight in kg; a student who types grams sees "unknown" and corrects it).
 */
export const BMI_RAW_MAX = 1000;

type Check = string | null;

// Number.isFinite is false for anything that is not a number.
const isNum = (v: unknown): v is number => Number.isFinite(v);
const keys = (record: Record<number, unknown>): number[] => Object.keys(record).map(Number);
const isEmpty = (record: Record<number, unknown>): boolean => Object.keys(record).length === 0;

/** The first non-null result. */
function first(...checks: Array<() => Check>): Check {
  for (const check of checks) {
    const problem = check();
    if (problem) return problem;
  }
  return null;
}

/** The fields a question type never writes, by name, must stay as emptyAnswer left them. */
function unused(answer: Answer, fields: Array<keyof Answer>): Check {
  for (const field of fields) {
    const value = answer[field];
    const blank =
      value === null || (Array.isArray(value) ? value.length === 0 : typeof value === 'object' && isEmpty(value));
    if (!blank) return `${field} is not used by this question`;
  }
  return null;
}

function inLimits(value: unknown, limits: { min: number | null; max: number | null }, what: string): Check {
  if (!isNum(value)) return `${what} is not a number`;
  if ((limits.min !== null && value < limits.min) || (limits.max !== null && value > limits.max))
    return `${what} ${value} is outside ${limits.min ?? '…'}–${limits.max ?? '…'}`;
  return null;
}

/**
 * A slider only stops on its steps (1 for integer and percentage, 0.5, 0.1, 0.25): 2.5 on an integer slider
 * is no answer the input can give. The plain number input ('none') has no step.
 */
function onStep(value: number, slide: Slide, what: string): Check {
  const step = sliderStep(slide.subtype);
  if (step === null) return null;
  const steps = value / step;
  return Math.abs(steps - Math.round(steps)) < 1e-6 ? null : `${what} ${value} is not a step of ${step}`;
}

/** Sliders have finite ends; the plain number input ('none') only the limits the slide sets (as slideValidation). */
function limitsOf(slide: Slide): { min: number | null; max: number | null } {
  return sliderStep(slide.subtype) === null ? { min: slide.min_value, max: slide.max_value } : sliderBounds(slide);
}

/** Free text only for chosen options with the input flag (unchecking drops it, choosing another clears it). */
function optionTexts(answer: Answer, options: Map<number, QuestionOption>, chosen: Set<number>): Check {
  for (const id of keys(answer.option_values)) {
    if (!options.get(id)?.input) return `option ${id} takes no text`;
    if (!chosen.has(id)) return `text for option ${id}, which is not chosen`;
  }
  return null;
}

function checkSingleChoice(slide: Slide, answer: Answer, options: Map<number, QuestionOption>): Check {
  if (slide.composite) {
    const subIds = new Set(slide.sub_questions.map((s) => s.id));
    for (const [sub, option] of Object.entries(answer.sub_question_options)) {
      if (!subIds.has(Number(sub))) return `sub-question ${sub} is not part of this question`;
      if (!options.has(option)) return `option ${option} is not an option of this question`;
    }
    return unused(answer, [
      'options',
      'option_values',
      'exclusive_option',
      'value',
      'sub_question_ranges',
      'sub_question_values',
    ]);
  }
  if (answer.options.length > 1) return 'more than one option on a single-choice question';
  const chosenId = answer.options[0];
  const chosen = chosenId === undefined ? undefined : options.get(chosenId);
  if (chosenId !== undefined && !chosen) return `option ${chosenId} is not an option of this question`;
  // The input saves the chosen option's value next to it (the engine reads the option, not this).
  if (answer.value !== null && answer.value !== (chosen?.value ?? null))
    return `value ${answer.value} is not the chosen option's value`;
  if (answer.exclusive_option !== null && !(chosen?.exclusive && answer.exclusive_option === chosen.id))
    return 'exclusive_option is not the chosen exclusive option';
  return first(
    () => optionTexts(answer, options, new Set(answer.options)),
    () => unused(answer, ['sub_question_options', 'sub_question_ranges', 'sub_question_values']),
  );
}

function checkMultipleChoice(answer: Answer, options: Map<number, QuestionOption>): Check {
  if (new Set(answer.options).size !== answer.options.length) return 'an option is chosen twice';
  for (const id of answer.options) if (!options.has(id)) return `option ${id} is not an option of this question`;
  const exclusive = answer.exclusive_option;
  if (exclusive !== null) {
    if (!options.get(exclusive)?.exclusive) return `option ${exclusive} is not an exclusive option of this question`;
    // Choosing it clears the others and disables them until it is unchosen.
    if (answer.options.some((id) => id !== exclusive)) return 'other options next to the exclusive one';
  } else if (answer.options.some((id) => options.get(id)?.exclusive)) {
    return 'an exclusive option is chosen without exclusive_option';
  }
  const chosen = new Set(answer.options);
  if (exclusive !== null) chosen.add(exclusive);
  return first(
    () => optionTexts(answer, options, chosen),
    () => unused(answer, ['value', 'sub_question_options', 'sub_question_ranges', 'sub_question_values']),
  );
}

/** A clock-time range: both ends on the slider; its duration wraps round midnight, so 0–24. */
function checkRanges(answer: Answer, ids: Set<number>, bounds: Bounds): Check {
  for (const [id, range] of Object.entries(answer.sub_question_ranges)) {
    if (!ids.has(Number(id))) return `range ${id} is not part of this question`;
    const problem = inLimits(range[0], bounds, 'range start') ?? inLimits(range[1], bounds, 'range end');
    if (problem) return problem;
  }
  return null;
}

const DAY = { min: 0, max: 24 };

function checkRangeValue(slide: Slide, answer: Answer): Check {
  const subIds = new Set(slide.sub_questions.map((s) => s.id));
  const composite = slide.composite && slide.sub_questions.length > 0;
  if (slide.subtype === 'quarter-hour-range') {
    // A non-composite range lives under the slide's own id, its duration in value.
    const rangeIds = composite ? subIds : new Set([slide.id]);
    const durations = (): Check => {
      if (!composite) return answer.value === null ? null : inLimits(answer.value, DAY, 'duration');
      for (const [id, value] of Object.entries(answer.sub_question_values)) {
        if (!subIds.has(Number(id))) return `sub-question ${id} is not part of this question`;
        const problem = inLimits(value, DAY, 'duration');
        if (problem) return problem;
      }
      return null;
    };
    return first(
      () => checkRanges(answer, rangeIds, sliderBounds(slide)),
      durations,
      () =>
        unused(answer, [
          'options',
          'option_values',
          'exclusive_option',
          'sub_question_options',
          ...(composite ? (['value'] as const) : (['sub_question_values'] as const)),
        ]),
    );
  }
  const limits = limitsOf(slide);
  if (composite) {
    for (const [id, value] of Object.entries(answer.sub_question_values)) {
      if (!subIds.has(Number(id))) return `sub-question ${id} is not part of this question`;
      const problem = inLimits(value, limits, 'value') ?? onStep(value, slide, 'value');
      if (problem) return problem;
    }
    return unused(answer, [
      'options',
      'option_values',
      'exclusive_option',
      'value',
      'sub_question_options',
      'sub_question_ranges',
    ]);
  }
  return first(
    () =>
      answer.value === null ? null : (inLimits(answer.value, limits, 'value') ?? onStep(answer.value, slide, 'value')),
    () =>
      unused(answer, [
        'options',
        'option_values',
        'exclusive_option',
        'sub_question_options',
        'sub_question_ranges',
        'sub_question_values',
      ]),
  );
}

/** Length and weight as typed (under BMI_LENGTH_KEY/BMI_WEIGHT_KEY) and the BMI the input computed from them. */
function checkBmi(answer: Answer): Check {
  const raw = answer.sub_question_values;
  for (const id of keys(raw)) {
    if (id !== BMI_LENGTH_KEY && id !== BMI_WEIGHT_KEY) return `sub_question_values ${id} is not a BMI input`;
    if (!isNum(raw[id]) || raw[id] <= 0 || raw[id] > BMI_RAW_MAX)
      return `BMI input ${raw[id]} is not a plausible length or weight`;
  }
  if (answer.value !== null) {
    const problem = inLimits(answer.value, { min: BMI_MIN, max: BMI_MAX }, 'BMI');
    if (problem) return problem;
  }
  // The input always stores calculateBmi of what was typed (older clients sent the value alone).
  if (!isEmpty(raw) && answer.value !== calculateBmi(raw[BMI_LENGTH_KEY], raw[BMI_WEIGHT_KEY]))
    return 'BMI does not follow from length and weight';
  return unused(answer, [
    'options',
    'option_values',
    'exclusive_option',
    'sub_question_options',
    'sub_question_ranges',
  ]);
}

/**
 * The hearing test's result: 0 ('onvoldoende') or 1 ('goed'), or none yet. Kept apart and lenient
 * on purpose: how the server takes this answer (from the oorcheck session) is changing separately.
 */
export function checkOorcheckAnswer(answer: Answer): Check {
  if (answer.value !== null && answer.value !== 0 && answer.value !== 1)
    return `hearing test result ${answer.value} is not 0 or 1`;
  return unused(answer, [
    'options',
    'option_values',
    'exclusive_option',
    'sub_question_options',
    'sub_question_ranges',
    'sub_question_values',
  ]);
}

/** One answer against its slide; null when the slide's input can have written it. */
export function checkAnswer(slide: Slide, answer: Answer): Check {
  if (slide.category !== 'question' || slide.type === null) return 'not a question';
  // The "not done (yet)" box exists on skippable questions only; what was entered stays (and is checked).
  if (answer.skip && !slide.skippable) return 'skipped, but the question is not skippable';
  const options = new Map(slide.options.map((o) => [o.id, o]));
  switch (slide.type) {
    case 'single-choice':
      return checkSingleChoice(slide, answer, options);
    case 'multiple-choice':
      return checkMultipleChoice(answer, options);
    case 'range-value':
      return checkRangeValue(slide, answer);
    case 'bmi':
      return checkBmi(answer);
    case 'oorcheck':
      return checkOorcheckAnswer(answer);
  }
}

/** The first answer of a finish that the module cannot have produced, or null when all can. */
export function findAnswerProblem(module: Module, answers: Answer[]): AnswerProblem | null {
  const slides = new Map(module.slides.map((s) => [s.id, s]));
  const seen = new Set<number>();
  for (const answer of answers) {
    const slide = slides.get(answer.question);
    if (!slide) return { question: answer.question, reason: 'not a question of this module' };
    // The client keeps one answer per question (a new one replaces the old).
    if (seen.has(answer.question)) return { question: answer.question, reason: 'answered twice' };
    seen.add(answer.question);
    const reason = checkAnswer(slide, answer);
    if (reason) return { question: answer.question, reason };
  }
  return null;
}
