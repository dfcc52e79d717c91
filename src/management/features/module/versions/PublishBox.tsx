// "Controleren" and "Publiceren": the full content check of the draft (and its saved examples) and
// the publish that makes it the next version. A refusal's messages are listed here and put next to
// the fields they name (the editor's problems, by JSON pointer); changed example outcomes can be
// accepted with "Toch publiceren".
import { useState } from 'react';
import { errorBody } from '../../../../common/api/failure';
import type { ContentCheckAnswer, ContentProblem } from '../../../../shared/management/moduleVersion';
import type { ExampleCheck } from '../../../../shared/management/moduleExample';
import { describeError } from '../../../api/errors';
import { checkModule, publishModule } from '../../../api/module';
import { tm } from '../../../i18n/modules';
import { KeepFocusButton } from '../../../ui/KeepFocusButton';
import { useEditor } from '../editor/editorContext';
import { pointerLabel } from '../editor/pointerLabel';
import { problemLine, problemsOf } from '../problems';

function Problems({ title, problems }: { title: string; problems: readonly ContentProblem[] }) {
  const { document } = useEditor();
  if (problems.length === 0) return null;
  return (
    <>
      <h3>{title}</h3>
      <ul className="mg-problems">
        {problems.map((p, i) => (
          <li key={i}>
            {p.path && <strong>{pointerLabel(document, p.path)}: </strong>}
            {p.path ? p.message : problemLine(p)}
          </li>
        ))}
      </ul>
    </>
  );
}

function ChangedExamples({ examples }: { examples: readonly ExampleCheck[] }) {
  const changed = examples.filter((e) => e.problem || e.changes.length > 0);
  if (changed.length === 0) return null;
  return (
    <>
      <h3>{tm('publish.examplesTitle')}</h3>
      <ul className="mg-problems">
        {changed.map((e) => (
          <li key={e.exampleId}>
            <strong>{e.name}</strong>:{' '}
            {e.problem ??
              e.changes
                .map((c) =>
                  tm('publish.change', {
                    part: c.name ? `${c.part} ${c.name}` : c.part,
                    expected: JSON.stringify(c.expected),
                    actual: JSON.stringify(c.actual),
                  }),
                )
                .join('; ')}
          </li>
        ))}
      </ul>
    </>
  );
}

export function PublishBox({ onPublished }: { onPublished: () => void }) {
  const editor = useEditor();
  const id = editor.draft!.id;
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  const [check, setCheck] = useState<ContentCheckAnswer | null>(null);
  const [confirmable, setConfirmable] = useState(false);

  const runCheck = async () => {
    setBusy(true);
    try {
      const answer = await checkModule(id);
      setCheck(answer);
      editor.setProblems(answer.problems);
      setStatus(
        answer.problems.length === 0
          ? tm('publish.checkOk')
          : tm('publish.checkProblems', { count: answer.problems.length }),
      );
    } catch (err) {
      setStatus(describeError(err));
    } finally {
      setBusy(false);
    }
  };
  const publish = async (confirmChangedExamples: boolean) => {
    setBusy(true);
    setConfirmable(false);
    try {
      const version = await publishModule(
        id,
        editor.draft!.revision,
        confirmChangedExamples ? { confirmChangedExamples } : {},
      );
      setCheck(null);
      editor.setProblems([]);
      setStatus(tm('publish.done', { version: version.version }));
      onPublished();
      await editor.reload();
    } catch (err) {
      const body = errorBody(err);
      const problems = problemsOf(body);
      editor.setProblems(problems);
      setCheck({
        problems,
        warnings: Array.isArray(body.warnings) ? (body.warnings as ContentProblem[]) : [],
        examples: Array.isArray(body.examples) ? (body.examples as ExampleCheck[]) : [],
      });
      setConfirmable(body.error === 'examples_changed');
      setStatus(describeError(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="mg-panel" aria-labelledby="mg-publish">
      <h2 id="mg-publish">{tm('publish.title')}</h2>
      <p className="mg-hint">{editor.dirty ? tm('publish.saveFirst') : tm('publish.intro')}</p>
      <div className="mg-actions">
        <KeepFocusButton
          className="button button--secondary"
          unavailable={busy || editor.dirty}
          onClick={() => void runCheck()}
        >
          {tm('publish.check')}
        </KeepFocusButton>
        <KeepFocusButton
          className="button button--primary"
          unavailable={busy || editor.dirty}
          onClick={() => void publish(false)}
        >
          {tm('publish.publish')}
        </KeepFocusButton>
        {confirmable && (
          <button type="button" className="button mg-button--danger" onClick={() => void publish(true)}>
            {tm('publish.confirm')}
          </button>
        )}
      </div>
      <p role="status">{status}</p>
      {check && (
        <>
          <Problems title={tm('publish.problemsTitle')} problems={check.problems} />
          <Problems title={tm('publish.warningsTitle')} problems={check.warnings} />
          <ChangedExamples examples={check.examples} />
        </>
      )}
    </section>
  );
}
