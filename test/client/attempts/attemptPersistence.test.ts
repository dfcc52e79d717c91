// In-progress tests survive a reload (stored per user on the device) and are discarded, with a
// warning, after ATTEMPT_INACTIVITY_TIMEOUT_MS without activity.
import { makeStore } from '../../../src/app/store';
import { accountLoaded } from '../../../src/features/account/accountSlice';
import {
  nextSlide,
  openModule,
  saveAttemptAnswer,
  startAttempt,
} from '../../../src/features/moduleDialog/moduleDialogActions';
import { draftMetaChanged } from '../../../src/features/moduleDialog/moduleDialogSlice';
import { ATTEMPT_INACTIVITY_TIMEOUT_MS } from '../../../src/features/attempts/attemptsSagas';
import { readAttempts, removeAttempts, storageKey } from '../../../src/features/attempts/attemptsStorage';
import { uuidV4 } from '../../../src/lib/uuid';
import { makeAccount } from '../fixtures/account';
import { answer, SLEEP_ID, sleepSlide } from '../fixtures/dialogModules';
import { dialogState } from '../moduleDialog/dialogState';
import { setupMockServer } from '../mocks/server';

// A new attempt reports its start to the server in the background (POST /api/test/start-module).
setupMockServer();

const student = makeAccount({ id: 42 });
const classmate = makeAccount({ id: 43, username: 'klasgenoot@demo.nl' });
const endOfTask = () => Promise.resolve();

beforeEach(() => {
  window.scrollTo = jest.fn();
  localStorage.clear();
});

afterEach(() => jest.useRealTimers());

function startSleep() {
  const store = makeStore(dialogState({ account: student }));
  store.dispatch(openModule(SLEEP_ID));
  store.dispatch(startAttempt());
  return store;
}

describe('persistence on the device', () => {
  it('restores the test with its answers after a reload, for the same user only', async () => {
    const first = startSleep();
    first.dispatch(saveAttemptAnswer({ moduleId: SLEEP_ID, answer: answer(sleepSlide.slaapuren.id, { value: 7 }) }));
    const saved = first.getState().attempts.byModule[SLEEP_ID];
    await endOfTask(); // the device copy is written once at the end of the task (writeAttemptsSoon)
    expect(JSON.parse(localStorage.getItem(storageKey(42)) ?? '{}')[SLEEP_ID].id).toBe(saved.id);

    // A reload: a fresh store without tests, then the account arrives from the server.
    const reloaded = makeStore(dialogState({ account: student, tests: {} }));
    expect(reloaded.getState().attempts.byModule).toEqual({});
    reloaded.dispatch(accountLoaded(student));
    expect(reloaded.getState().attempts.byModule[SLEEP_ID]).toEqual(saved);

    const other = makeStore(dialogState({ account: classmate, tests: {} }));
    other.dispatch(accountLoaded(classmate));
    expect(other.getState().attempts.byModule).toEqual({});
  });

  it('resumes the restored test on START_TEST', async () => {
    const first = startSleep();
    const id = first.getState().attempts.byModule[SLEEP_ID].id;
    await endOfTask(); // the device copy is written once at the end of the task (writeAttemptsSoon)
    const reloaded = makeStore(dialogState({ account: student, tests: {} }));
    reloaded.dispatch(accountLoaded(student));
    reloaded.dispatch(openModule(SLEEP_ID));
    reloaded.dispatch(startAttempt());
    expect(reloaded.getState().attempts.byModule[SLEEP_ID].id).toBe(id);
  });

  it('writes the device copy once per task, however many changes the task made, and a logout cancels it', async () => {
    const first = startSleep();
    await endOfTask();
    const setItem = jest.spyOn(Storage.prototype, 'setItem');
    const writes = () => setItem.mock.calls.filter(([key]) => key === storageKey(42));
    // An answer saved (answer, the rule engine's computed values) and one more: three changes, one write.
    first.dispatch(saveAttemptAnswer({ moduleId: SLEEP_ID, answer: answer(sleepSlide.slaapuren.id, { value: 7 }) }));
    first.dispatch(saveAttemptAnswer({ moduleId: SLEEP_ID, answer: answer(sleepSlide.slaapuren.id, { value: 8 }) }));
    expect(writes()).toHaveLength(0);
    await endOfTask();
    expect(writes()).toHaveLength(1);
    expect(readAttempts(42)[SLEEP_ID].answers[0].value).toBe(8);
    // A change and the logout's removal in one task: the removal wins, nothing comes back.
    first.dispatch(saveAttemptAnswer({ moduleId: SLEEP_ID, answer: answer(sleepSlide.slaapuren.id, { value: 9 }) }));
    removeAttempts(42);
    await endOfTask();
    expect(localStorage.getItem(storageKey(42))).toBeNull();
    expect(writes()).toHaveLength(1);
    setItem.mockRestore();
  });

  it("keeps the storage key attempts already on students' devices were written under", () => {
    // The code's word changed from "test" to "attempt"; the key must not, or a reload after the
    // update would lose every attempt in progress.
    expect(storageKey(42)).toBe('lrc.tests.v1.42');
  });

  it('drops unreadable storage instead of failing', () => {
    localStorage.setItem(storageKey(42), '{not json');
    expect(readAttempts(42)).toEqual({});
    localStorage.setItem(storageKey(42), JSON.stringify({ 3: { id: 1 } }));
    expect(readAttempts(42)).toEqual({});
  });

  it('discards a stored test that expired while the app was closed, with the warning', async () => {
    const stale = {
      id: uuidV4(),
      module: SLEEP_ID,
      answers: [],
      meta: { age: 16, gender: null },
      computed: {},
      finished: false,
      updatedAt: Date.now() - ATTEMPT_INACTIVITY_TIMEOUT_MS - 1,
    };
    localStorage.setItem(storageKey(42), JSON.stringify({ [SLEEP_ID]: stale }));
    const store = makeStore(dialogState({ account: student, tests: {} }));
    store.dispatch(accountLoaded(student));
    expect(store.getState().attempts.byModule).toEqual({});
    await endOfTask(); // the device copy is written once at the end of the task (writeAttemptsSoon)
    expect(localStorage.getItem(storageKey(42))).toBeNull();
    expect(store.getState().notifications.items).toEqual([
      expect.objectContaining({ type: 'warning', header: 'Vragenlijst gesloten' }),
    ]);
  });
});

// redux-saga's delay resolves a promise, so timers are advanced with the async variant.
describe('inactivity time-out', () => {
  it('closes and discards the test after one hour without activity, with a warning', async () => {
    jest.useFakeTimers();
    const store = startSleep();
    await jest.advanceTimersByTimeAsync(ATTEMPT_INACTIVITY_TIMEOUT_MS - 1);
    expect(store.getState().attempts.byModule[SLEEP_ID]).toBeDefined();
    expect(store.getState().notifications.items).toEqual([]);

    await jest.advanceTimersByTimeAsync(1);
    const state = store.getState();
    expect(state.attempts.byModule).toEqual({});
    expect(state.moduleDialog.moduleId).toBeNull();
    expect(state.notifications.items).toEqual([
      expect.objectContaining({ type: 'warning', header: 'Vragenlijst gesloten' }),
    ]);
    expect(localStorage.getItem(storageKey(42))).toBeNull();
  });

  it('counts every save and slide change as activity', async () => {
    jest.useFakeTimers();
    const store = startSleep();
    await jest.advanceTimersByTimeAsync(ATTEMPT_INACTIVITY_TIMEOUT_MS - 1000);
    store.dispatch(draftMetaChanged({ age: 17 }));
    store.dispatch(nextSlide());
    await jest.advanceTimersByTimeAsync(ATTEMPT_INACTIVITY_TIMEOUT_MS - 1000);
    expect(store.getState().attempts.byModule[SLEEP_ID]?.meta.age).toBe(17);
    await jest.advanceTimersByTimeAsync(1000);
    expect(store.getState().attempts.byModule).toEqual({});
  });
});
