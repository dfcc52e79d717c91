// The dialog's named operations (docs/product.md §7: START_TEST, SAVE_TEST_ANSWER, SAVE_TEST_META,
// SKIP_MODULE, CLOSE_MODULE). Components dispatch these; the sagas in this folder carry them out.
import { createAction, prepareAutoBatched, SHOULD_AUTOBATCH } from '@reduxjs/toolkit';
import type { Answer, AttemptMeta } from '../../rules/types';

// The commands a student repeats on every slide change no state themselves (their sagas do), so they are
// auto-batched (store.ts): the screen hears of a 'next' once, with what its saga changed.
const batched = () => ({ payload: undefined, meta: { [SHOULD_AUTOBATCH]: true } });

/** From the overview: preload the topic image, open the dialog on its start screen, scroll to top. */
export const openModule = createAction<number>('moduleDialog/OPEN_MODULE');
/** Start button: resume the module's unfinished attempt or create one, then show the first slide. */
export const startAttempt = createAction('moduleDialog/START_TEST');
export const saveAttemptAnswer = createAction(
  'moduleDialog/SAVE_TEST_ANSWER',
  prepareAutoBatched<{ moduleId: number; answer: Answer }>(),
);
export const saveAttemptMeta = createAction(
  'moduleDialog/SAVE_TEST_META',
  prepareAutoBatched<{ moduleId: number; meta: Partial<AttemptMeta> }>(),
);
export const nextSlide = createAction('moduleDialog/NEXT', batched);
export const previousSlide = createAction('moduleDialog/PREVIOUS', batched);
/** Pager jump, 0-based slide index. */
export const goToSlide = createAction('moduleDialog/GO_TO_SLIDE', prepareAutoBatched<number>());
/** Skip button: asks for confirmation, then SKIP_MODULE. */
export const skipModuleRequested = createAction('moduleDialog/SKIP_MODULE_REQUESTED');
export const closeModule = createAction('moduleDialog/CLOSE_MODULE');
