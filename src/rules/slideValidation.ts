// Slide validation (docs/product.md §5). Returns a key of the Dutch `validation` strings, never text,
// so the server and the rule engine can share it. Free text of an option with the input flag is
// optional: the spec lists no message for it, and blocking a student on an 'Anders, namelijk' box
// they chose to leave empty adds nothing to the result.
import { BMI_MAX, BMI_MIN } from './bmi';
import { sliderBounds, sliderStep } from './steps';
import type { Answer, Slide, AttemptMeta } from './types';

export type ValidationKey =
  | 'ageMissing'
  | 'genderMissing'
  | 'chooseAtLeastOne'
  | 'chooseOne'
  | 'valueRequired'
  | 'outOfRange'
  | 'bmiIncomplete'
  | 'hearingTestIncomplete';

export interface ValidationContext {
  meta: AttemptMeta;
  /** Pre/post slides only: whether the slide asks for age and gender (decided by the dialog). */
  askAge?: boolean;
  askGender?: boolean;
}

interface Limits {
  min: number | null;
  max: number | null;
}

/** Sliders always have finite ends; the plain number input only checks the limits the slide sets. */
function limitsOf(slide: Slide): Limits {
  if (sliderStep(slide.subtype) === null) return { min: slide.min_value, max: slide.max_value };
  return sliderBounds(slide);
}

// Number.isFinite is false for anything that is not a number.
function isNumber(v: number | null | undefined): v is number {
  return Number.isFinite(v);
}

function checkValue(v: number | null | undefined, limits: Limits): ValidationKey | null {
  if (!isNumber(v)) return 'valueRequired';
  if ((limits.min !== null && v < limits.min) || (limits.max !== null && v > limits.max)) return 'outOfRange';
  return null;
}

function validateRange(slide: Slide, answer: Answer | null): ValidationKey | null {
  const limits = limitsOf(slide);
  if (slide.subtype === 'quarter-hour-range') {
    // A non-composite range slide stores its one range under the slide's own id.
    const ids = slide.composite ? slide.sub_questions.map((s) => s.id) : [slide.id];
    for (const id of ids) {
      const range = answer?.sub_question_ranges[id];
      if (!range) return 'valueRequired';
      const problem = checkValue(range[0], limits) ?? checkValue(range[1], limits);
      if (problem) return problem;
    }
    return null;
  }
  if (slide.composite) {
    for (const sub of slide.sub_questions) {
      const problem = checkValue(answer?.sub_question_values[sub.id], limits);
      if (problem) return problem;
    }
    return null;
  }
  return checkValue(answer?.value, limits);
}

/** Every missing field of a pre/post slide at once (docs/product.md §5 lists both messages). */
function validateMeta(ctx: ValidationContext): ValidationKey[] {
  const problems: ValidationKey[] = [];
  if (ctx.askAge && ctx.meta.age === null) problems.push('ageMissing');
  if (ctx.askGender && ctx.meta.gender === null) problems.push('genderMissing');
  return problems;
}

/**
 * Every message that applies to the slide, in the order they are shown; empty when it is valid.
 * Question slides have one answer and so at most one message; a pre/post slide can miss both
 * age and gender.
 */
export function slideProblems(slide: Slide, answer: Answer | null, ctx: ValidationContext): ValidationKey[] {
  if (slide.category === 'pre-slide' || slide.category === 'post-slide') return validateMeta(ctx);
  const problem = validateQuestion(slide, answer);
  return problem ? [problem] : [];
}

/** The first message that applies, or null when the slide is valid. */
export function validateSlide(slide: Slide, answer: Answer | null, ctx: ValidationContext): ValidationKey | null {
  return slideProblems(slide, answer, ctx)[0] ?? null;
}

function validateQuestion(slide: Slide, answer: Answer | null): ValidationKey | null {
  if (slide.category === 'info_slide' || slide.type === null) return null;
  if (slide.skippable && answer?.skip) return null;

  const optionIds = new Set(slide.options.map((o) => o.id));
  const chosen = (answer?.options ?? []).filter((id) => optionIds.has(id));
  switch (slide.type) {
    case 'single-choice':
      if (slide.composite) {
        const allAnswered = slide.sub_questions.every((sub) => {
          const option = answer?.sub_question_options[sub.id];
          return option !== undefined && optionIds.has(option);
        });
        return allAnswered ? null : 'chooseAtLeastOne';
      }
      return chosen.length > 0 ? null : 'chooseOne';
    case 'multiple-choice':
      return chosen.length > 0 ? null : 'chooseAtLeastOne';
    case 'range-value':
      return validateRange(slide, answer);
    case 'bmi': {
      const bmi = answer?.value;
      return isNumber(bmi) && bmi >= BMI_MIN && bmi <= BMI_MAX ? null : 'bmiIncomplete';
    }
    case 'oorcheck':
      return isNumber(answer?.value) ? null : 'hearingTestIncomplete';
  }
}
