import { slideProblems, validateSlide } from '../../src/rules/slideValidation';
import { answer, ctx, slide } from './fixtures/validationSlide';

const subs = [
  { id: 21, name: 'Doordeweeks', question: 10 },
  { id: 22, name: 'Weekend', question: 10 },
];

describe('pre- and post-slides', () => {
  const pre = slide({ category: 'pre-slide', type: null, options: [] });
  const post = slide({ category: 'post-slide', type: null, options: [] });

  it('asks for the age first, then the gender', () => {
    const both = { ...ctx, askAge: true, askGender: true };
    expect(validateSlide(pre, null, both)).toBe('ageMissing');
    expect(validateSlide(pre, null, { ...both, meta: { age: 17, gender: null } })).toBe('genderMissing');
    expect(validateSlide(post, null, { ...both, meta: { age: 23, gender: 'other' } })).toBeNull();
  });

  it('names every missing field at once (issue 12 item 6)', () => {
    const both = { ...ctx, askAge: true, askGender: true };
    expect(slideProblems(pre, null, both)).toEqual(['ageMissing', 'genderMissing']);
    expect(slideProblems(pre, null, { ...both, meta: { age: 17, gender: null } })).toEqual(['genderMissing']);
    expect(slideProblems(post, null, { ...both, meta: { age: 23, gender: 'other' } })).toEqual([]);
  });

  it('only requires what the slide asks for', () => {
    expect(validateSlide(post, null, { ...ctx, askGender: true })).toBe('genderMissing');
    expect(validateSlide(post, null, { ...ctx, askAge: true, meta: { age: 15, gender: null } })).toBeNull();
    expect(validateSlide(pre, null, ctx)).toBeNull();
  });
});

describe('choice questions', () => {
  it('single choice needs one of its own options', () => {
    expect(validateSlide(slide({}), null, ctx)).toBe('chooseOne');
    expect(validateSlide(slide({}), answer(), ctx)).toBe('chooseOne');
    expect(validateSlide(slide({}), answer({ options: [99] }), ctx)).toBe('chooseOne');
    expect(validateSlide(slide({}), answer({ options: [2] }), ctx)).toBeNull();
  });

  it('multiple choice needs at least one option', () => {
    const multi = slide({ type: 'multiple-choice' });
    expect(validateSlide(multi, answer(), ctx)).toBe('chooseAtLeastOne');
    expect(validateSlide(multi, answer({ options: [1, 2] }), ctx)).toBeNull();
  });

  it('leaves the free text of an input option optional', () => {
    const multi = slide({
      type: 'multiple-choice',
      options: [{ id: 3, name: 'Anders', value: null, input: true, exclusive: false }],
    });
    expect(validateSlide(multi, answer({ options: [3] }), ctx)).toBeNull();
  });

  it('composite single choice needs a choice for every sub-question', () => {
    const composite = slide({ composite: true, sub_questions: subs });
    expect(validateSlide(composite, answer(), ctx)).toBe('chooseAtLeastOne');
    expect(validateSlide(composite, answer({ sub_question_options: { 21: 1 } }), ctx)).toBe('chooseAtLeastOne');
    expect(validateSlide(composite, answer({ sub_question_options: { 21: 1, 22: 77 } }), ctx)).toBe('chooseAtLeastOne');
    expect(validateSlide(composite, answer({ sub_question_options: { 21: 1, 22: 2 } }), ctx)).toBeNull();
  });
});

describe('range values', () => {
  const range = slide({ type: 'range-value', subtype: 'integer', options: [], min_value: 0, max_value: 7 });

  it('needs a value', () => {
    expect(validateSlide(range, null, ctx)).toBe('valueRequired');
    expect(validateSlide(range, answer({ value: Number.NaN }), ctx)).toBe('valueRequired');
  });

  it('accepts both inclusive bounds and rejects what lies outside', () => {
    expect(validateSlide(range, answer({ value: 0 }), ctx)).toBeNull();
    expect(validateSlide(range, answer({ value: 7 }), ctx)).toBeNull();
    expect(validateSlide(range, answer({ value: -1 }), ctx)).toBe('outOfRange');
    expect(validateSlide(range, answer({ value: 7.5 }), ctx)).toBe('outOfRange');
  });

  it('checks the plain number input only against the limits the slide sets', () => {
    const open = slide({ type: 'range-value', subtype: 'none', options: [], min_value: 1, max_value: null });
    expect(validateSlide(open, answer({ value: 5000 }), ctx)).toBeNull();
    expect(validateSlide(open, answer({ value: 0 }), ctx)).toBe('outOfRange');
  });

  it('needs a value within the limits for each composite sub-question', () => {
    const composite = { ...range, composite: true, sub_questions: subs };
    expect(validateSlide(composite, answer({ sub_question_values: { 21: 3 } }), ctx)).toBe('valueRequired');
    expect(validateSlide(composite, answer({ sub_question_values: { 21: 3, 22: 8 } }), ctx)).toBe('outOfRange');
    expect(validateSlide(composite, answer({ sub_question_values: { 21: 3, 22: 7 } }), ctx)).toBeNull();
  });

  it('needs a range within the limits for each quarter-hour-range sub-question', () => {
    const sleep = slide({
      type: 'range-value',
      subtype: 'quarter-hour-range',
      options: [],
      composite: true,
      sub_questions: subs,
      min_value: 18,
      max_value: 36,
    });
    expect(validateSlide(sleep, answer({ sub_question_ranges: { 21: [22.5, 31] } }), ctx)).toBe('valueRequired');
    expect(validateSlide(sleep, answer({ sub_question_ranges: { 21: [22.5, 31], 22: [17.75, 30] } }), ctx)).toBe(
      'outOfRange',
    );
    expect(validateSlide(sleep, answer({ sub_question_ranges: { 21: [22.5, 31], 22: [18, 36.25] } }), ctx)).toBe(
      'outOfRange',
    );
    expect(validateSlide(sleep, answer({ sub_question_ranges: { 21: [22.5, 31], 22: [18, 36] } }), ctx)).toBeNull();
  });

  it('keeps the range of a non-composite quarter-hour-range slide under the slide id', () => {
    const sleep = slide({ type: 'range-value', subtype: 'quarter-hour-range', options: [] });
    expect(validateSlide(sleep, answer(), ctx)).toBe('valueRequired');
    expect(validateSlide(sleep, answer({ sub_question_ranges: { 10: [22, 7] } }), ctx)).toBeNull();
  });
});

describe('BMI and oorcheck', () => {
  const bmi = slide({ type: 'bmi', options: [] });
  const oorcheck = slide({ type: 'oorcheck', options: [] });

  it('BMI needs a calculable result between 10 and 50', () => {
    expect(validateSlide(bmi, answer(), ctx)).toBe('bmiIncomplete');
    expect(validateSlide(bmi, answer({ value: 9.9 }), ctx)).toBe('bmiIncomplete');
    expect(validateSlide(bmi, answer({ value: 50.1 }), ctx)).toBe('bmiIncomplete');
    expect(validateSlide(bmi, answer({ value: 10 }), ctx)).toBeNull();
    expect(validateSlide(bmi, answer({ value: 50 }), ctx)).toBeNull();
  });

  it('oorcheck needs a result, and 0 (onvoldoende) is a result', () => {
    expect(validateSlide(oorcheck, answer(), ctx)).toBe('hearingTestIncomplete');
    expect(validateSlide(oorcheck, answer({ value: 0 }), ctx)).toBeNull();
    expect(validateSlide(oorcheck, answer({ value: 1 }), ctx)).toBeNull();
  });
});

describe('slides without validation', () => {
  it('passes info slides', () => {
    expect(validateSlide(slide({ category: 'info_slide', type: null }), null, ctx)).toBeNull();
  });

  it('passes a skipped skippable question, but not a skipped ordinary one', () => {
    expect(validateSlide(slide({ skippable: true }), answer({ skip: true }), ctx)).toBeNull();
    expect(validateSlide(slide({}), answer({ skip: true }), ctx)).toBe('chooseOne');
    expect(validateSlide(slide({ skippable: true }), answer(), ctx)).toBe('chooseOne');
  });
});
