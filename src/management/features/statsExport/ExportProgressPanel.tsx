// One export's progress: asked every POLL_MS while it waits or runs (a failed ask is said and tried
// again), a progress bar, and once done the download link and until when it works.
import { useEffect, useState } from 'react';
import { te } from '../../i18n/statsExport';
import type { ExportProgress } from '../../../shared/management/statsExport';
import { errorStatus } from '../../../common/api/failure';
import { describeError } from '../../api/errors';
import { rawExportStatus } from '../../api/statsExport';
import { formatDateTime } from '../../ui/format';

const POLL_MS = 1500;

const number = (n: number) => n.toLocaleString('nl-NL');
const megabytes = (bytes: number) =>
  `${(bytes / 1_048_576).toLocaleString('nl-NL', { minimumFractionDigits: 1, maximumFractionDigits: 1 })} MB`;

function statusText(p: ExportProgress): string {
  if (p.status === 'queued') return te('statsExport.queued');
  if (p.status === 'running')
    return p.rowsTotal === null
      ? te('statsExport.counting')
      : te('statsExport.running', { done: number(p.rowsDone), total: number(p.rowsTotal), percent: p.percent });
  if (p.status === 'done')
    return te('statsExport.done', { rows: number(p.rowsDone), size: megabytes(p.fileBytes ?? 0) });
  return te(p.status === 'expired' ? 'statsExport.expired' : 'statsExport.failed');
}

export function ExportProgressPanel({ id, onAnother }: { id: number; onAnother: () => void }) {
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [gone, setGone] = useState(false);

  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = async () => {
      try {
        const next = await rawExportStatus(id);
        if (!live) return;
        setProgress(next);
        setFailure(null);
        if (next.status === 'queued' || next.status === 'running') timer = setTimeout(() => void ask(), POLL_MS);
      } catch (err) {
        if (!live) return;
        const message = describeError(err);
        // Not found: another person's or an unknown export; asking again will not change that.
        const notFound = errorStatus(err) === 404;
        setGone(notFound);
        setFailure(notFound ? message : te('statsExport.statusFailed', { reason: message }));
        if (!notFound) timer = setTimeout(() => void ask(), POLL_MS * 2);
      }
    };
    void ask();
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [id]);

  const finished = gone || (progress !== null && !['queued', 'running'].includes(progress.status));
  return (
    <section className="mg-panel mg-export" aria-labelledby="export-progress-title">
      <h2 id="export-progress-title">{te('statsExport.progressLabel')}</h2>
      <progress
        className="mg-export__bar"
        aria-label={te('statsExport.progressLabel')}
        max={100}
        value={progress?.percent ?? 0}
      >
        {progress?.percent ?? 0}%
      </progress>
      <p role="status">{progress ? statusText(progress) : ''}</p>
      <div className="mg-notice-region" role="alert">
        {failure && <p className="mg-notice mg-notice--error">{failure}</p>}
      </div>
      {progress?.status === 'done' && progress.downloadUrl && (
        <>
          <p>
            <a className="button button--primary" href={progress.downloadUrl} download>
              {te('statsExport.download', { format: progress.format === 'csv' ? 'CSV' : 'Excel' })}
            </a>
          </p>
          <p className="mg-hint">{te('statsExport.expiresAt', { when: formatDateTime(progress.expiresAt) })}</p>
        </>
      )}
      {finished && (
        <button type="button" className="button button--secondary" onClick={onAnother}>
          {te('statsExport.another')}
        </button>
      )}
    </section>
  );
}
