// The computed values, in the order they are evaluated (a value sees those above it): a name and a
// calculation each. A new name is applied when the field is left (RenameField, src/rules/renameComputed.ts):
// the value keeps its place, and every expression and placeholder that reads it and every saved example's
// expected value follow in the same edit (one undo step), so publish does not see a changed example.
import { renameComputed } from '../../../../rules/rename';
import { tm } from '../../../i18n/modules';
import { withValueAt } from '../editor/documentDiff';
import { useEditor } from '../editor/editorContext';
import { freeName } from '../editor/listEdits';
import { RenameField } from '../editor/RenameField';
import { DocExpression } from './logicFields';

export function ComputedEditor() {
  const editor = useEditor();
  const computed = editor.document.config.computed ?? {};
  const names = Object.keys(computed);
  const setAll = (next: Record<string, string>) => editor.edit((d) => withValueAt(d, '/config/computed', next));
  // The part's heading and panel are LogicPanel's (LogicSection).
  return (
    <>
      {names.length === 0 && <p className="mg-hint">{tm('logic.computedEmpty')}</p>}
      <ol className="mg-computed">
        {names.map((name, index) => (
          <li key={index} className="mg-item">
            <RenameField
              // The expression's own pointer is the calculation's (DocExpression): the name's messages are the rename's.
              pointer={`/config/computed/${name}/name`}
              label={tm('logic.computedName')}
              required
              current={name}
              apply={(document, typed) => renameComputed(document, name, typed)}
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
