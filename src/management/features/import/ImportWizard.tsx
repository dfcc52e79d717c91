// The import in three steps on one page: choose school and file, look at the preview (columns
// and every row with its status and Dutch reason), import. The file stays in the browser between
// steps and is sent again with the (possibly corrected) column mapping.
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { t } from '../../i18n';
import { describeError } from '../../api/errors';
import { FilePicker } from '../../ui/FilePicker';
import { FormFailure } from '../../ui/fields';
import { KeepFocusButton } from '../../ui/KeepFocusButton';
import type { BaseRow, ImportKind, Mapping, Preview } from './importKinds';
import { ImportPreviewView } from './ImportPreviewView';
import { ImportResultView } from './ImportResultView';
import { SchoolChoice } from './SchoolChoice';

type Busy = 'preview' | 'import' | null;

export function ImportWizard<Row extends BaseRow>({
  kind,
  onImported,
}: {
  kind: ImportKind<Row>;
  onImported?: () => void;
}) {
  const fileId = useId();
  const [schoolId, setSchoolId] = useState<number | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<Preview<Row> | null>(null);
  const [result, setResult] = useState<Awaited<ReturnType<ImportKind<Row>['run']>> | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [busy, setBusy] = useState<Busy>(null);
  const [fileKey, setFileKey] = useState(0);

  const check = async (mapping: Mapping | null) => {
    if (!file) {
      setFailure(null);
      setFileError(t('import.chooseFile'));
      return;
    }
    setBusy('preview');
    setFailure(null);
    try {
      setPreview(await kind.preview(file, schoolId, mapping));
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
      setResult(await kind.run(file, preview.schoolId, preview.mapping));
      setPreview(null);
      onImported?.();
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

  if (result) return <ImportResultView kind={kind} result={result} onAgain={restart} />;

  return (
    <>
      <form className="mg-form mg-import__form" noValidate onSubmit={onPreview}>
        <SchoolChoice value={schoolId} onChange={setSchoolId} />
        <FilePicker
          key={fileKey}
          id={fileId}
          label={t('import.file')}
          hint={kind.texts.fileHint}
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          file={file}
          error={fileError}
          onChange={(chosen) => {
            setFile(chosen);
            setFileError(null);
            setPreview(null);
          }}
        />
        <FormFailure message={failure} />
        <div className="form__actions">
          {/* Not disabled while busy: the pressed button keeps its focus (KeepFocusButton). */}
          <KeepFocusButton type="submit" className="button button--primary" unavailable={busy !== null}>
            {busy === 'preview' ? t('import.checking') : t('import.preview')}
          </KeepFocusButton>
        </div>
      </form>
      {preview && (
        <ImportPreviewView
          kind={kind}
          preview={preview}
          busy={busy}
          onRecheck={(mapping) => void check(mapping)}
          onImport={() => void onImport()}
        />
      )}
    </>
  );
}
