// The bug-report button and the modal it opens. The button sits in the page's flow (in the site
// footer, and at the bottom of the module dialog, where the report then carries the question
// number): a floating button covered 'Test afronden', answer options and footer links on phones
// (issue 12), and nothing fixed may cover content. The modal is rendered once, by BugReportHost.
import { Suspense } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { lazyComponent } from '../../../common/lib/lazyComponent';
import { t } from '../../../i18n/nl';
import { bugReportOpened, selectBugReport } from '../bugReportSlice';
import './bugReport.css';

// The modal (form, screenshot data) loads when a student first opens it.
const BugReportModal = lazyComponent(() =>
  import(/* webpackChunkName: "bug-report" */ './BugReportModal').then((m) => m.BugReportModal),
);

export function BugReportButton({ className = '' }: { className?: string }) {
  const dispatch = useAppDispatch();
  return (
    <button
      type="button"
      className={`bug-report-button ${className}`.trim()}
      onClick={() => dispatch(bugReportOpened())}
    >
      <span aria-hidden="true" className="bug-report-button__icon">
        !
      </span>
      {t('bugReport.button')}
    </button>
  );
}

export function BugReportHost() {
  const { open } = useAppSelector(selectBugReport);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <BugReportModal />
    </Suspense>
  );
}
