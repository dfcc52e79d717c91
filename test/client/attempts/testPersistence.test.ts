// In-progress tests survive a reload (stored per user on the device) and are discarded, with a
// warning, after TEST_INACTIVITY_TIMEOUT_MS without activity.
import { makeStore } from '../../../src/app/store';
import { accountLoaded } from '../../../src/features/account/accountSlice';
import {
  nextSlide,
  openModule,
  saveTestAnswer,
  startTest,
} from '../../../src/features/moduleDialog/moduleDialogActions';
import { draftMetaChanged } from '../../../src/features/moduleDialog/moduleDialogSlice';
import { TEST_INACTIVITY_TIMEOUT_MS } from '../../../src/features/attempts/testsSagas';
import { readTests, storageKey } from '../../../src/features/attempts/testsStorage';
import { uuidV4 } from '../../../src/lib/uuid';
import { makeAccount } from '../fixtures/account';
import { answer, SLEEP_ID, sleepSlide } from '../fixtures/dialogModules';
import { dialogState } from '../moduleDialog/dialogState';

const student = makeAccount({ id: 42 });
const classmate = makeAccount({ id: 43, username: 'klasgenoot@demo.nl' });

beforeEach(() => {
  window.scrollTo = jest.fn();
  localStorage.clear();
});

afterEach(() => jest.useRealTimers());

function startSleep() {
  const store = makeStore(dialogState({ account: student }));
  store.dispatch(openModule(SLEEP_ID));
  store.dispatch(startTest());
  return store;
}

describe('persistence on the device', () => {
  it('restores the test with its answers after a reload, for the same user only', () => {
    const first = startSleep();
    first.dispatch(saveTestAnswer({ moduleId: SLEEP_ID, answer: answer(sleepSlide.slaapuren.id, { value: 7 }) }));
    const saved = first.getState().tests.byModule[SLEEP_ID];
    expect(JSON.parse(localStorage.getItem(storageKey(42)) ?? '{}')[SLEEP_ID].id).toBe(saved.id);

    // A reload: a fresh store without tests, then the account arrives from the server.
    const reloaded = makeStore(dialogState({ account: student, tests: {} }));
    expect(reloaded.getState().tests.byModule).toEqual({});
    reloaded.dispatch(accountLoaded(student));
    expect(reloaded.getState().tests.byModule[SLEEP_ID]).toEqual(saved);

    const other = makeStore(dialogState({ account: classmate, tests: {} }));
    other.dispatch(accountLoaded(classmate));
    expect(other.getState().tests.byModule).toEqual({});
  });

  it('resumes the restored test on START_TEST', () => {
    const first = startSleep();
    const id = first.getState().tests.byModule[SLEEP_ID].id;
    const reloaded = makeStore(dialogState({ account: student, tests: {} }));
    reloaded.dispatch(accountLoaded(student));
    reloaded.dispatch(openModule(SLEEP_ID));
    reloaded.dispatch(startTest());
    expect(reloaded.getState().tests.byModule[SLEEP_ID].id).toBe(id);
  });

  it('drops unreadable storage instead of failing', () => {
    localStorage.setItem(storageKey(42), '{not json');
    expect(readTests(42)).toEqual({});
    localStorage.setItem(storageKey(42), JSON.stringify({ 3: { id: 1 } }));
    expect(readTests(42)).toEqual({});
  });

  it('discards a stored test that expired while the app was closed, with the warning', () => {
    const stale = {
      id: uuidV4(),
      module: SLEEP_ID,
      answers: [],
      meta: { age: 16, gender: null },
      computed: {},
      finished: false,
      updatedAt: Date.now() - TEST_INACTIVITY_TIMEOUT_MS - 1,
    };
    localStorage.setItem(storageKey(42), JSON.stringify({ [SLEEP_ID]: stale }));
    const store = makeStore(dialogState({ account: student, tests: {} }));
    store.dispatch(accountLoaded(student));
    expect(store.getState().tests.byModule).toEqual({});
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
    await jest.advanceTimersByTimeAsync(TEST_INACTIVITY_TIMEOUT_MS - 1);
    expect(store.getState().tests.byModule[SLEEP_ID]).toBeDefined();
    expect(store.getState().notifications.items).toEqual([]);

    await jest.advanceTimersByTimeAsync(1);
    const state = store.getState();
    expect(state.tests.byModule).toEqual({});
    expect(state.moduleDialog.moduleId).toBeNull();
    expect(state.notifications.items).toEqual([
      expect.objectContaining({ type: 'warning', header: 'Vragenlijst gesloten' }),
    ]);
    expect(localStorage.getItem(storageKey(42))).toBeNull();
  });

  it('counts every save and slide change as activity', async () => {
    jest.useFakeTimers();
    const store = startSleep();
    await jest.advanceTimersByTimeAsync(TEST_INACTIVITY_TIMEOUT_MS - 1000);
    store.dispatch(draftMetaChanged({ age: 17 }));
    store.dispatch(nextSlide());
    await jest.advanceTimersByTimeAsync(TEST_INACTIVITY_TIMEOUT_MS - 1000);
    expect(store.getState().tests.byModule[SLEEP_ID]?.meta.age).toBe(17);
    await jest.advanceTimersByTimeAsync(1000);
    expect(store.getState().tests.byModule).toEqual({});
  });
});
