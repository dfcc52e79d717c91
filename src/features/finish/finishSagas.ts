// Finish flow: choose actions (or explicitly none), read about them, then FINISH_TEST saves the
// result. On success, or once it is queued on the device (offline or no answer from the server), the
// module counts as finished and the attempt in progress is dropped; the queue delivers it later.
import { call, select, selectState } from '../../app/typedEffects';
import { put, takeLeading, takeEvery } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { reportApiError } from '../notifications/reportApiError';
import type { RootState } from '../../app/store';
import { t } from '../../i18n/nl';
import type { Attempt } from '../../rules/types';
import { isDebugMode } from '../moduleDialog/browserEffects';
import { notify } from '../notifications/notificationsSlice';
import { sendOrQueue } from '../queue/sendOrQueue';
import { moduleFinished } from '../account/moduleDoneActions';
import { attemptRemoved } from '../attempts/attemptsSlice';
import { finishNext, finishRequested, finishAttempt } from './finishActions';
import { buildFinishPayload } from './finishPayload';
import { selectProcessed } from '../moduleDialog/moduleDialogSelectors';
import { finishOpened, finishStepChanged, finishWarningShown, attemptFinishedSaved } from './finishSlice';

function* onFinishRequested(): SagaIterator {
  const processed = yield* select(selectProcessed);
  if (!processed) return;
  if (processed.actions.length > 0) {
    yield put(
      finishOpened({ step: 'actions', chosen: processed.selectedActions.filter((a) => processed.actions.includes(a)) }),
    );
    return;
  }
  // Without actions there is nothing to choose: the result is saved at once.
  yield put(finishOpened({ step: 'saving', chosen: [] }));
  yield* call(saveResult);
}

/** True when one of the chosen actions has more-info text to show before saving. */
function hasMoreInfo(state: RootState, chosen: string[]): boolean {
  const module = state.modules.modules.find((m) => m.id === state.moduleDialog.moduleId);
  const config = module ? state.modules.configs[module.name] : undefined;
  return (config?.actions ?? []).some((a) => chosen.includes(a.name) && !!a.more_info?.trim());
}

function* onNext(): SagaIterator {
  const state = yield* selectState();
  const { step, chosen, noAction } = state.finish;
  if (step === 'actions') {
    if (chosen.length === 0 && !noAction) {
      yield put(finishWarningShown());
      return;
    }
    if (hasMoreInfo(state, chosen)) {
      yield put(finishStepChanged('moreInfo'));
      return;
    }
  }
  if (step === 'actions' || step === 'moreInfo') yield* call(saveResult);
}

/** FINISH_TEST */
export function* saveResult(): SagaIterator {
  const state = yield* selectState();
  const moduleId = state.moduleDialog.moduleId;
  const processed = state.moduleDialog.processed;
  const attempt: Attempt | undefined = moduleId === null ? undefined : state.attempts.byModule[moduleId];
  if (moduleId === null || !processed || !attempt) return;
  const payload = buildFinishPayload(attempt, processed, {
    actions: state.finish.noAction ? [] : state.finish.chosen,
    contactOpened: state.moduleDialog.contactOpened,
    debug: isDebugMode(),
  });
  yield put(finishStepChanged('saving'));
  let delivery: 'sent' | 'queued';
  try {
    delivery = yield* call(sendOrQueue, { type: 'FINISH_TEST', data: payload });
  } catch (err) {
    // An answer from the server (4xx, or 5xx while online): the attempt is kept so the student can retry.
    yield* call(reportApiError, err);
    yield put(finishStepChanged('failed'));
    return;
  }
  if (delivery === 'queued')
    yield put(notify({ type: 'warning', header: t('queue.savedOffline'), text: t('queue.savedOfflineText') }));
  yield put(moduleFinished(moduleId));
  yield put(attemptRemoved(moduleId));
  yield put(attemptFinishedSaved(attempt.id));
}

export function* finishSaga(): SagaIterator {
  yield takeEvery(finishRequested.type, onFinishRequested);
  yield takeEvery(finishNext.type, onNext);
  // takeLeading: a double click must not send the result twice.
  yield takeLeading(finishAttempt.type, saveResult);
}
