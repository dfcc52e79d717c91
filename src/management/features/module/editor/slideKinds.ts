// Dutch names of the slide kinds, question types and range subtypes (spec §3), for selects and summaries.
import type { ContentSlide } from '../../../../rules/contentFile';
import type { QuestionType, RangeSubtype } from '../../../../rules/types';
import { tm } from '../../../i18n/modules';
import type { ModuleMessageKey } from '../../../i18n/modules';

export const TYPE_LABELS: Record<QuestionType, ModuleMessageKey> = {
  'single-choice': 'types.singleChoice',
  'multiple-choice': 'types.multipleChoice',
  'range-value': 'types.rangeValue',
  bmi: 'types.bmi',
  oorcheck: 'types.oorcheck',
};

export const SUBTYPE_LABELS: Record<RangeSubtype, ModuleMessageKey> = {
  percentage: 'subtypes.percentage',
  'quarter-hour': 'subtypes.quarterHour',
  'quarter-hour-range': 'subtypes.quarterHourRange',
  integer: 'subtypes.integer',
  'frac-2': 'subtypes.frac2',
  'frac-10': 'subtypes.frac10',
  none: 'subtypes.none',
};

export const isInfoSlide = (slide: ContentSlide) =>
  (slide.category ?? (slide.type ? 'question' : 'info_slide')) === 'info_slide';

export const slideKindLabel = (slide: ContentSlide): string =>
  isInfoSlide(slide) ? tm('types.info') : slide.type ? tm(TYPE_LABELS[slide.type]) : tm('types.question');
