// The "Regelcontrole" tab: fill in answers (or start from a saved example answer set), see what the
// engine makes of them on the draft as it is now, and why (ExplanationView); save the answers with
// their outcome as an example, which every publish checks again. The examples are the editor's
// (useDraftEditor): as the unsaved edits name things, after a rename too; saving one saves those edits first.
import { useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import { explainModule } from '../../../../rules/explain';
import { AGES, GENDERS } from '../../../../rules/values';
import { errorBody, errorStatus } from '../../../../common/api/failure';
import type { ModuleDraft } from '../../../../shared/management/module';
import type { ExampleAnswer } from '../../../../shared/management/moduleExample';
import { describeError } from '../../../api/errors';
import { saveExample } from '../../../api/module';
import { tm } from '../../../i18n/modules';
import type { ModuleMessageKey } from '../../../i18n/modules';
import { SelectField, TextField } from '../../../ui/fields';
import { Notice } from '../../../ui/Notice';
import type { NoticeState } from '../../../ui/Notice';
import { useEditor } from '../editor/editorContext';
import { problemsOf } from '../problems';
import { useBuiltModule } from '../editor/useBuiltModule';
import { AnswerInput } from './AnswerInput';
import { engineAnswers, outcomeOf, withAnswer } from './checkerAnswers';
import { ExplanationView } from './ExplanationView';

const GENDER_LABELS: Record<(typeof GENDERS)[number], ModuleMessageKey> = {
  male: 'checker.male',
  female: 'checker.female',
  other: 'checker.other',
};

export function CheckerPanel() {
  const id = Number(useParams().id);
  const built = useBuiltModule();
  const editor = useEditor();
  const [answers, setAnswers] = useState<ExampleAnswer[]>([]);
  const [age, setAge] = useState('');
  const [gender, setGender] = useState('');
  const [chosen, setChosen] = useState('');
  const [name, setName] = useState('');
  const [notice, setNotice] = useState<NoticeState | null>(null);
  const [round, setRound] = useState(0);
  const meta = { age: age ? Number(age) : null, gender: (gender || null) as (typeof GENDERS)[number] | null };
  const explanation = useMemo(
    () => explainModule(built.module, built.config, { answers: engineAnswers(built.module, answers), meta }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- meta is rebuilt from age and gender
    [built, answers, age, gender],
  );
  const questions = built.module.slides.filter((s) => s.category === 'question');

  const pick = (value: string) => {
    setChosen(value);
    const example = editor.examples.find((e) => String(e.id) === value);
    if (!example) return;
    setAnswers(example.answers);
    setAge(example.meta.age === null ? '' : String(example.meta.age));
    setGender(example.meta.gender ?? '');
    setName(example.name);
    setRound((n) => n + 1);
  };
  // The answers and outcome name things as the editor does now, unsaved renames too; the server stores an
  // example only against the revision it was made on and only with names its draft has (examples.ts). So
  // the unsaved edits are saved first (a refused save keeps everything on screen, the editor says why),
  // and a colleague's write in between opens the editor's conflict view instead of storing old names.
  const save = async () => {
    const example = chosen ? editor.examples.find((e) => String(e.id) === chosen) : undefined;
    const input = { name: name.trim(), meta, answers, expected: outcomeOf(explanation, built.module) };
    const revision = await editor.saveBeforeExample();
    if (revision === null) {
      setNotice({ kind: 'error', text: tm('checker.draftNotSaved') });
      return;
    }
    try {
      await saveExample(id, revision, input, example?.id);
      setNotice({ kind: 'success', text: tm('checker.saved', { name: name.trim() }) });
      await editor.reloadExamples();
    } catch (err) {
      const body = errorBody(err);
      if (errorStatus(err) === 409 && body.error === 'stale_revision' && body.current) {
        editor.staleDraft(body.current as ModuleDraft);
        setNotice({ kind: 'error', text: tm('checker.stale') });
        return;
      }
      const places = problemsOf(body).map((p) => p.message);
      setNotice({ kind: 'error', text: [describeError(err), ...places].join(' ') });
    }
  };

  return (
    <div className="mg-checker">
      <section className="mg-panel" aria-labelledby="mg-checker-answers">
        <h2 id="mg-checker-answers">{tm('checker.answersTitle')}</h2>
        <p className="mg-hint">{tm('checker.intro')}</p>
        <SelectField
          label={tm('checker.example')}
          name="example"
          value={chosen}
          placeholder={tm('checker.noExample')}
          options={editor.examples.map((e) => ({ value: e.id, label: e.name }))}
          onChange={pick}
        />
        <div className="mg-grid">
          <SelectField
            label={tm('checker.age')}
            name="age"
            value={age}
            placeholder={tm('checker.unknown')}
            options={AGES.map((a) => ({ value: a, label: a === 23 ? tm('checker.age23') : String(a) }))}
            onChange={setAge}
          />
          <SelectField
            label={tm('checker.gender')}
            name="gender"
            value={gender}
            placeholder={tm('checker.unknown')}
            options={GENDERS.map((g) => ({ value: g, label: tm(GENDER_LABELS[g]) }))}
            onChange={setGender}
          />
        </div>
        <div key={round}>
          {questions.map((slide) => (
            <AnswerInput
              key={slide.id}
              slide={slide}
              answer={answers.find((a) => a.slide === slide.name)}
              onChange={(next) => setAnswers((list) => withAnswer(list, slide.name, next))}
            />
          ))}
        </div>
      </section>
      <section className="mg-panel" aria-labelledby="mg-checker-outcome">
        <h2 id="mg-checker-outcome">{tm('checker.outcomeTitle')}</h2>
        <ExplanationView explanation={explanation} />
        <h3>{tm('checker.saveTitle')}</h3>
        <Notice notice={notice} onClose={() => setNotice(null)} />
        <TextField
          label={tm('checker.exampleName')}
          name="example-name"
          value={name}
          onChange={setName}
          maxLength={200}
        />
        {editor.dirty && <p className="mg-hint">{tm('checker.unsaved')}</p>}
        <button
          type="button"
          className="button button--secondary"
          disabled={name.trim() === '' || editor.saving}
          onClick={() => void save()}
        >
          {editor.dirty ? tm('checker.saveWithDraft') : chosen ? tm('checker.replace') : tm('checker.save')}
        </button>
      </section>
    </div>
  );
}
