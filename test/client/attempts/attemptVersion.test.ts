// Version pinning (issue 33): a new attempt records the version of the module it starts on, and the
// finish sends it, so the server recomputes with that version after a newer one is published.
import attemptsSlice, { attemptCreated } from '../../../src/features/attempts/attemptsSlice';
import { buildFinishPayload } from '../../../src/features/finish/finishPayload';
import { processModule } from '../../../src/rules/engine';
import { sleep, SLEEP_ID } from '../fixtures/dialogModules';

describe('an attempt remembers the module version it started on', () => {
  it('records it and sends it with the finish', () => {
    const state = attemptsSlice.reducer(undefined, attemptCreated(SLEEP_ID, 3));
    const attempt = state.byModule[SLEEP_ID];
    expect(attempt.module_version).toBe(3);
    const payload = buildFinishPayload(attempt, processModule(sleep.module, sleep.config, attempt), {
      actions: [],
      contactOpened: false,
      debug: false,
    });
    expect(payload.module_version).toBe(3);
  });

  it('leaves it out for content without a version (older servers)', () => {
    const attempt = attemptsSlice.reducer(undefined, attemptCreated(SLEEP_ID)).byModule[SLEEP_ID];
    expect('module_version' in attempt).toBe(false);
  });
});
