// Slide validation where a message depends on one detail: no answer at all, options that are not the slide's,
// the end of a range, a skip box on a question, a question without a type.
import { slideProblems, validateSlide } from '../../src/rules/slideValidation';
import type { Slide } from '../../src/rules/types';
import { answer, ctx, slide } from './fixtures/validationSlide';

const subs = [
  { id: 21, name: 'A', question: 10 },
  { id: 22, name: 'B', question: 10 },
];

describe('without an answer', () => {
  it.each([
    [{ type: 'single-choice' }, 'chooseOne'],
    [{ type: 'multiple-choice' }, 'chooseAtLeastOne'],
    [{ type: 'single-choice', composite: true, sub_questions: subs }, 'chooseAtLeastOne'],
    [{ type: 'range-value', subtype: 'integer' }, 'valueRequired'],
    [{ type: 'range-value', subtype: 'integer', composite: true, sub_questions: subs }, 'valueRequired'],
    [{ type: 'range-value', subtype: 'quarter-hour-range' }, 'valueRequired'],
    [{ type: 'bmi' }, 'bmiIncomplete'],
    [{ type: 'oorcheck' }, 'hearingTestIncomplete'],
  ] as Array<[Partial<Slide>, string]>)('%o asks %s', (over, key) => {
    expect(validateSlide(slide(over), null, ctx)).toBe(key);
    expect(slideProblems(slide(over), null, ctx)).toEqual([key]);
  });

  it('passes a question without a type, and an info slide', () => {
    expect(validateSlide(slide({ type: null }), null, ctx)).toBeNull();
    expect(slideProblems(slide({ category: 'info_slide', type: 'single-choice' }), null, ctx)).toEqual([]);
  });
});

describe('with an answer', () => {
  it('counts only options of the slide itself', () => {
    expect(validateSlide(slide({}), answer({ options: [99] }), ctx)).toBe('chooseOne');
    expect(validateSlide(slide({ type: 'multiple-choice' }), answer({ options: [99] }), ctx)).toBe('chooseAtLeastOne');
    expect(validateSlide(slide({ type: 'multiple-choice' }), answer({ options: [99, 2] }), ctx)).toBeNull();
    const composite = slide({ composite: true, sub_questions: subs });
    expect(validateSlide(composite, answer({ sub_question_options: { 21: 1, 22: 99 } }), ctx)).toBe('chooseAtLeastOne');
    expect(validateSlide(composite, answer({ sub_question_options: { 21: 1, 22: 2 } }), ctx)).toBeNull();
  });

  it('checks both ends of a clock-time range against the limits', () => {
    const range = slide({ type: 'range-value', subtype: 'quarter-hour-range', min_value: 18, max_value: 30 });
    expect(validateSlide(range, answer({ sub_question_ranges: { 10: [18, 30] } }), ctx)).toBeNull();
    expect(validateSlide(range, answer({ sub_question_ranges: { 10: [17.75, 20] } }), ctx)).toBe('outOfRange');
    expect(validateSlide(range, answer({ sub_question_ranges: { 10: [20, 30.25] } }), ctx)).toBe('outOfRange');
    expect(validateSlide(range, answer({ sub_question_ranges: { 10: [20, Number.NaN] } }), ctx)).toBe('valueRequired');
    const composite = slide({ ...range, composite: true, sub_questions: subs });
    expect(validateSlide(composite, answer({ sub_question_ranges: { 21: [20, 22] } }), ctx)).toBe('valueRequired');
    expect(validateSlide(composite, answer({ sub_question_ranges: { 21: [20, 22], 22: [19, 40] } }), ctx)).toBe(
      'outOfRange',
    );
  });

  it('checks a slider against its default ends, and a number input against no end it does not set', () => {
    const slider = slide({ type: 'range-value', subtype: 'percentage' });
    expect(validateSlide(slider, answer({ value: 100 }), ctx)).toBeNull();
    expect(validateSlide(slider, answer({ value: 101 }), ctx)).toBe('outOfRange');
    expect(validateSlide(slider, answer({ value: -1 }), ctx)).toBe('outOfRange');
    const input = slide({ type: 'range-value', subtype: 'none', max_value: 3 });
    expect(validateSlide(input, answer({ value: -500 }), ctx)).toBeNull();
    expect(validateSlide(input, answer({ value: 3.5 }), ctx)).toBe('outOfRange');
    expect(validateSlide(input, answer({ value: Number.POSITIVE_INFINITY }), ctx)).toBe('valueRequired');
  });

  it('takes a skip only on a skippable question', () => {
    expect(validateSlide(slide({ skippable: true }), answer({ skip: true }), ctx)).toBeNull();
    expect(validateSlide(slide({ skippable: true }), answer({ skip: false }), ctx)).toBe('chooseOne');
    expect(validateSlide(slide({ skippable: false }), answer({ skip: true }), ctx)).toBe('chooseOne');
    // Not answered yet (the slide just opened): there is no skip box ticked either.
    expect(validateSlide(slide({ skippable: true }), null, ctx)).toBe('chooseOne');
  });

  it('takes a BMI of exactly 10 and 50, an oorcheck result of any number', () => {
    expect(validateSlide(slide({ type: 'bmi' }), answer({ value: 10 }), ctx)).toBeNull();
    expect(validateSlide(slide({ type: 'bmi' }), answer({ value: 50 }), ctx)).toBeNull();
    expect(validateSlide(slide({ type: 'bmi' }), answer({ value: 9.9 }), ctx)).toBe('bmiIncomplete');
    expect(validateSlide(slide({ type: 'bmi' }), answer({ value: 50.1 }), ctx)).toBe('bmiIncomplete');
    expect(validateSlide(slide({ type: 'oorcheck' }), answer({ value: 0 }), ctx)).toBeNull();
  });
});

describe('pre- and post-slides', () => {
  it('ask nothing that is not asked for, and ask what is missing', () => {
    const pre = slide({ category: 'pre-slide', type: null });
    expect(slideProblems(pre, null, { meta: { age: null, gender: null } })).toEqual([]);
    expect(slideProblems(pre, null, { meta: { age: null, gender: 'male' }, askAge: true, askGender: true })).toEqual([
      'ageMissing',
    ]);
    expect(slideProblems(pre, null, { meta: { age: 16, gender: null }, askAge: true, askGender: true })).toEqual([
      'genderMissing',
    ]);
    const post = slide({ category: 'post-slide', type: null });
    expect(validateSlide(post, null, { meta: { age: null, gender: null }, askGender: true })).toBe('genderMissing');
  });
});
