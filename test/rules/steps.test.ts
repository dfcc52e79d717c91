import { sliderBounds, sliderStep } from '../../src/rules/steps';

describe('sliderStep', () => {
  it.each([
    ['quarter-hour', 0.25],
    ['quarter-hour-range', 0.25],
    ['frac-2', 0.5],
    ['frac-10', 0.1],
    ['percentage', 1],
    ['integer', 1],
  ] as const)('%s moves in steps of %p', (subtype, step) => {
    expect(sliderStep(subtype)).toBe(step);
  });

  it("has no slider for 'none' or a missing subtype", () => {
    expect(sliderStep('none')).toBeNull();
    expect(sliderStep(null)).toBeNull();
  });
});

describe('sliderBounds', () => {
  it("uses the slide's min and max, including 0", () => {
    expect(sliderBounds({ subtype: 'integer', min_value: 0, max_value: 7 })).toEqual({ min: 0, max: 7 });
    expect(sliderBounds({ subtype: 'quarter-hour-range', min_value: 18, max_value: 36 })).toEqual({ min: 18, max: 36 });
  });

  it('falls back to one day for times and 0–100 otherwise', () => {
    expect(sliderBounds({ subtype: 'quarter-hour', min_value: null, max_value: null })).toEqual({ min: 0, max: 24 });
    expect(sliderBounds({ subtype: 'percentage', min_value: null, max_value: null })).toEqual({ min: 0, max: 100 });
    expect(sliderBounds({ subtype: 'frac-10', min_value: 5, max_value: null })).toEqual({ min: 5, max: 100 });
  });
});
