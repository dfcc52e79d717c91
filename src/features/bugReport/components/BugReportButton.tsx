// The bug-report button: always at hand in the bottom corner, also inside an open module (where
// the report then carries the question number), with the modal it opens.
import { useAppDispatch } from '../../../app/hooks';
import { t } from '../../../i18n/nl';
import { bugReportOpened } from '../bugReportSlice';
import { BugReportModal } from './BugReportModal';
import './bugReport.css';

export function BugReportButton() {
  const dispatch = useAppDispatch();
  return (
    <>
      <button type="button" className="bug-report-button" onClick={() => dispatch(bugReportOpened())}>
        <span aria-hidden="true" className="bug-report-button__icon">
          !
        </span>
        {t('bugReport.button')}
      </button>
      <BugReportModal />
    </>
  );
}
