// Moving through the slides (docs/product.md §4, "Slides"): Next validates and saves, then moves on;
// Previous saves only a valid slide (else it just clears the warning) and moves back. Going past
// the last slide shows the result; the post-slide is skipped when the pre-slide asked everything.
import { call, select, selectState } from '../../app/typedEffects';
import { put } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { postSlideAsks, skipPostSlide } from '../../rules/slideList';
import type { ValidationKey } from '../../rules/slideValidation';
import { slideProblems, validateSlide } from '../../rules/slideValidation';
import type { Answer, Slide, AttemptMeta } from '../../rules/types';
import { attemptTouched } from '../attempts/attemptsSlice';
import type { goToSlide } from './moduleDialogActions';
import {
  selectCurrentAnswer,
  selectCurrentMeta,
  selectCurrentSlide,
  selectMetaAsks,
  selectOpenConfig,
  selectOpenModuleId,
  selectPostSlideAsks,
  selectSavedMeta,
  selectSlides,
  savedAnswer,
} from './moduleDialogSelectors';
import type { MetaField } from './moduleDialogSlice';
import {
  postSlideAsksFixed,
  slideChanged,
  slideErrorShown,
  slideErrorsCleared,
  stageChanged,
} from './moduleDialogSlice';
import { saveAnswer, saveMeta } from './saveSagas';

const isMetaSlide = (slide: Slide) => slide.category === 'pre-slide' || slide.category === 'post-slide';

/** Validation of a slide with what the student entered (current slide) or saved (slides ahead). */
function validationOf(slide: Slide, answer: Answer | null, meta: AttemptMeta, asks: MetaField[]): ValidationKey | null {
  return validateSlide(slide, answer, { meta, askAge: asks.includes('age'), askGender: asks.includes('gender') });
}

/** Every message the current slide's entry gets; empty when it is valid. */
function* validateCurrent(): SagaIterator<ValidationKey[]> {
  const slide = yield* select(selectCurrentSlide);
  if (!slide) return [];
  const answer = yield* select(selectCurrentAnswer);
  const meta = yield* select(selectCurrentMeta);
  const asks = yield* select(selectMetaAsks);
  return slideProblems(slide, answer, { meta, askAge: asks.includes('age'), askGender: asks.includes('gender') });
}

/** Saves the unsaved edit of the current slide, if there is one; true when it saved (and so stamped the attempt). */
function* saveCurrent(moduleId: number): SagaIterator<boolean> {
  const state = yield* selectState();
  const slide = selectCurrentSlide(state);
  const { draft, draftMeta } = state.moduleDialog;
  if (!slide) return false;
  if (isMetaSlide(slide)) {
    const asks = selectMetaAsks(state);
    const meta = Object.fromEntries(asks.filter((f) => f in draftMeta).map((f) => [f, draftMeta[f]]));
    if (Object.keys(meta).length === 0) return false;
    yield* call(saveMeta, moduleId, meta);
    return true;
  }
  if (!draft) return false;
  yield* call(saveAnswer, moduleId, draft);
  return true;
}

/**
 * Shows slide `index` of the (possibly reprocessed) list, or the result when past the end. Moving counts
 * as activity; `saved`: a save in the same step already stamped the attempt, so no second change is made.
 */
export function* showSlide(moduleId: number, index: number, saved = false): SagaIterator {
  const slides = yield* select(selectSlides);
  const config = yield* select(selectOpenConfig);
  const target = slides[index];
  if (!saved) yield put(attemptTouched(moduleId));
  if (!target || !config) {
    yield put(stageChanged('result'));
    return;
  }
  if (target.category === 'post-slide') {
    const fixed = yield* select(selectPostSlideAsks);
    const savedMeta = yield* select(selectSavedMeta);
    const asks = fixed ?? postSlideAsks(config, savedMeta);
    if (skipPostSlide(config) || asks.length === 0) {
      yield put(stageChanged('result'));
      return;
    }
    if (!fixed) yield put(postSlideAsksFixed(asks));
  }
  yield put(slideChanged(index));
}

/** Index of the current slide in the list as it is now: saving may have skipped slides before it. */
function* currentIndex(slideId: number): SagaIterator<number> {
  const slides = yield* select(selectSlides);
  return slides.findIndex((s) => s.id === slideId);
}

export function* next(): SagaIterator {
  const moduleId = yield* select(selectOpenModuleId);
  const slide = yield* select(selectCurrentSlide);
  if (moduleId === null || !slide) return;
  const problems = yield* call(validateCurrent);
  if (problems.length > 0) {
    yield put(slideErrorShown(problems));
    return;
  }
  const saved = yield* call(saveCurrent, moduleId);
  const index = yield* call(currentIndex, slide.id);
  yield* call(showSlide, moduleId, index + 1, saved);
}

export function* previous(): SagaIterator {
  const moduleId = yield* select(selectOpenModuleId);
  const slide = yield* select(selectCurrentSlide);
  if (moduleId === null || !slide) return;
  const problems = yield* call(validateCurrent);
  if (problems.length > 0) yield put(slideErrorsCleared());
  else yield* call(saveCurrent, moduleId);
  const index = yield* call(currentIndex, slide.id);
  if (index > 0) yield* call(showSlide, moduleId, index - 1);
}

/**
 * Pager jump. Backwards behaves like Previous. Forwards behaves like Next and then walks on over
 * the slides in between, stopping at the first one without a valid saved answer: a jump must not
 * let a student leave questions unanswered.
 */
export function* jump(action: ReturnType<typeof goToSlide>): SagaIterator {
  const moduleId = yield* select(selectOpenModuleId);
  const slide = yield* select(selectCurrentSlide);
  if (moduleId === null || !slide) return;
  const from = yield* call(currentIndex, slide.id);
  const target = action.payload;
  if (target === from) return;
  const problems = yield* call(validateCurrent);
  if (target < from) {
    if (problems.length > 0) yield put(slideErrorsCleared());
    else yield* call(saveCurrent, moduleId);
    yield* call(showSlide, moduleId, Math.max(0, target));
    return;
  }
  if (problems.length > 0) {
    yield put(slideErrorShown(problems));
    return;
  }
  yield* call(saveCurrent, moduleId);
  const state = yield* selectState();
  const slides = selectSlides(state);
  const start = slides.findIndex((s) => s.id === slide.id) + 1;
  const last = Math.min(target, slides.length - 1);
  for (let i = start; i < last; i += 1) {
    const between = slides[i];
    // Meta slides ahead have not been fixed yet; stop on them so the student answers them.
    if (
      isMetaSlide(between) ||
      validationOf(between, savedAnswer(state, between.id), selectSavedMeta(state), []) !== null
    ) {
      yield* call(showSlide, moduleId, i);
      return;
    }
  }
  yield* call(showSlide, moduleId, last);
}
