// Size caps of the routes that store tests, set from measured finishes (bench/finishSize.bench.ts,
// built by bench/fixtures/largestFinish.ts: every question answered with the most it can hold, every
// option, both free texts at the field's 255 characters in multi-byte letters, every action chosen):
//   biggest shipped module (02-voeding)   3.4 KB
//   synthetic 100-slide module            18.6 KB
// The caps leave room for content that grows well beyond today's modules while keeping what one
// request can make the server parse small (it was 1 MB per finish and 8 MB per queue request).

/** POST /api/test/finish: about 7 times the 100-slide module, about 38 times the biggest shipped one. */
export const FINISH_BODY_LIMIT = 128 * 1024;

// Items per POST /api/action-queue (20; it was 100) and the free text of an option (255) are part of
// the contract: src/shared/actionQueue.ts and src/shared/test.ts.
export { QUEUE_MAX_ITEMS } from '../../src/shared/actionQueue';
export { OPTION_TEXT_MAX } from '../../src/shared/test';

/**
 * POST /api/action-queue: four finishes at the finish cap, so every finish the finish route takes
 * also fits here as the one item the app sends; 20 items of the 100-slide module (372 KB) fit too.
 */
export const QUEUE_BODY_LIMIT = 4 * FINISH_BODY_LIMIT;
