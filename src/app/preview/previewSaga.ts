// The sagas of the management site's module preview: the student dialog's own open, start, save and
// slide sagas, and nothing that talks to a server or the device. Skipping the module and closing it
// start over instead; "Test afronden" shows the actions (and their more-info) but saves nothing.
import { put, takeEvery } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { closeModule, openModule, skipModuleRequested } from '../../features/moduleDialog/moduleDialogActions';
import { dialogStepSagas } from '../../features/moduleDialog/moduleDialogSagas';
import {
  selectOpenConfig,
  selectOpenModuleId,
  selectProcessed,
} from '../../features/moduleDialog/moduleDialogSelectors';
import { attemptRemoved } from '../../features/attempts/attemptsSlice';
import { finishNext, finishRequested } from '../../features/finish/finishActions';
import { finishOpened, finishReset, finishStepChanged, finishWarningShown } from '../../features/finish/finishSlice';
import { select, selectState } from '../typedEffects';

/** Back to the start screen with a fresh attempt: what the preview does instead of leaving. */
export function* restartPreview(): SagaIterator {
  const moduleId = yield* select(selectOpenModuleId);
  if (moduleId === null) return;
  yield put(finishReset());
  yield put(attemptRemoved(moduleId));
  yield put(openModule(moduleId));
}

function* previewFinish(): SagaIterator {
  const processed = yield* select(selectProcessed);
  if (!processed || processed.actions.length === 0) return;
  const chosen = processed.selectedActions.filter((a) => processed.actions.includes(a));
  yield put(finishOpened({ step: 'actions', chosen }));
}

function* previewFinishNext(): SagaIterator {
  const state = yield* selectState();
  const { step, chosen, noAction } = state.finish;
  if (step === 'actions' && chosen.length === 0 && !noAction) {
    yield put(finishWarningShown());
    return;
  }
  const config = selectOpenConfig(state);
  const moreInfo = (config?.actions ?? []).some((a) => chosen.includes(a.name) && !!a.more_info?.trim());
  if (step === 'actions' && moreInfo) yield put(finishStepChanged('moreInfo'));
  else yield put(finishReset());
}

export function* previewSaga(): SagaIterator {
  yield* dialogStepSagas();
  yield takeEvery([skipModuleRequested.type, closeModule.type], restartPreview);
  yield takeEvery(finishRequested.type, previewFinish);
  yield takeEvery(finishNext.type, previewFinishNext);
}
