// REPORT_BUG: sends the message with the selected state, question number and navigation info;
// success shows 'Bedankt voor de feedback!', failure an error; the modal closes either way.
import { call, selectState } from '../../app/typedEffects';
import { put, takeLeading } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { t } from '../../i18n/nl';
import { notify } from '../notifications/notificationsSlice';
import { postBugReport } from '../../api/bugReport';
import { buildReportData } from './bugReportData';
import { bugReportClosed, bugReportSending, reportBug } from './bugReportSlice';

export function* onReportBug(action: ReturnType<typeof reportBug>): SagaIterator {
  const state = yield* selectState();
  const data = buildReportData(state);
  yield put(bugReportSending());
  try {
    yield* call(postBugReport, { message: action.payload.message.trim(), data });
    yield put(notify({ type: 'success', header: t('bugReport.thanks'), text: t('bugReport.thanksText') }));
  } catch {
    yield put(notify({ type: 'danger', header: t('bugReport.failed'), text: t('bugReport.failedText') }));
  } finally {
    yield put(bugReportClosed());
  }
}

export function* bugReportSaga(): SagaIterator {
  yield takeLeading(reportBug.type, onReportBug);
}
