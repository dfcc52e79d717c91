// Questions of a draft: a question slide made from the editor's fields, and the checks that keep a
// question answerable while it is edited (the full content check runs on publish).
import { sliderStep } from '../../rules/steps';
import type { ErrorCode } from '../errorCodes';
import type { QuestionBody } from '../management/question';
import type { DraftContent, DraftOption, DraftSlide, DraftSubQuestion, Edited, Reserved } from './edit';
import { refused } from './edit';
import { freshId, optionRange, type Range, subQuestionRange } from './ids';
import { addSlide, findSlide, isRefused, replaceSlide, type Slide } from './slides';

const CHOICE = new Set(['single-choice', 'multiple-choice']);

const onStep = (value: number | null | undefined, step: number): boolean =>
  value === null || value === undefined || Math.abs(value / step - Math.round(value / step)) < 1e-9;

const duplicate = (keys: Array<string | undefined>): boolean => {
  const given = keys.filter((k): k is string => k !== undefined);
  return new Set(given).size !== given.length;
};

/** What makes a question slide impossible to answer or to read back, or null when it is sound. */
export function questionProblem(slide: DraftSlide): ErrorCode | null {
  const options = slide.options ?? [];
  const subs = slide.sub_questions ?? [];
  if (options.length > 0 && !CHOICE.has(slide.type ?? '')) return 'options_not_allowed';
  if (options.some((o) => o.exclusive) && slide.type !== 'multiple-choice') return 'exclusive_needs_multiple_choice';
  if (subs.length > 0 && !slide.composite) return 'sub_questions_not_allowed';
  if (duplicate(options.map((o) => o.key))) return 'option_key_taken';
  if (duplicate(subs.map((q) => q.key))) return 'sub_question_key_taken';
  if (slide.type === 'range-value') {
    if (!slide.subtype) return 'range_needs_subtype';
    const { min_value: min, max_value: max } = slide;
    if (min !== null && min !== undefined && max !== null && max !== undefined && min >= max)
      return 'range_min_above_max';
    const step = sliderStep(slide.subtype);
    if (step !== null && !(onStep(min, step) && onStep(max, step))) return 'range_value_off_step';
  }
  return null;
}

/**
 * The options (or sub-questions) as the body lists them: one with an id of this slide keeps it, one
 * without gets the next free id of the slide's range. An id the slide does not have is refused.
 */
function keepOrMakeIds<T extends { id?: number }>(
  given: readonly T[],
  current: readonly T[],
  range: Range,
  reserved: Reserved,
  missing: ErrorCode,
): Array<T & { id: number }> | ErrorCode {
  const known = new Set(current.map((c) => c.id));
  if (given.some((g) => g.id !== undefined && !known.has(g.id))) return missing;
  const used = current.map((c) => c.id);
  const out: Array<T & { id: number }> = [];
  for (const item of given) {
    const id = item.id ?? freshId(range, used, reserved);
    if (id === null) return 'too_many_elements';
    used.push(id);
    out.push({ ...item, id });
  }
  return out;
}

type OptionInput = NonNullable<QuestionBody['options']>[number];

/** An option as the document stores it: no key when none was given. */
export const cleanOption = (o: Omit<OptionInput, 'id'> & { id?: number }): DraftOption => ({
  ...(o.id !== undefined ? { id: o.id } : {}),
  ...(o.key ? { key: o.key } : {}),
  name: o.name,
  value: o.value,
  input: o.input,
  exclusive: o.exclusive,
});

/** The question slide `body` describes, on top of `current` (its id, options, sub-questions, info texts). */
function questionSlide<S extends DraftSlide>(body: QuestionBody, current: S, reserved: Reserved): S | ErrorCode {
  const id = current.id ?? 0;
  const options = body.options
    ? keepOrMakeIds<DraftOption>(
        body.options.map(cleanOption),
        current.options ?? [],
        optionRange(id),
        reserved,
        'option_not_found',
      )
    : (current.options ?? []);
  if (typeof options === 'string') return options;
  const subs = body.sub_questions
    ? keepOrMakeIds<DraftSubQuestion>(
        body.sub_questions,
        current.sub_questions ?? [],
        subQuestionRange(id),
        reserved,
        'sub_question_not_found',
      )
    : (current.sub_questions ?? []);
  if (typeof subs === 'string') return subs;
  const slide: S = {
    ...current,
    name: body.name,
    category: 'question',
    text: body.text,
    more_info: body.more_info,
    info_image: body.info_image,
    type: body.type,
    subtype: body.type === 'range-value' ? body.subtype : null,
    composite: body.composite,
    options,
    sub_questions: subs,
    min_value: body.min_value,
    max_value: body.max_value,
    value_label: body.value_label,
    skippable: body.skippable,
    skip_label: body.skippable ? body.skip_label : null,
    category_mappings: body.category_mappings ?? current.category_mappings ?? [],
  };
  return questionProblem(slide) ?? slide;
}

/** A new question in the module's draft at `position` (default: last). */
export function addQuestion<D extends DraftContent>(
  draft: D,
  moduleId: number,
  body: QuestionBody,
  position: number | undefined,
  reserved: Reserved,
): Edited<D, Slide> {
  // Built without an id: addSlide gives the slide and its options and sub-questions their real ids.
  const slide = questionSlide<DraftSlide>(body, { name: body.name, text: body.text, info_texts: [] }, reserved);
  if (typeof slide === 'string') return refused(400, slide);
  return addSlide(draft, moduleId, slide, position, reserved);
}

/** The question with this id as `body` says; its id and info texts stay. */
export function updateQuestion<D extends DraftContent>(
  draft: D,
  id: number,
  body: QuestionBody,
  reserved: Reserved,
): Edited<D, Slide> {
  const found = findSlide(draft, id, 'question');
  if (isRefused(found)) return found;
  const slide = questionSlide(body, found.slide, reserved);
  if (typeof slide === 'string') return refused(400, slide);
  return replaceSlide(draft, slide, 'question');
}
