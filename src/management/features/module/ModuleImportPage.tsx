// Import a content file (what "Exporteren" gives, or a file from content/modules): as a new module or
// as the draft of the module it names. The server runs the content check first and writes nothing
// on a problem; its Dutch messages are listed here, each with the place it names.
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { errorBody } from '../../../common/api/failure';
import { importModule } from '../../api/module';
import { describeError } from '../../api/errors';
import { t } from '../../i18n';
import { tm } from '../../i18n/modules';
import { CheckboxField, FormFailure } from '../../ui/fields';
import { FilePicker } from '../../ui/FilePicker';
import { PageTitle } from '../../ui/PageTitle';
import { ProblemList } from './ProblemList';
import { problemsOf } from './problems';
import type { ContentProblem } from '../../../shared/management/moduleVersion';

/** The chosen file as JSON, or null when it is none. */
async function readJson(file: File): Promise<unknown> {
  try {
    return JSON.parse(await file.text()) as unknown;
  } catch {
    return null;
  }
}

export function ModuleImportPage() {
  const id = useId();
  const navigate = useNavigate();
  const [file, setFile] = useState<File | null>(null);
  const [asNew, setAsNew] = useState(true);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [problems, setProblems] = useState<ContentProblem[]>([]);
  const [fileError, setFileError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblems([]);
    setFailure(null);
    if (!file) return setFileError(tm('importFile.chooseFirst'));
    const content = await readJson(file);
    if (content === null) return setFileError(tm('importFile.notJson'));
    setBusy(true);
    try {
      const draft = await importModule(content, asNew ? 'new' : 'named');
      void navigate(`/modules/${draft.id}`, { state: { notice: tm('importFile.done') } });
    } catch (err) {
      const found = problemsOf(errorBody(err));
      setProblems(found);
      setFailure(found.length > 0 ? tm('importFile.problems') : describeError(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <PageTitle title={tm('importFile.title')} />
      <p className="mg-lead">{tm('importFile.intro')}</p>
      <form className="mg-form" noValidate onSubmit={(event) => void submit(event)}>
        <FormFailure message={failure} />
        <ProblemList problems={problems} />
        <FilePicker
          id={`${id}-file`}
          label={tm('importFile.file')}
          hint={tm('importFile.fileHint')}
          accept="application/json,.json"
          file={file}
          error={fileError}
          onChange={(chosen) => {
            setFile(chosen);
            setFileError(null);
          }}
        />
        <CheckboxField label={tm('importFile.asNew')} name="asNew" checked={asNew} onChange={setAsNew} />
        <div className="form__actions">
          <button type="submit" className="button button--primary" disabled={busy}>
            {busy ? tm('importFile.busy') : tm('importFile.submit')}
          </button>
          <Link to="/modules" className="button button--ghost">
            {t('form.cancel')}
          </Link>
        </div>
      </form>
    </>
  );
}
