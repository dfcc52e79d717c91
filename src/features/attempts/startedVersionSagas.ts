// Version pinning on the device (issue 33): a student finishes the version of a module they started,
// also when a newer one is published meanwhile and the app is reloaded. The server finishes the attempt
// with the version it records (POST /api/test/finish, module_version); this keeps what the student SEES
// the same. Attempts live only on the device until they are finished, and so does the content they
// started on: kept when the attempt starts, shown in the newest one's place whenever the module content
// is (re)loaded while that attempt is unfinished, and dropped when the attempt is over. No request is
// needed, so it works offline as well.
import type { SagaIterator } from 'redux-saga';
import { put, takeEvery } from 'redux-saga/effects';
import { call, select, selectState } from '../../app/typedEffects';
import { selectAccountId } from '../account/accountSelectors';
import { selectOpenModuleId } from '../moduleDialog/moduleDialogSelectors';
import { dialogClosed } from '../moduleDialog/moduleDialogSlice';
import {
  moduleContentLoaded,
  newestVersionShown,
  selectModulesShownInStartedVersion,
  startedVersionShown,
} from '../modules/modulesSlice';
import { attemptCreated, attemptRemoved, attemptsRestored, selectAttemptsByModule } from './attemptsSlice';
import { readStartedContent, writeStartedContent } from './attemptsStorage';

/** A new attempt: keep the content it starts on (the module as shown now, which is the newest). */
function* keepStartedContent(action: ReturnType<typeof attemptCreated>): SagaIterator {
  const attempt = action.payload;
  const userId = yield* select(selectAccountId);
  if (userId === null || attempt.module_version === undefined) return;
  const { modules } = yield* selectState();
  const module = modules.modules.find((m) => m.id === attempt.module);
  const config = module ? modules.configs[module.name] : undefined;
  if (!module || !config || module.version !== attempt.module_version) return;
  const stored = yield* call(readStartedContent, userId);
  yield* call(writeStartedContent, userId, { ...stored, [module.id]: { module, config } });
}

/**
 * The module content or the attempts arrived (start-up, login, reload): each module whose unfinished
 * attempt started on another version than the one loaded is shown in the kept version. Kept content
 * of attempts that are gone is dropped.
 */
function* showStartedVersions(): SagaIterator {
  const userId = yield* select(selectAccountId);
  if (userId === null) return;
  const attempts = yield* select(selectAttemptsByModule);
  const stored = yield* call(readStartedContent, userId);
  const { modules } = yield* selectState();
  for (const attempt of Object.values(attempts)) {
    if (attempt.finished || attempt.module_version === undefined) continue;
    const loaded = modules.modules.find((m) => m.id === attempt.module);
    const started = stored[attempt.module];
    if (!loaded || loaded.version === attempt.module_version || started?.module.version !== attempt.module_version)
      continue;
    yield put(startedVersionShown(started));
  }
  const kept = Object.fromEntries(Object.entries(stored).filter(([id]) => attempts[Number(id)]));
  if (Object.keys(kept).length !== Object.keys(stored).length) yield* call(writeStartedContent, userId, kept);
}

/**
 * An attempt ended (finished, skipped, expired) or the dialog closed: a module shown in an older version
 * goes back to the newest once it has no unfinished attempt and is not open (the result screen of a
 * finished attempt still shows the version it was taken with).
 */
function* showNewestWhenDone(): SagaIterator {
  const shown = yield* select(selectModulesShownInStartedVersion);
  const attempts = yield* select(selectAttemptsByModule);
  const open = yield* select(selectOpenModuleId);
  for (const id of shown) {
    if (id !== open && !(attempts[id] && !attempts[id].finished)) yield put(newestVersionShown(id));
  }
}

function* forgetStartedContent(action: ReturnType<typeof attemptRemoved>): SagaIterator {
  const userId = yield* select(selectAccountId);
  if (userId !== null) {
    const stored = yield* call(readStartedContent, userId);
    if (stored[action.payload]) {
      delete stored[action.payload];
      yield* call(writeStartedContent, userId, stored);
    }
  }
  yield* call(showNewestWhenDone);
}

export function* startedVersionSaga(): SagaIterator {
  yield takeEvery(attemptCreated.type, keepStartedContent);
  yield takeEvery([moduleContentLoaded.type, attemptsRestored.type], showStartedVersions);
  yield takeEvery(attemptRemoved.type, forgetStartedContent);
  yield takeEvery(dialogClosed.type, showNewestWhenDone);
}
