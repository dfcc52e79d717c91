// The school report: the school dashboard with its filters as a PDF (made by the server, with the
// same hidden figures), for a coordinator to take to a meeting. Fetched with the session like every
// call, so a refusal ends in a Dutch sentence instead of a downloaded error page.
import { useId, useState } from 'react';
import { describeError } from '../../api/errors';
import { getSchoolReport, type StatsQuery } from '../../api/stats';
import { ts } from '../../i18n/stats';

function save(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once click() returns; the address can go a moment later.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function SchoolReportButton({ school, filters }: { school: number; filters: StatsQuery }) {
  const [state, setState] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });
  const hintId = useId();
  const download = async () => {
    setState({ busy: true, error: null });
    try {
      const { blob, name } = await getSchoolReport(school, filters);
      save(blob, name);
      setState({ busy: false, error: null });
    } catch (err) {
      setState({ busy: false, error: describeError(err) });
    }
  };
  return (
    <div className="mg-stats__report">
      <button
        type="button"
        className="button button--primary"
        aria-disabled={state.busy}
        aria-describedby={hintId}
        onClick={() => !state.busy && void download()}
      >
        {ts('report.download')}
      </button>
      <p id={hintId} className="mg-stats__hint">
        {ts('report.hint')}
      </p>
      <p role="status" className="mg-stats__hint">
        {state.busy ? ts('report.busy') : ''}
      </p>
      {state.error && (
        <p role="alert" className="mg-form__failure">
          {state.error}
        </p>
      )}
    </div>
  );
}
