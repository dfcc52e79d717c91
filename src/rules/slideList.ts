// The slides a test walks through: content slides minus skipped ones, plus the synthetic pre- and post-slide.
import type { Module, ModuleConfig, ProcessedState, Slide, AttemptMeta } from './types';

export const PRE_SLIDE_ID = -1;
export const POST_SLIDE_ID = -2;

type MetaField = 'age' | 'gender';

function syntheticSlide(id: number, category: 'pre-slide' | 'post-slide'): Slide {
  return {
    id,
    name: category,
    category,
    text: '',
    more_info: null,
    info_image: null,
    type: null,
    subtype: null,
    composite: false,
    sub_questions: [],
    options: [],
    min_value: null,
    max_value: null,
    value_label: null,
    skippable: false,
    info_texts: [],
    category_mappings: [],
  };
}

/** Content slides minus processed.skipSlides and everything after skipToEndFrom, with pre- and post-slide. */
export function buildSlideList(
  module: Module,
  config: ModuleConfig,
  processed: Pick<ProcessedState, 'skipSlides' | 'skipToEndFrom'>,
  _meta: AttemptMeta,
): Slide[] {
  const skip = new Set(processed.skipSlides);
  const endIndex =
    processed.skipToEndFrom === null ? -1 : module.slides.findIndex((s) => s.name === processed.skipToEndFrom);
  const slides = module.slides.filter((s, i) => !skip.has(s.name) && (endIndex < 0 || i <= endIndex));
  const pre = config.required_meta.length > 0 ? [syntheticSlide(PRE_SLIDE_ID, 'pre-slide')] : [];
  return [...pre, ...slides, syntheticSlide(POST_SLIDE_ID, 'post-slide')];
}

/** What the pre-slide asks: the required fields, in the order age, gender. */
export function preSlideAsks(config: ModuleConfig): MetaField[] {
  return (['age', 'gender'] as const).filter((f) => config.required_meta.includes(f));
}

/** What the post-slide asks: age and gender when not yet known, in that order. */
export function postSlideAsks(_config: ModuleConfig, meta: AttemptMeta): MetaField[] {
  return (['age', 'gender'] as const).filter((f) => meta[f] === null || meta[f] === undefined);
}

/** Spec: the post-slide is skipped automatically when both age and gender were required (the pre-slide asked). */
export function skipPostSlide(config: ModuleConfig): boolean {
  return config.required_meta.includes('age') && config.required_meta.includes('gender');
}
