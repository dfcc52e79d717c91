// The value lists that the client, the server's schemas and the content checks share. Each is declared
// once, `as const`, and the TypeScript type (here) and the TypeBox schema (server/schemas) are derived
// from it, so adding a value in one place cannot leave another place behind.

/** The ages a student can pick: 15 to 22, and 23 meaning '23 jaar of ouder' (docs/product.md, Questions). */
export const AGES = [15, 16, 17, 18, 19, 20, 21, 22, 23] as const;
export type Age = (typeof AGES)[number];
export const YOUNGEST_AGE = AGES[0];
/** The last choice stands for this age and older. */
export const OLDEST_AGE = AGES[AGES.length - 1];

export const GENDERS = ['male', 'female', 'other'] as const;
export type Gender = (typeof GENDERS)[number];

/** The rating of a norm (a row of the norm table, and the PDF). */
export const NORM_RATINGS = ['good', 'warning', 'neutral', 'bad'] as const;
export type NormRating = (typeof NORM_RATINGS)[number];

export const QUESTION_TYPES = ['single-choice', 'multiple-choice', 'range-value', 'bmi', 'oorcheck'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

/** How a range-value question reads and shows its number. */
export const RANGE_SUBTYPES = [
  'percentage',
  'quarter-hour',
  'quarter-hour-range',
  'integer',
  'frac-2',
  'frac-10',
  'none',
] as const;
export type RangeSubtype = (typeof RANGE_SUBTYPES)[number];

/** The outcome of an Oorcheck, and how it is stored as the question's answer value (rules read 0 and 1). */
export const OORCHECK_RESULTS = ['good', 'bad'] as const;
export type OorcheckResult = (typeof OORCHECK_RESULTS)[number];
export const OORCHECK_ANSWER_VALUE = { good: 1, bad: 0 } as const satisfies Record<OorcheckResult, number>;
export type OorcheckAnswerValue = (typeof OORCHECK_ANSWER_VALUE)[OorcheckResult];

/** The answer value of an Oorcheck result; anything but 'bad' counts as 'good' (an external provider may use other words). */
export function oorcheckAnswerValue(result: string | null): OorcheckAnswerValue {
  return result === 'bad' ? OORCHECK_ANSWER_VALUE.bad : OORCHECK_ANSWER_VALUE.good;
}

/** A stored answer value as the rules see it: 0 is 'onvoldoende', anything else counts as 'voldoende'. */
export function oorcheckValueOf(value: number): OorcheckAnswerValue {
  return value === OORCHECK_ANSWER_VALUE.bad ? OORCHECK_ANSWER_VALUE.bad : OORCHECK_ANSWER_VALUE.good;
}

/** True when `value` is one of `list` (narrows it to the list's type). */
export function isOneOf<T extends string | number>(list: readonly T[], value: unknown): value is T {
  return (list as readonly unknown[]).includes(value);
}
