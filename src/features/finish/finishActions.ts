// Operations of the finish modal; FINISH_TEST is the spec's name for saving the result.
import { createAction } from '@reduxjs/toolkit';

/** 'Test afronden' on the result stage. */
export const finishRequested = createAction('finish/FINISH_REQUESTED');
/** 'Volgende' in the actions or more-info step. */
export const finishNext = createAction('finish/NEXT');
/** Saves the result: POST /api/test/finish. Also the retry after a failure. */
export const finishAttempt = createAction('finish/FINISH_TEST');
