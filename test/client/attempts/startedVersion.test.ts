// Version pinning on the device (issue 33): a student who started a module on version 1 and reloads the
// app after version 2 is published still sees version 1 until that attempt is over, also offline; the
// finish names version 1; after it (or a skip, or the time-out) the module shows version 2 again.
import { makeStore } from '../../../src/app/store';
import { accountLoaded } from '../../../src/features/account/accountSlice';
import { attemptRemoved } from '../../../src/features/attempts/attemptsSlice';
import { readStartedContent, startedContentKey } from '../../../src/features/attempts/attemptsStorage';
import {
  closeModule,
  openModule,
  saveAttemptAnswer,
  startAttempt,
} from '../../../src/features/moduleDialog/moduleDialogActions';
import { selectOpenModule, selectSlides } from '../../../src/features/moduleDialog/moduleDialogSelectors';
import { moduleContentLoaded } from '../../../src/features/modules/modulesSlice';
import type { Module } from '../../../src/rules/types';
import type { ModuleContent } from '../../../src/shared/api';
import { makeAccount } from '../fixtures/account';
import { answer, fitheid, sleep, SLEEP_ID, sleepSlide } from '../fixtures/dialogModules';
import { dialogState } from '../moduleDialog/dialogState';
import { setupMockServer } from '../mocks/server';

// A new attempt reports its start to the server in the background (POST /api/test/start-module).
setupMockServer();

const student = makeAccount({ id: 42 });
const firstSlide = sleep.module.slides[0];

/** The sleep module as version `version`, its first question worded as that version words it. */
const sleepVersion = (version: number, text: string): Module => ({
  ...sleep.module,
  version,
  slides: [{ ...firstSlide, text }, ...sleep.module.slides.slice(1)],
});
const v1 = sleepVersion(1, 'Hoeveel uur slaap je per nacht? (versie 1)');
const v2 = sleepVersion(2, 'Hoeveel uur slaap jij meestal? (versie 2)');
const content = (module: Module): ModuleContent => ({
  modules: [module, fitheid.module],
  module_configs: [sleep.config, fitheid.config],
});

beforeEach(() => {
  window.scrollTo = jest.fn();
  localStorage.clear();
});

/** A reload: a fresh store, the account from the server (attempts read back), then the module content. */
function reloadWith(module: Module) {
  const store = makeStore(dialogState({ account: student, tests: {} }));
  store.dispatch(accountLoaded(student));
  store.dispatch(moduleContentLoaded(content(module)));
  return store;
}
/** The first question as the open dialog's slide list words it. */
const questionText = (store: ReturnType<typeof makeStore>) =>
  selectSlides(store.getState()).find((s) => s.id === firstSlide.id)!.text;
const shownSleep = (store: ReturnType<typeof makeStore>) =>
  store.getState().modules.modules.find((m) => m.id === SLEEP_ID)!;

describe('an unfinished attempt keeps the version it started on', () => {
  it('shows version 1 after a reload that brings version 2, until the attempt is over', async () => {
    // Started on version 1, one answer given.
    const first = reloadWith(v1);
    first.dispatch(openModule(SLEEP_ID));
    first.dispatch(startAttempt());
    first.dispatch(saveAttemptAnswer({ moduleId: SLEEP_ID, answer: answer(sleepSlide.slaapuren.id, { value: 7 }) }));
    expect(first.getState().attempts.byModule[SLEEP_ID].module_version).toBe(1);
    await Promise.resolve(); // the device copy is written once at the end of the task (writeAttemptsSoon)

    // Version 2 is published; the app is reloaded and gets it from GET /api/test/data.
    const reloaded = reloadWith(v2);
    expect(shownSleep(reloaded).version).toBe(1);
    expect(shownSleep(reloaded).slides[0].text).toBe(v1.slides[0].text);
    reloaded.dispatch(openModule(SLEEP_ID));
    reloaded.dispatch(startAttempt());
    expect(selectOpenModule(reloaded.getState())!.version).toBe(1);
    expect(questionText(reloaded)).toBe(v1.slides[0].text);
    expect(reloaded.getState().attempts.byModule[SLEEP_ID].module_version).toBe(1);
    // A second reload (e.g. offline, from the service worker's copy of version 2) shows it again.
    expect(shownSleep(reloadWith(v2)).slides[0].text).toBe(v1.slides[0].text);

    // The attempt is over (finished, skipped or expired) and the dialog closed: version 2 from now on.
    reloaded.dispatch(attemptRemoved(SLEEP_ID));
    expect(shownSleep(reloaded).version).toBe(1); // the result screen still shows what was taken
    reloaded.dispatch(closeModule());
    expect(shownSleep(reloaded)).toEqual(v2);
    expect(reloaded.getState().modules.configs.slaap).toEqual(sleep.config);
    expect(readStartedContent(42)).toEqual({});
    expect(localStorage.getItem(startedContentKey(42))).toBeNull();
    reloaded.dispatch(openModule(SLEEP_ID));
    reloaded.dispatch(startAttempt());
    expect(reloaded.getState().attempts.byModule[SLEEP_ID].module_version).toBe(2);
    expect(questionText(reloaded)).toBe(v2.slides[0].text);
  });

  it('keeps the newest version for an attempt that started on it, and for another student on the device', () => {
    const first = reloadWith(v1);
    first.dispatch(openModule(SLEEP_ID));
    first.dispatch(startAttempt());
    expect(shownSleep(reloadWith(v1)).slides[0].text).toBe(v1.slides[0].text);
    const classmate = makeAccount({ id: 43, username: 'klasgenoot@demo.nl' });
    const other = makeStore(dialogState({ account: classmate, tests: {} }));
    other.dispatch(accountLoaded(classmate));
    other.dispatch(moduleContentLoaded(content(v2)));
    expect(shownSleep(other)).toEqual(v2);
  });
});
