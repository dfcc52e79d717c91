// The import in three steps on one page: choose school and file, look at the preview (columns
// and every row with its status and Dutch reason), import. The file stays in the browser between
// steps and is sent again with the (possibly corrected) column mapping.
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { t } from '../../../i18n/management';
import type { ColumnMapping } from '../../../shared/studentImport/types';
import { describeError } from '../../api/errors';
import { previewImport, runImport } from '../../api/imports';
import type { ImportPreview, ImportResult } from '../../api/imports';
import { FormFailure } from '../../ui/fields';
import { ImportPreviewView } from './ImportPreviewView';
import { SchoolChoice } from './SchoolChoice';

type Busy = 'preview' | 'import' | null;

export function ImportWizard({ onImported }: { onImported: () => void }) {
  const fileId = useId();
  const [schoolId, setSchoolId] = useState<number | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState<Busy>(null);
  const [fileKey, setFileKey] = useState(0);

  const check = async (mapping: ColumnMapping | null) => {
    if (!file) {
      setFailure(t('import.chooseFile'));
      return;
    }
    setBusy('preview');
    setFailure(null);
    try {
      setPreview(await previewImport(file, schoolId, mapping));
    } catch (err) {
      setPreview(null);
      setFailure(describeError(err));
    } finally {
      setBusy(null);
    }
  };

  const onPreview = (event: FormEvent) => {
    event.preventDefault();
    void check(null);
  };

  const onImport = async () => {
    if (!file || !preview) return;
    setBusy('import');
    setFailure(null);
    try {
      setResult(await runImport(file, preview.schoolId, preview.mapping));
      setPreview(null);
      onImported();
    } catch (err) {
      setFailure(describeError(err));
    } finally {
      setBusy(null);
    }
  };

  const restart = () => {
    setResult(null);
    setPreview(null);
    setFile(null);
    setFileKey((k) => k + 1);
  };

  if (result) {
    return (
      <section className="mg-panel" aria-labelledby="import-done">
        <h2 id="import-done">{t('import.doneTitle')}</h2>
        <p role="status">
          {t('import.done', {
            new: result.counts.new,
            update: result.counts.update,
            unchanged: result.counts.unchanged,
            error: result.counts.error,
          })}
        </p>
        {result.counts.error > 0 && <p>{t('import.errorsStay')}</p>}
        <button type="button" className="button button--secondary" onClick={restart}>
          {t('import.again')}
        </button>
      </section>
    );
  }

  return (
    <>
      <form className="mg-form mg-import__form" noValidate onSubmit={onPreview}>
        <SchoolChoice value={schoolId} onChange={setSchoolId} />
        <div className="field mg-field">
          <label htmlFor={fileId}>{t('import.file')}</label>
          <span className="mg-hint" id={`${fileId}-hint`}>
            {t('import.fileHint')}
          </span>
          <input
            key={fileKey}
            id={fileId}
            type="file"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            aria-describedby={`${fileId}-hint`}
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setPreview(null);
            }}
          />
        </div>
        <FormFailure message={failure} />
        <div className="form__actions">
          <button type="submit" className="button button--primary" disabled={busy !== null}>
            {busy === 'preview' ? t('import.checking') : t('import.preview')}
          </button>
        </div>
      </form>
      {preview && (
        <ImportPreviewView
          preview={preview}
          busy={busy}
          onRecheck={(mapping) => void check(mapping)}
          onImport={() => void onImport()}
        />
      )}
    </>
  );
}
