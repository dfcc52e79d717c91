// The computed values, in the order they are evaluated (a value sees those above it): a name and a
// calculation each. Renaming keeps the order; rules that use the old name are reported by the check.
import { tm } from '../../../i18n/modules';
import { TextField } from '../../../ui/fields';
import { withValueAt } from '../editor/documentDiff';
import { useEditor } from '../editor/editorContext';
import { freeName } from '../editor/listEdits';
import { DocExpression } from './logicFields';

/** The record with one key renamed, in place (the order is the evaluation order). */
export function renamedKey<T>(record: Record<string, T>, from: string, to: string): Record<string, T> {
  return Object.fromEntries(Object.entries(record).map(([key, value]) => [key === from ? to : key, value]));
}

export function ComputedEditor() {
  const editor = useEditor();
  const computed = editor.document.config.computed ?? {};
  const names = Object.keys(computed);
  const setAll = (next: Record<string, string>, group?: string) =>
    editor.edit((d) => withValueAt(d, '/config/computed', next), group);
  // The part's heading and panel are LogicPanel's (LogicSection).
  return (
    <>
      {names.length === 0 && <p className="mg-hint">{tm('logic.computedEmpty')}</p>}
      <ol className="mg-computed">
        {names.map((name, index) => (
          <li key={index} className="mg-item">
            <TextField
              label={tm('logic.computedName')}
              name={`computed-${index}`}
              value={name}
              onChange={(next) => {
                if (next === '' || (next !== name && names.includes(next))) return;
                setAll(renamedKey(computed, name, next), `computed-name-${index}`);
              }}
            />
            <DocExpression
              pointer={`/config/computed/${name}`}
              label={tm('logic.computedExpression')}
              point={{ kind: 'computed', name }}
            />
            <button
              type="button"
              className="button mg-button--danger mg-button--small"
              aria-label={`${tm('logic.delete')}: ${name}`}
              onClick={() => setAll(Object.fromEntries(Object.entries(computed).filter(([key]) => key !== name)))}
            >
              {tm('logic.delete')}
            </button>
          </li>
        ))}
      </ol>
      <button
        type="button"
        className="button button--secondary"
        onClick={() => setAll({ ...computed, [freeName(names, `waarde_${names.length + 1}`)]: '' })}
      >
        {tm('logic.computedAdd')}
      </button>
    </>
  );
}
