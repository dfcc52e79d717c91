// The bug-report button: always at hand in the bottom corner, also inside an open module (where
// the report then carries the question number), with the modal it opens.
import { Suspense } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { lazyComponent } from '../../../app/lazyComponent';
import { t } from '../../../i18n/nl';
import { bugReportOpened, selectBugReport } from '../bugReportSlice';
import './bugReport.css';

// The modal (form, screenshot data) loads when a student first opens it.
const BugReportModal = lazyComponent(() => import(/* webpackChunkName: "bug-report" */ './BugReportModal').then((m) => m.BugReportModal));

export function BugReportButton() {
  const dispatch = useAppDispatch();
  const { open } = useAppSelector(selectBugReport);
  return (
    <>
      <button type="button" className="bug-report-button" onClick={() => dispatch(bugReportOpened())}>
        <span aria-hidden="true" className="bug-report-button__icon">
          !
        </span>
        {t('bugReport.button')}
      </button>
      {open && (
        <Suspense fallback={null}>
          <BugReportModal />
        </Suspense>
      )}
    </>
  );
}
