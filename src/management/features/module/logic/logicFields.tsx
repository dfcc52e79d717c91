// Fields of the rules tab bound to the document by pointer (as editor/docFields): an expression with
// autocompletion and check, and a set of names chosen by checkboxes (slides to skip, texts to show,
// actions to offer), which are structured rows, not typed text, wherever the content format allows.
import type { ExpressionPoint } from '../../../../rules/scopeNames';
import { useBound, useFieldError } from '../editor/docFields';
import { useBuiltModule } from '../editor/useBuiltModule';
import { ExpressionField } from './ExpressionField';

export function DocExpression({ pointer, label, point }: { pointer: string; label: string; point: ExpressionPoint }) {
  const built = useBuiltModule();
  const [value, set] = useBound<string | undefined>(pointer);
  return (
    <ExpressionField
      label={label}
      value={value ?? ''}
      onChange={set}
      built={built}
      point={point}
      error={useFieldError(pointer)}
    />
  );
}

/** A list of names (an optional field: none chosen removes it from the rule). */
export function DocNameSet({ pointer, legend, names }: { pointer: string; legend: string; names: readonly string[] }) {
  const [value, set] = useBound<string[] | undefined>(pointer, false);
  const chosen = value ?? [];
  if (names.length === 0) return null;
  const toggle = (name: string, on: boolean) => {
    const next = on ? names.filter((n) => n === name || chosen.includes(n)) : chosen.filter((n) => n !== name);
    set(next.length > 0 ? next : undefined);
  };
  return (
    <fieldset className="mg-nameset">
      <legend>{legend}</legend>
      {names.map((name) => (
        <label key={name} className="mg-nameset__item">
          <input type="checkbox" checked={chosen.includes(name)} onChange={(e) => toggle(name, e.target.checked)} />
          <span>{name}</span>
        </label>
      ))}
    </fieldset>
  );
}
