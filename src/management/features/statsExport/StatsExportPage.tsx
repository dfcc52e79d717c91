// Export ruwe gegevens (issue 34, super admins): choose CSV or Excel, start the job, follow its
// progress bar, download the file once done. The export's id is kept in the address (?export=12),
// so a reload or a second tab follows the same job. Every failure ends in a Dutch sentence.
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { te } from '../../i18n/statsExport';
import type { ExportFormat } from '../../../shared/management/statsExport';
import { getSettings } from '../../api/config';
import { describeError } from '../../api/errors';
import { startRawExport } from '../../api/statsExport';
import { PageTitle } from '../../ui/PageTitle';
import { ExportProgressPanel } from './ExportProgressPanel';
import { useRemote } from '../../ui/useRemote';

/** The floor the server keeps whatever the setting says (issue 34). */
const MIN_K = 5;

export function StatsExportPage() {
  const [params, setParams] = useSearchParams();
  const id = Number(params.get('export')) || null;
  const [format, setFormat] = useState<ExportFormat>('csv');
  const [starting, setStarting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const settings = useRemote(getSettings, 'settings');
  const k = settings.data ? Math.max(settings.data.statsMinGroupSize, MIN_K) : null;

  const start = async () => {
    setStarting(true);
    setFailure(null);
    try {
      const started = await startRawExport(format);
      setParams({ export: String(started.id) });
    } catch (err) {
      setFailure(describeError(err));
    } finally {
      setStarting(false);
    }
  };

  return (
    <>
      <PageTitle title={te('statsExport.title')} />
      <p className="mg-lead">{k === null ? te('statsExport.introNoK') : te('statsExport.intro', { k })}</p>
      <p>{te('statsExport.privacy')}</p>
      {id === null ? (
        <form
          className="mg-panel"
          onSubmit={(event) => {
            event.preventDefault();
            void start();
          }}
        >
          <fieldset className="field mg-field mg-choices">
            <legend>{te('statsExport.format')}</legend>
            {(['csv', 'xlsx'] as const).map((value) => (
              <div className="mg-check" key={value}>
                <input
                  id={`export-format-${value}`}
                  type="radio"
                  name="format"
                  value={value}
                  checked={format === value}
                  onChange={() => setFormat(value)}
                />
                <label htmlFor={`export-format-${value}`}>{te(`statsExport.${value}`)}</label>
              </div>
            ))}
          </fieldset>
          <div className="mg-notice-region" role="alert">
            {failure && <p className="mg-notice mg-notice--error">{failure}</p>}
          </div>
          <button type="submit" className="button button--primary" disabled={starting}>
            {starting ? te('statsExport.starting') : te('statsExport.start')}
          </button>
        </form>
      ) : (
        <ExportProgressPanel id={id} onAnother={() => setParams({})} />
      )}
    </>
  );
}
