// Everything the dialog shows is derived here from the modules, attempts and dialog slices, memoised
// so that typing in an input does not rebuild the slide list.
import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';
import { questionNumbers, countQuestions } from '../../rules/questionCount';
import { buildSlideList, postSlideAsks, preSlideAsks } from '../../rules/slideList';
import type { Answer, Slide, AttemptMeta } from '../../rules/types';
import type { MetaField } from './moduleDialogSlice';

const EMPTY_META: AttemptMeta = { age: null, gender: null };

export const selectDialog = (state: RootState) => state.moduleDialog;
export const selectOpenModuleId = (state: RootState) => state.moduleDialog.moduleId;
/** While true the dialog replaces the whole shell (docs/product.md §2). */
export const selectIsModuleOpen = (state: RootState) => state.moduleDialog.moduleId !== null;
export const selectStage = (state: RootState) => state.moduleDialog.stage;
export const selectProcessed = (state: RootState) => state.moduleDialog.processed;
export const selectSlideError = (state: RootState) => state.moduleDialog.error;
export const selectPostSlideAsks = (state: RootState) => state.moduleDialog.postSlideAsks;

export const selectOpenModule = createSelector(
  [(state: RootState) => state.modules.modules, selectOpenModuleId],
  (modules, id) => (id === null ? null : (modules.find((m) => m.id === id) ?? null)),
);

export const selectOpenConfig = createSelector(
  [(state: RootState) => state.modules.configs, selectOpenModule],
  (configs, module) => (module ? (configs[module.name] ?? null) : null),
);

export const selectOpenAttempt = (state: RootState) => {
  const id = state.moduleDialog.moduleId;
  return id === null ? null : (state.attempts.byModule[id] ?? null);
};

export const selectSavedMeta = (state: RootState): AttemptMeta => selectOpenAttempt(state)?.meta ?? EMPTY_META;

/** The same slides in the same order (the synthetic pre- and post-slide are made anew, so by id). */
const sameSlides = (a: Slide[], b: Slide[]): boolean =>
  a.length === b.length && a.every((slide, i) => slide === b[i] || (slide.id < 0 && slide.id === b[i].id));

/**
 * The list stays the same object while the rule engine skips the same slides: every saved answer gives a
 * new processed state, and the question numbers and the screen need not be worked out again (issue 35).
 */
export const selectSlides = createSelector(
  [selectOpenModule, selectOpenConfig, selectProcessed, selectSavedMeta],
  (module, config, processed, meta): Slide[] => {
    if (!module || !config) return [];
    return buildSlideList(module, config, processed ?? { skipSlides: [], skipToEndFrom: null }, meta);
  },
  { memoizeOptions: { resultEqualityCheck: sameSlides } },
);

export const selectSlideIndex = (state: RootState) => state.moduleDialog.slideIndex;

export const selectCurrentSlide = (state: RootState): Slide | null =>
  selectSlides(state)[state.moduleDialog.slideIndex] ?? null;

export const selectQuestionNumbers = createSelector([selectSlides], (slides) => questionNumbers(slides));
export const selectQuestionTotal = createSelector([selectSlides], (slides) => countQuestions(slides));

/** The answer the current slide shows: the unsaved edit, else the saved answer (restored on revisit). */
export const selectCurrentAnswer = (state: RootState): Answer | null => {
  const slide = selectCurrentSlide(state);
  if (!slide) return null;
  return state.moduleDialog.draft ?? savedAnswer(state, slide.id);
};

export function savedAnswer(state: RootState, questionId: number): Answer | null {
  return selectOpenAttempt(state)?.answers.find((a) => a.question === questionId) ?? null;
}

/** Saved meta with the unsaved edit on top. */
export const selectCurrentMeta = createSelector(
  [selectSavedMeta, (state: RootState) => state.moduleDialog.draftMeta],
  (saved, draft): AttemptMeta => ({ ...saved, ...draft }),
);

/** What the pre- or post-slide at the current position asks for. */
export const selectMetaAsks = createSelector(
  [selectCurrentSlide, selectOpenConfig, (state: RootState) => state.moduleDialog.postSlideAsks, selectSavedMeta],
  (slide, config, fixedPostAsks, savedMeta): MetaField[] => {
    if (!slide || !config) return [];
    if (slide.category === 'pre-slide') return preSlideAsks(config);
    if (slide.category === 'post-slide') return fixedPostAsks ?? postSlideAsks(config, savedMeta);
    return [];
  },
);
