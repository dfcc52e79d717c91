// START_TEST (new and resumed), 'Config not found!', SAVE_TEST_ANSWER / SAVE_TEST_META and the
// rule engine run after every save, exercised through the real store and sagas.
import { makeStore } from '../../../src/app/store';
import type { RootState } from '../../../src/app/store';
import { draftChanged, draftMetaChanged } from '../../../src/features/moduleDialog/moduleDialogSlice';
import {
  closeModule,
  nextSlide,
  openModule,
  previousSlide,
  saveAttemptAnswer,
  saveAttemptMeta,
  startAttempt,
} from '../../../src/features/moduleDialog/moduleDialogActions';
import {
  selectCurrentSlide,
  selectIsModuleOpen,
  selectSlides,
} from '../../../src/features/moduleDialog/moduleDialogSelectors';
import { answer, fitheid, FITHEID_ID, SLEEP_ID, sleep, sleepSlide } from '../fixtures/dialogModules';
import { dialogState } from '../moduleDialog/dialogState';
import { setupMockServer } from '../mocks/server';

// A new attempt reports its start to the server in the background (POST /api/test/start-module).
setupMockServer();

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

beforeEach(() => {
  window.scrollTo = jest.fn();
  localStorage.clear();
});

function startSleep(preloaded = dialogState()) {
  const store = makeStore(preloaded);
  store.dispatch(openModule(SLEEP_ID));
  store.dispatch(startAttempt());
  return store;
}

const testOf = (state: RootState) => state.attempts.byModule[SLEEP_ID];

describe('START_TEST', () => {
  it('creates a test with a client-generated uuid and shows the pre-slide', () => {
    const store = startSleep();
    const state = store.getState();
    expect(testOf(state)).toMatchObject({
      module: SLEEP_ID,
      answers: [],
      meta: { age: null, gender: null },
      finished: false,
    });
    expect(testOf(state).id).toMatch(UUID_V4);
    expect(state.moduleDialog).toMatchObject({ moduleId: SLEEP_ID, stage: 'slides', slideIndex: 0 });
    expect(selectCurrentSlide(state)?.category).toBe('pre-slide');
    expect(window.scrollTo).toHaveBeenCalled();
  });

  it('resumes the unfinished test of the module instead of creating another', () => {
    const saved = answer(sleepSlide.slaapuren.id, { value: 7 });
    const existing = {
      id: 'c0ffee00-0000-4000-8000-000000000001',
      module: SLEEP_ID,
      answers: [saved],
      meta: { age: 16, gender: null },
      computed: {},
      finished: false,
      updatedAt: Date.now() - 1000,
    };
    const store = startSleep(dialogState({ tests: { [SLEEP_ID]: existing } }));
    const test = testOf(store.getState());
    expect(test.id).toBe(existing.id);
    expect(test.answers).toEqual([saved]);
    expect(test.updatedAt).toBeGreaterThan(existing.updatedAt);
    // The engine ran on the resumed answers: 7 hours gives the 'te_weinig' text and a computed value.
    expect(store.getState().moduleDialog.processed?.resultTexts).toContain('te_weinig');
    expect(test.computed).toEqual({ slaaptekort: 1 });
  });

  it("raises 'Config not found!' when the module has no configuration", () => {
    const store = startSleep(dialogState({ withoutConfig: true }));
    const state = store.getState();
    expect(state.notifications.items).toEqual([
      expect.objectContaining({ type: 'danger', header: 'Config not found!' }),
    ]);
    expect(state.attempts.byModule).toEqual({});
    expect(selectIsModuleOpen(state)).toBe(false);
  });
});

describe('saving answers and meta', () => {
  it('replaces the earlier answer to the same question', () => {
    const store = startSleep();
    const id = sleepSlide.slaapuren.id;
    store.dispatch(saveAttemptAnswer({ moduleId: SLEEP_ID, answer: answer(id, { value: 6 }) }));
    store.dispatch(
      saveAttemptAnswer({
        moduleId: SLEEP_ID,
        answer: answer(sleepSlide.dutjes.id, { options: [sleepSlide.dutjes.options[0].id] }),
      }),
    );
    store.dispatch(saveAttemptAnswer({ moduleId: SLEEP_ID, answer: answer(id, { value: 9 }) }));
    const answers = testOf(store.getState()).answers;
    expect(answers.filter((a) => a.question === id)).toEqual([answer(id, { value: 9 })]);
    expect(answers).toHaveLength(2);
  });

  it('merges meta values into the test', () => {
    const store = startSleep();
    store.dispatch(saveAttemptMeta({ moduleId: SLEEP_ID, meta: { age: 17 } }));
    store.dispatch(saveAttemptMeta({ moduleId: SLEEP_ID, meta: { gender: 'female' } }));
    expect(testOf(store.getState()).meta).toEqual({ age: 17, gender: 'female' });
  });

  it('reprocesses the module config after every save', () => {
    const store = startSleep();
    const slideCount = selectSlides(store.getState()).length;
    const nooit = sleepSlide.schermtijd.options[0].id;
    store.dispatch(
      saveAttemptAnswer({ moduleId: SLEEP_ID, answer: answer(sleepSlide.schermtijd.id, { options: [nooit] }) }),
    );
    let state = store.getState();
    expect(state.moduleDialog.processed?.skipSlides).toEqual(['dutjes']);
    expect(state.moduleDialog.processed?.skipQuestionIds).toEqual([sleepSlide.dutjes.id]);
    expect(selectSlides(state).map((s) => s.name)).not.toContain('dutjes');
    expect(selectSlides(state)).toHaveLength(slideCount - 1);

    store.dispatch(saveAttemptAnswer({ moduleId: SLEEP_ID, answer: answer(sleepSlide.slaapuren.id, { value: 9 }) }));
    state = store.getState();
    expect(state.moduleDialog.processed).toMatchObject({
      result: 'good',
      resultTexts: ['goed_bezig'],
      computedResult: { slaaptekort: -1 },
    });
    expect(testOf(state).computed).toEqual({ slaaptekort: -1 });
  });

  it('keeps the computed values and the slide list as they were when an answer changes neither', () => {
    const store = startSleep();
    store.dispatch(saveAttemptAnswer({ moduleId: SLEEP_ID, answer: answer(sleepSlide.slaapuren.id, { value: 9 }) }));
    const before = store.getState();
    store.dispatch(
      saveAttemptAnswer({
        moduleId: SLEEP_ID,
        answer: answer(sleepSlide.dutjes.id, { options: [sleepSlide.dutjes.options[0].id] }),
      }),
    );
    const after = store.getState();
    expect(after.moduleDialog.processed).not.toBe(before.moduleDialog.processed);
    expect(testOf(after).computed).toBe(testOf(before).computed);
    expect(selectSlides(after)).toBe(selectSlides(before));
  });
});

describe('moving through the slides', () => {
  it('validates before Next, saves the edit and moves on', () => {
    const store = startSleep();
    store.dispatch(nextSlide());
    expect(store.getState().moduleDialog).toMatchObject({ slideIndex: 0, error: ['ageMissing'] });

    store.dispatch(draftMetaChanged({ age: 16, gender: null }));
    expect(store.getState().moduleDialog.error).toBeNull();
    store.dispatch(nextSlide());
    const state = store.getState();
    expect(testOf(state).meta).toEqual({ age: 16, gender: null });
    expect(selectCurrentSlide(state)?.name).toBe('uitleg');
  });

  it("tells the screen once per 'next', though it saves, runs the rule engine and moves on", async () => {
    const store = startSleep();
    store.dispatch(draftMetaChanged({ age: 16, gender: null }));
    let heard = 0;
    store.subscribe(() => (heard += 1));
    store.dispatch(nextSlide());
    await Promise.resolve();
    // The command, saved meta, the engine's result and computed values, the touch, the slide: one notice.
    expect(selectCurrentSlide(store.getState())?.name).toBe('uitleg');
    expect(heard).toBe(1);
    // An answer saved alone (no slide change) is told at the end of the task.
    heard = 0;
    store.dispatch(saveAttemptAnswer({ moduleId: SLEEP_ID, answer: answer(sleepSlide.slaapuren.id, { value: 7 }) }));
    expect(heard).toBe(0);
    await Promise.resolve();
    expect(heard).toBe(1);
  });

  it('restores the saved answer when a slide is revisited', () => {
    const store = startSleep(dialogState({ tests: {} }));
    store.dispatch(draftMetaChanged({ age: 16 }));
    store.dispatch(nextSlide()); // → uitleg
    store.dispatch(nextSlide()); // → schermtijd
    const soms = sleepSlide.schermtijd.options[1].id;
    store.dispatch(draftChanged(answer(sleepSlide.schermtijd.id, { options: [soms] })));
    store.dispatch(nextSlide()); // → slaapuren
    store.dispatch(previousSlide());
    const state = store.getState();
    expect(selectCurrentSlide(state)?.name).toBe('schermtijd');
    expect(state.moduleDialog.draft).toBeNull();
    expect(testOf(state).answers).toEqual([answer(sleepSlide.schermtijd.id, { options: [soms] })]);
  });

  it('Previous saves only a valid slide, otherwise clears the warning and goes back without saving', () => {
    const store = startSleep();
    store.dispatch(draftMetaChanged({ age: 16 }));
    store.dispatch(nextSlide()); // uitleg
    store.dispatch(nextSlide()); // schermtijd
    store.dispatch(draftChanged(answer(sleepSlide.schermtijd.id, { options: [sleepSlide.schermtijd.options[1].id] })));
    store.dispatch(nextSlide()); // slaapuren
    const uren = sleepSlide.slaapuren.id;
    store.dispatch(draftChanged(answer(uren, { value: 40 })));
    store.dispatch(nextSlide());
    expect(store.getState().moduleDialog.error).toEqual(['outOfRange']);
    expect(selectCurrentSlide(store.getState())?.name).toBe('slaapuren');

    store.dispatch(previousSlide());
    let state = store.getState();
    expect(state.moduleDialog.error).toBeNull();
    expect(selectCurrentSlide(state)?.name).toBe('schermtijd');
    expect(testOf(state).answers.some((a) => a.question === uren)).toBe(false);

    store.dispatch(nextSlide());
    store.dispatch(draftChanged(answer(uren, { value: 6 })));
    store.dispatch(previousSlide());
    state = store.getState();
    expect(selectCurrentSlide(state)?.name).toBe('schermtijd');
    expect(testOf(state).answers.find((a) => a.question === uren)?.value).toBe(6);
  });

  it('shows the post-slide for what is not yet known, then the result', () => {
    const store = startSleep();
    const state0 = store.getState();
    const last = selectSlides(state0).length - 1;
    expect(selectSlides(state0)[last].category).toBe('post-slide');
    store.dispatch(saveAttemptMeta({ moduleId: SLEEP_ID, meta: { age: 16 } }));
    for (const slide of sleep.module.slides.filter((s) => s.category === 'question')) {
      const first = slide.options[0]?.id;
      const value =
        slide.type === 'range-value'
          ? { value: 7 }
          : slide.composite
            ? { sub_question_options: Object.fromEntries(slide.sub_questions.map((sub) => [sub.id, first])) }
            : { options: [first] };
      store.dispatch(saveAttemptAnswer({ moduleId: SLEEP_ID, answer: answer(slide.id, value) }));
    }
    for (let i = 0; i < last; i += 1) store.dispatch(nextSlide());
    let state = store.getState();
    expect(selectCurrentSlide(state)?.category).toBe('post-slide');
    expect(state.moduleDialog.postSlideAsks).toEqual(['gender']);
    store.dispatch(draftMetaChanged({ gender: 'other' }));
    store.dispatch(nextSlide());
    state = store.getState();
    expect(state.moduleDialog.stage).toBe('result');
    expect(testOf(state).meta).toEqual({ age: 16, gender: 'other' });
  });

  it('skips the post-slide when the config required both age and gender', () => {
    const store = makeStore(dialogState());
    store.dispatch(openModule(FITHEID_ID));
    store.dispatch(startAttempt());
    store.dispatch(draftMetaChanged({ age: 17, gender: 'male' }));
    store.dispatch(nextSlide());
    for (const [slide, value] of [
      [fitheid.module.slides[0], 20],
      [fitheid.module.slides[1], 14],
    ] as const) {
      expect(selectCurrentSlide(store.getState())?.id).toBe(slide.id);
      store.dispatch(draftChanged(answer(slide.id, { value })));
      store.dispatch(nextSlide());
    }
    const state = store.getState();
    expect(state.moduleDialog.stage).toBe('result');
    expect(state.moduleDialog.processed?.normResult.map((n) => n.result)).toEqual(['good', 'neutral']);
  });

  it('CLOSE_MODULE closes the dialog and keeps the unfinished test for later', () => {
    const store = startSleep();
    store.dispatch(closeModule());
    expect(selectIsModuleOpen(store.getState())).toBe(false);
    expect(testOf(store.getState())).toBeDefined();
  });
});
