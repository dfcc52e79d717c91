// The Oorcheck flow of docs/product.md §4: start a session, open start_url in a new window, poll the
// status every 3 seconds until 'complete', then close the window, emit COMPLETE and save the
// answer: 0 for 'bad', 1 for any other result. Closing the module or logging out stops it.
import { call, select, selectState } from '../../app/typedEffects';
import { delay, put, race, take, takeLeading, call as callEffect } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { errorStatus, isNetworkError } from '../../common/api/failure';
import { reportApiError } from '../notifications/reportApiError';
import { t } from '../../i18n/nl';
import type { Answer } from '../../rules/types';
import type { OorcheckStartResponse, OorcheckStatusResponse } from '../../shared/api';
import { loggedOut } from '../account/accountSlice';
import { selectCurrentSlide, selectOpenModuleId } from '../moduleDialog/moduleDialogSelectors';
import { dialogClosed, draftChanged } from '../moduleDialog/moduleDialogSlice';
import { saveAnswer } from '../moduleDialog/saveSagas';
import { notify } from '../notifications/notificationsSlice';
import { answerOrEmpty } from '../../rules/emptyAnswer';
import { oorcheckAnswerValue } from '../../rules/values';
import { oorcheckStatus, startOorcheck } from '../../api/oorcheck';
import { oorcheckCompleted, oorcheckRequested, oorcheckStarted, oorcheckStopped } from './oorcheckSlice';

export const POLL_INTERVAL_MS = 3000;
/** Polling gives up after 30 minutes: the test takes about five. */
export const MAX_POLLS = 600;

/**
 * Opens the test in a new window. It is opened blank first so the opener link can be cut before
 * the (possibly external) test page loads, while we keep the handle to close it afterwards.
 */
export function openTestWindow(url: string): Window | null {
  const win = window.open('about:blank', '_blank');
  if (!win) return null;
  win.opener = null;
  // The built-in test's url is relative (same origin as this page); resolve it here, not in the blank window.
  win.location.href = new URL(url, window.location.href).href;
  return win;
}

export function closeTestWindow(win: Window | null): void {
  if (win && !win.closed) win.close();
}

type PollOutcome =
  | { kind: 'complete'; status: OorcheckStatusResponse }
  | { kind: 'refused' }
  | { kind: 'closed' }
  | { kind: 'gone' }
  | { kind: 'timeout' };

function* poll(token: string, win: Window): SagaIterator<PollOutcome> {
  for (let i = 0; i < MAX_POLLS; i++) {
    yield delay(POLL_INTERVAL_MS);
    // Read before asking, so a test finished just before the student closed the window still counts.
    const closed = win.closed;
    try {
      const status = yield* call(oorcheckStatus, token);
      if (status.status === 'complete') return { kind: 'complete', status };
      if (status.status === 'refused') return { kind: 'refused' };
    } catch (err) {
      if (errorStatus(err) === 404) return { kind: 'gone' };
      if (!isNetworkError(err)) throw err;
      // Offline for a moment: keep polling, the session waits on the server.
    }
    if (closed) return { kind: 'closed' };
  }
  return { kind: 'timeout' };
}

function* saveResult(moduleId: number, question: number, result: string | null): SagaIterator {
  const state = yield* selectState();
  const saved = state.attempts.byModule[moduleId]?.answers.find((a) => a.question === question) ?? null;
  const answer: Answer = { ...answerOrEmpty({ id: question }, saved), skip: false, value: oorcheckAnswerValue(result) };
  // SAVE_TEST_ANSWER's own steps: store the answer and rerun the rule engine.
  yield* call(saveAnswer, moduleId, answer);
  // Show it at once when the student is still on that slide (replacing an unsaved edit of it).
  if (selectCurrentSlide(state)?.id === question) yield put(draftChanged(answer));
}

export function* runOorcheck(action: ReturnType<typeof oorcheckRequested>): SagaIterator {
  const question = action.payload;
  const moduleId = yield* select(selectOpenModuleId);
  if (moduleId === null) return;
  let session: OorcheckStartResponse;
  try {
    session = yield* call(startOorcheck, question);
  } catch (err) {
    if (isNetworkError(err))
      yield put(notify({ type: 'warning', header: t('oorcheck.startFailed'), text: t('oorcheck.startFailedText') }));
    else yield* call(reportApiError, err);
    return;
  }
  const win = yield* call(openTestWindow, session.start_url);
  if (!win) {
    yield put(notify({ type: 'warning', header: t('oorcheck.popupBlocked'), text: t('oorcheck.popupBlockedText') }));
    return;
  }
  yield put(oorcheckStarted({ question, token: session.token }));
  try {
    const { outcome } = yield race({
      outcome: callEffect(poll, session.token, win),
      stop: take([dialogClosed.type, loggedOut.type]),
    });
    const result = outcome as PollOutcome | undefined;
    if (result?.kind === 'complete') {
      yield* call(closeTestWindow, win);
      yield put(oorcheckCompleted({ token: session.token, result: result.status.result, question }));
      yield* call(saveResult, moduleId, question, result.status.result);
    } else if (result?.kind === 'refused') {
      // Not a result: nothing is saved; the app says what to do.
      yield* call(closeTestWindow, win);
      yield put(
        notify({ type: 'warning', header: t('oorcheck.refusedNotice'), text: t('oorcheck.refusedNoticeText') }),
      );
    } else if (result?.kind === 'closed') {
      yield put(notify({ type: 'warning', header: t('oorcheck.windowClosed') }));
    } else if (result) {
      yield put(notify({ type: 'warning', header: t('oorcheck.startFailed'), text: t('oorcheck.startFailedText') }));
    } else {
      yield* call(closeTestWindow, win); // the module closed or the student logged out
    }
  } catch (err) {
    yield* call(reportApiError, err);
  } finally {
    yield put(oorcheckStopped());
  }
}

export function* oorcheckSaga(): SagaIterator {
  // takeLeading: a second click while a test runs does not open a second window.
  yield takeLeading(oorcheckRequested.type, runOorcheck);
}
