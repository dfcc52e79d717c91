// BMI (docs/product.md §4 and §9): weight / length² in metres, one decimal, valid only from 10 to 50.

export const BMI_MIN = 10;
export const BMI_MAX = 50;

export type BmiClass = 'underweight' | 'normal' | 'overweight' | 'obese';

/**
 * The BMI answer keeps the raw inputs so that a revisited slide shows them again. The Answer type has
 * no dedicated fields, so they live in sub_question_values under these keys: negative, so they can
 * never collide with a real (positive, database-generated) sub-question id.
 */
export const BMI_LENGTH_KEY = -1;
export const BMI_WEIGHT_KEY = -2;

function isPositive(n: number | null | undefined): n is number {
  return typeof n === 'number' && Number.isFinite(n) && n > 0;
}

/** BMI rounded to one decimal, or null when an input is missing or the result lies outside 10–50. */
export function calculateBmi(lengthCm: number | null | undefined, weightKg: number | null | undefined): number | null {
  if (!isPositive(lengthCm) || !isPositive(weightKg)) return null;
  const metres = lengthCm / 100;
  const bmi = Math.round((weightKg / (metres * metres)) * 10) / 10;
  return bmi < BMI_MIN || bmi > BMI_MAX ? null : bmi;
}

/** Class by the thresholds 18.5, 25 and 30 (each threshold belongs to the higher class). */
export function bmiClass(bmi: number | null | undefined): BmiClass | null {
  if (typeof bmi !== 'number' || !Number.isFinite(bmi)) return null;
  if (bmi < 18.5) return 'underweight';
  if (bmi < 25) return 'normal';
  if (bmi < 30) return 'overweight';
  return 'obese';
}
