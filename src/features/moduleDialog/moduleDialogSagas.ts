// Wiring of the module dialog's operations to their sagas.
import { takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import {
  closeModule,
  goToSlide,
  nextSlide,
  openModule,
  previousSlide,
  saveAttemptAnswer,
  saveAttemptMeta,
  skipModuleRequested,
  startAttempt,
} from './moduleDialogActions';
import { attemptCreated } from '../attempts/attemptsSlice';
import { closeModuleSaga, openModuleSaga, skipModuleSaga, startAttemptSaga } from './openSagas';
import { onSaveAttemptAnswer, onSaveAttemptMeta } from './saveSagas';
import { jump, next, previous } from './slideSagas';
import { reportModuleStart } from './startReport';

/** Opening, starting, answering and moving between slides: the same in the app and in the editor's preview. */
export function* dialogStepSagas(): SagaIterator {
  yield takeLatest(openModule.type, openModuleSaga);
  yield takeLeading(startAttempt.type, startAttemptSaga);
  yield takeEvery(saveAttemptAnswer.type, onSaveAttemptAnswer);
  yield takeEvery(saveAttemptMeta.type, onSaveAttemptMeta);
  yield takeEvery(nextSlide.type, next);
  yield takeEvery(previousSlide.type, previous);
  yield takeEvery(goToSlide.type, jump);
}

export function* moduleDialogSaga(): SagaIterator {
  yield* dialogStepSagas();
  yield takeLeading(skipModuleRequested.type, skipModuleSaga);
  yield takeEvery(closeModule.type, closeModuleSaga);
  yield takeEvery(attemptCreated.type, reportModuleStart);
}
