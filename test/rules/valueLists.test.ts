// The value lists the client, the server's schemas and the content checks share (values.ts), the raw BMI keys and
// the clock-time slider's default day: what the spec fixes, pinned where it is declared.
import { BMI_LENGTH_KEY, BMI_MAX, BMI_MIN, BMI_WEIGHT_KEY, calculateBmi } from '../../src/rules/bmi';
import { sliderBounds } from '../../src/rules/steps';
import {
  AGES,
  GENDERS,
  NORM_RATINGS,
  OLDEST_AGE,
  OORCHECK_ANSWER_VALUE,
  OORCHECK_RESULTS,
  QUESTION_TYPES,
  RANGE_SUBTYPES,
  YOUNGEST_AGE,
  isOneOf,
  oorcheckAnswerValue,
  oorcheckValueOf,
} from '../../src/rules/values';

describe('value lists', () => {
  it('offers the ages 15 to 22 and 23 for "23 jaar of ouder"', () => {
    expect(AGES).toEqual([15, 16, 17, 18, 19, 20, 21, 22, 23]);
    expect(YOUNGEST_AGE).toBe(15);
    expect(OLDEST_AGE).toBe(23);
  });

  it('lists genders, ratings, question types and range subtypes', () => {
    expect(GENDERS).toEqual(['male', 'female', 'other']);
    expect(NORM_RATINGS).toEqual(['good', 'warning', 'neutral', 'bad']);
    expect(QUESTION_TYPES).toEqual(['single-choice', 'multiple-choice', 'range-value', 'bmi', 'oorcheck']);
    expect(RANGE_SUBTYPES).toEqual([
      'percentage',
      'quarter-hour',
      'quarter-hour-range',
      'integer',
      'frac-2',
      'frac-10',
      'none',
    ]);
  });

  it('stores a hearing result as 1 (good) or 0 (bad); anything but "bad" from a provider counts as good', () => {
    expect(OORCHECK_RESULTS).toEqual(['good', 'bad']);
    expect(OORCHECK_ANSWER_VALUE).toEqual({ good: 1, bad: 0 });
    expect(oorcheckAnswerValue('bad')).toBe(0);
    expect(oorcheckAnswerValue('good')).toBe(1);
    expect(oorcheckAnswerValue('voldoende')).toBe(1);
    expect(oorcheckAnswerValue(null)).toBe(1);
    expect(oorcheckValueOf(0)).toBe(0);
    expect(oorcheckValueOf(1)).toBe(1);
    expect(oorcheckValueOf(0.5)).toBe(1);
  });

  it('isOneOf tells a member of a list from anything else', () => {
    expect(isOneOf(NORM_RATINGS, 'bad')).toBe(true);
    expect(isOneOf(NORM_RATINGS, 'slecht')).toBe(false);
    expect(isOneOf(AGES, 23)).toBe(true);
    expect(isOneOf(AGES, '23')).toBe(false);
    expect(isOneOf([], undefined)).toBe(false);
  });
});

describe('BMI constants', () => {
  it('keeps raw inputs under negative keys, apart from every real (positive) sub-question id', () => {
    expect(BMI_LENGTH_KEY).toBeLessThan(0);
    expect(BMI_WEIGHT_KEY).toBeLessThan(0);
    expect(BMI_LENGTH_KEY).not.toBe(BMI_WEIGHT_KEY);
    expect([BMI_MIN, BMI_MAX]).toEqual([10, 50]);
  });

  it('takes the length in centimetres (not metres) and rounds half up to one decimal', () => {
    expect(calculateBmi(1.8, 75)).toBeNull(); // 1.8 cm: BMI far above 50
    expect(calculateBmi(100, 22.45)).toBe(22.5);
    expect(calculateBmi(100, 22.44)).toBe(22.4);
  });
});

describe('slider bounds', () => {
  it('gives a clock-time range one day, like a clock time', () => {
    expect(sliderBounds({ subtype: 'quarter-hour-range', min_value: null, max_value: null })).toEqual({
      min: 0,
      max: 24,
    });
    expect(sliderBounds({ subtype: 'integer', min_value: null, max_value: null })).toEqual({ min: 0, max: 100 });
    expect(sliderBounds({ subtype: null, min_value: null, max_value: 3 })).toEqual({ min: 0, max: 3 });
  });
});
