// The dialog's named operations (docs/product.md §7: START_TEST, SAVE_TEST_ANSWER, SAVE_TEST_META,
// SKIP_MODULE, CLOSE_MODULE). Components dispatch these; the sagas in this folder carry them out.
import { createAction } from '@reduxjs/toolkit';
import type { Answer, AttemptMeta } from '../../rules/types';

/** From the overview: preload the topic image, open the dialog on its start screen, scroll to top. */
export const openModule = createAction<number>('moduleDialog/OPEN_MODULE');
/** Start button: resume the module's unfinished attempt or create one, then show the first slide. */
export const startAttempt = createAction('moduleDialog/START_TEST');
export const saveAttemptAnswer = createAction<{ moduleId: number; answer: Answer }>('moduleDialog/SAVE_TEST_ANSWER');
export const saveAttemptMeta = createAction<{ moduleId: number; meta: Partial<AttemptMeta> }>(
  'moduleDialog/SAVE_TEST_META',
);
export const nextSlide = createAction('moduleDialog/NEXT');
export const previousSlide = createAction('moduleDialog/PREVIOUS');
/** Pager jump, 0-based slide index. */
export const goToSlide = createAction<number>('moduleDialog/GO_TO_SLIDE');
/** Skip button: asks for confirmation, then SKIP_MODULE. */
export const skipModuleRequested = createAction('moduleDialog/SKIP_MODULE_REQUESTED');
export const closeModule = createAction('moduleDialog/CLOSE_MODULE');
