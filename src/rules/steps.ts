// Slider steps and bounds per range-value subtype (docs/product.md §3 and §9).
import type { RangeSubtype, Slide } from './types';

const STEPS: Record<Exclude<RangeSubtype, 'none'>, number> = {
  'quarter-hour': 0.25,
  'quarter-hour-range': 0.25,
  'frac-2': 0.5,
  'frac-10': 0.1,
  percentage: 1,
  integer: 1,
};

/** The slider step, or null for 'none' (and a missing subtype): those get a plain number input. */
export function sliderStep(subtype: RangeSubtype | null): number | null {
  if (subtype === null || subtype === 'none') return null;
  return STEPS[subtype];
}

export interface Bounds {
  min: number;
  max: number;
}

/**
 * A slider needs finite ends; content normally sets min_value/max_value. Without them, percentages
 * span 0–100, clock times one day (0–24) and other numbers 0–100.
 */
export function sliderBounds(slide: Pick<Slide, 'subtype' | 'min_value' | 'max_value'>): Bounds {
  const isTime = slide.subtype === 'quarter-hour' || slide.subtype === 'quarter-hour-range';
  return {
    min: slide.min_value ?? 0,
    max: slide.max_value ?? (isTime ? 24 : 100),
  };
}
