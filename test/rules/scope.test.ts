import { BMI_LENGTH_KEY, BMI_WEIGHT_KEY } from '../../src/rules/bmi';
import { baseScope, bmiScopeValue, DEFAULT_AGE } from '../../src/rules/scope';
import type { Answer } from '../../src/rules/types';
import { answer, build, noMeta, optionId, slideId, subId } from './fixtures';

const { module } = build();
const q = (answers: Parameters<typeof baseScope>[1]) => baseScope(module, answers, noMeta).q;

describe('scope', () => {
  it('starts with age 18, male true, female false (spec starting scope)', () => {
    const scope = baseScope(module, [], noMeta);
    expect(DEFAULT_AGE).toBe(18);
    expect(scope).toMatchObject({ age: 18, gender: null, male: true, female: false });
    expect(scope).toMatchObject({ count_bad: 0, count_warning: 0, count_neutral: 0, count_good: 0 });
  });

  it('takes age and gender from meta', () => {
    expect(baseScope(module, [], { age: 23, gender: 'female' })).toMatchObject({
      age: 23,
      gender: 'female',
      male: false,
      female: true,
    });
    expect(baseScope(module, [], { age: 15, gender: 'male' })).toMatchObject({ age: 15, male: true, female: false });
    expect(baseScope(module, [], { age: null, gender: 'other' })).toMatchObject({
      age: 18,
      gender: 'other',
      male: false,
      female: false,
    });
  });

  it('has null for every unanswered question and no entries for info slides', () => {
    const values = q([]);
    expect(values).toEqual({ sport: null, eten: null, uren: null, bmi: null, oor: null, slaap: null, stelling: null });
  });

  it('gives the option value for single choice and the list of values for multiple choice', () => {
    const values = q([
      answer(slideId(1), { options: [optionId(1, 2)] }),
      answer(slideId(2), { options: [optionId(2, 0), optionId(2, 2)], option_values: { [optionId(2, 2)]: 'brood' } }),
    ]);
    expect(values.sport).toBe(2);
    expect(values.eten).toEqual([1, 3]);
  });

  it('includes an exclusive option held apart from options', () => {
    expect(q([answer(slideId(2), { exclusive_option: optionId(2, 3) })]).eten).toEqual([0]);
  });

  it('gives the number of a range value and null plus skipped=true for a skipped answer', () => {
    expect(q([answer(slideId(3), { value: 6 })]).uren).toBe(6);
    const scope = baseScope(module, [answer(slideId(3), { skip: true, value: 6 })], noMeta);
    expect(scope.q.uren).toBeNull();
    expect(scope.skipped.uren).toBe(true);
    expect(scope.skipped.sport).toBe(false);
  });

  it('uses the last answer to a question', () => {
    expect(q([answer(slideId(3), { value: 1 }), answer(slideId(3), { value: 9 })]).uren).toBe(9);
  });

  it('gives the BMI with one decimal, and null outside 10–50', () => {
    expect(q([answer(slideId(4), { value: 22.04 })]).bmi).toBe(22);
    expect(q([answer(slideId(4), { value: 10 })]).bmi).toBe(10);
    expect(q([answer(slideId(4), { value: 50 })]).bmi).toBe(50);
    expect(q([answer(slideId(4), { value: 9.9 })]).bmi).toBeNull();
    expect(q([answer(slideId(4), { value: 50.1 })]).bmi).toBeNull();
    const raw = { [BMI_LENGTH_KEY]: 180, [BMI_WEIGHT_KEY]: 75 };
    expect(q([answer(slideId(4), { sub_question_values: raw })]).bmi).toBe(23.1);
  });

  it('gives 0 or 1 for the oorcheck', () => {
    expect(q([answer(slideId(5), { value: 0 })]).oor).toBe(0);
    expect(q([answer(slideId(5), { value: 1 })]).oor).toBe(1);
  });

  it('gives composite answers as an object by sub-question name, ranges as durations modulo 24 h', () => {
    const values = q([
      answer(slideId(6), { sub_question_ranges: { [subId(6, 0)]: [22.5, 7], [subId(6, 1)]: [1, 10.25] } }),
      answer(slideId(7), { sub_question_options: { [subId(7, 0)]: optionId(7, 0), [subId(7, 1)]: optionId(7, 1) } }),
    ]);
    expect(values.slaap).toEqual({ school: 8.5, weekend: 9.25 });
    expect(values.stelling).toEqual({ a: 1, b: 0, c: null });
  });

  it('reads a non-composite quarter-hour-range from the range saved under the slide id', () => {
    const file = build().module;
    const slide = { ...file.slides[6], composite: false, sub_questions: [] };
    const mod = { ...file, slides: [slide] };
    const scope = baseScope(mod, [answer(slide.id, { sub_question_ranges: { [slide.id]: [23, 6.75] } })], noMeta);
    expect(scope.q.slaap).toBe(7.75);
  });
});

describe('BMI in the scope rests on the raw length and weight', () => {
  const answer = (value: number | null, length?: number, weight?: number): Answer => ({
    question: 1,
    skip: false,
    options: [],
    option_values: {},
    exclusive_option: null,
    value,
    sub_question_options: {},
    sub_question_ranges: {},
    sub_question_values:
      length === undefined
        ? {}
        : ({ [BMI_LENGTH_KEY]: length, [BMI_WEIGHT_KEY]: weight as number } as Record<number, number>),
  });
  it('recomputes from length and weight instead of trusting the saved value', () => {
    expect(bmiScopeValue(answer(22, 180, 81))).toBe(25);
  });
  it('gives null when length and weight give a BMI outside 10–50, whatever value was saved', () => {
    expect(bmiScopeValue(answer(22, 100, 60))).toBeNull();
  });
  it('uses the saved value when no raw inputs were kept', () => {
    expect(bmiScopeValue(answer(22.04))).toBe(22);
  });
});
