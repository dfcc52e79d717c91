import { bmiClass, calculateBmi } from '../../src/rules/bmi';

describe('calculateBmi', () => {
  it('divides weight by the square of the length in metres, to one decimal', () => {
    expect(calculateBmi(180, 75)).toBe(23.1); // 23.148…
    expect(calculateBmi(165, 52.5)).toBe(19.3); // 19.283…
    expect(calculateBmi(200, 100)).toBe(25);
  });

  it('returns null when an input is missing, zero, negative or not a number', () => {
    expect(calculateBmi(null, 70)).toBeNull();
    expect(calculateBmi(180, undefined)).toBeNull();
    expect(calculateBmi(0, 70)).toBeNull();
    expect(calculateBmi(180, -1)).toBeNull();
    expect(calculateBmi(Number.NaN, 70)).toBeNull();
    expect(calculateBmi(180, Number.POSITIVE_INFINITY)).toBeNull();
  });

  it('refuses a negative length, and inputs whose quotient is no number (0 ÷ 0, ∞ ÷ ∞)', () => {
    // Squared, a negative length would give a plausible BMI: 70 ÷ 1.7² = 24.2.
    expect(calculateBmi(-170, 70)).toBeNull();
    expect(calculateBmi(0, 0)).toBeNull();
    expect(calculateBmi(Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY)).toBeNull();
  });

  it('keeps the bounds 10 and 50 themselves and rejects what lies outside', () => {
    expect(calculateBmi(100, 10)).toBe(10);
    expect(calculateBmi(100, 9.9)).toBeNull();
    expect(calculateBmi(100, 50)).toBe(50);
    expect(calculateBmi(100, 50.1)).toBeNull();
  });

  it('rounds before checking the bounds (9.96 rounds to 10.0 and counts)', () => {
    expect(calculateBmi(100, 9.96)).toBe(10);
    expect(calculateBmi(100, 50.04)).toBe(50);
    expect(calculateBmi(100, 50.06)).toBeNull();
  });
});

describe('bmiClass', () => {
  it.each([
    [10, 'underweight'],
    [18.4, 'underweight'],
    [18.5, 'normal'],
    [24.9, 'normal'],
    [25, 'overweight'],
    [29.9, 'overweight'],
    [30, 'obese'],
    [50, 'obese'],
  ])('%p is %p', (bmi, expected) => {
    expect(bmiClass(bmi)).toBe(expected);
  });

  it('has no class for an unknown BMI', () => {
    expect(bmiClass(null)).toBeNull();
    expect(bmiClass(undefined)).toBeNull();
    expect(bmiClass(Number.NaN)).toBeNull();
  });
});
