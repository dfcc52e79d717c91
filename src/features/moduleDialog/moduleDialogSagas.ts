// Wiring of the module dialog's operations to their sagas.
import { takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import {
  closeModule,
  goToSlide,
  nextSlide,
  openModule,
  previousSlide,
  saveTestAnswer,
  saveTestMeta,
  skipModuleRequested,
  startTest,
} from './moduleDialogActions';
import { closeModuleSaga, openModuleSaga, skipModuleSaga, startTestSaga } from './openSagas';
import { onSaveTestAnswer, onSaveTestMeta } from './saveSagas';
import { jump, next, previous } from './slideSagas';

export function* moduleDialogSaga(): SagaIterator {
  yield takeLatest(openModule.type, openModuleSaga);
  yield takeLeading(startTest.type, startTestSaga);
  yield takeEvery(saveTestAnswer.type, onSaveTestAnswer);
  yield takeEvery(saveTestMeta.type, onSaveTestMeta);
  yield takeEvery(nextSlide.type, next);
  yield takeEvery(previousSlide.type, previous);
  yield takeEvery(goToSlide.type, jump);
  yield takeLeading(skipModuleRequested.type, skipModuleSaga);
  yield takeEvery(closeModule.type, closeModuleSaga);
}
