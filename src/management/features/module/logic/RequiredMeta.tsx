// Whether age and gender are asked before the first question (the pre-slide) or only at the end.
import { tm } from '../../../i18n/modules';
import { CheckboxField } from '../../../ui/fields';
import { useEditor } from '../editor/editorContext';
import { withValueAt } from '../editor/documentDiff';

export function RequiredMeta() {
  const editor = useEditor();
  const asked = editor.document.config.required_meta ?? [];
  const set = (field: 'age' | 'gender', on: boolean) =>
    editor.edit((d) =>
      withValueAt(
        d,
        '/config/required_meta',
        (['age', 'gender'] as const).filter((f) => (f === field ? on : asked.includes(f))),
      ),
    );
  return (
    <section className="mg-panel">
      <h2>{tm('logic.requiredMeta')}</h2>
      <CheckboxField
        label={tm('logic.askAge')}
        name="ask-age"
        checked={asked.includes('age')}
        onChange={(on) => set('age', on)}
      />
      <CheckboxField
        label={tm('logic.askGender')}
        name="ask-gender"
        checked={asked.includes('gender')}
        onChange={(on) => set('gender', on)}
      />
    </section>
  );
}
