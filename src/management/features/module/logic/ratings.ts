// The four norm ratings (good, warning, neutral, bad) as select options, in Dutch.
import { NORM_RATINGS } from '../../../../rules/values';
import type { NormRating } from '../../../../rules/types';
import { tm } from '../../../i18n/modules';
import type { ModuleMessageKey } from '../../../i18n/modules';

export const RATING_LABELS: Record<NormRating, ModuleMessageKey> = {
  good: 'logic.ratingGood',
  warning: 'logic.ratingWarning',
  neutral: 'logic.ratingNeutral',
  bad: 'logic.ratingBad',
};

export const RATING_OPTIONS = () => NORM_RATINGS.map((r) => ({ value: r, label: tm(RATING_LABELS[r]) }));

export const ratingLabel = (rating: NormRating): string => tm(RATING_LABELS[rating]);
