// Form fields bound to one place in the draft document by its JSON pointer: the value is read from
// there, a change is one edit there (typing on in the same field joins that edit, for undo), and
// the content checker's message for that pointer stands under the field.
import { useEffect, useState } from 'react';
import { formatDecimalInput, readDecimal } from '../../../../rules/decimalInput';
import { CheckboxField, SelectField, TextField } from '../../../ui/fields';
import { tm } from '../../../i18n/modules';
import { valueAt, withValueAt } from './documentDiff';
import { useEditor } from './editorContext';
import { RichTextField } from './RichTextField';

interface Bound {
  pointer: string;
  label: string;
  hint?: string;
  required?: boolean;
}

/** The checker's message(s) for this pointer, joined. */
export function useFieldError(pointer: string): string | undefined {
  const { problems } = useEditor();
  const mine = problems.filter((p) => p.path === pointer).map((p) => p.message);
  return mine.length > 0 ? mine.join(' ') : undefined;
}

/** `typing`: further changes of this field join the edit before (text); a click is an edit of its own. */
export function useBound<T>(pointer: string, typing = true): [T, (value: T) => void] {
  const editor = useEditor();
  return [
    valueAt(editor.document, pointer) as T,
    (value: T) => editor.edit((d) => withValueAt(d, pointer, value), typing ? pointer : undefined),
  ];
}

/** A text; `nullable`: an empty box stores null (an optional field of the content file). */
export function DocText({
  pointer,
  label,
  hint,
  required,
  nullable,
  maxLength,
}: Bound & { nullable?: boolean; maxLength?: number }) {
  const [value, set] = useBound<string | null | undefined>(pointer);
  return (
    <TextField
      label={label}
      name={pointer}
      value={value ?? ''}
      hint={hint}
      required={required}
      maxLength={maxLength}
      error={useFieldError(pointer)}
      onChange={(text) => set(nullable && text === '' ? null : text)}
    />
  );
}

/** A number typed the Dutch way (decimal comma); empty stores null. */
export function DocNumber({ pointer, label, hint, required }: Bound) {
  const [value, set] = useBound<number | null | undefined>(pointer);
  const [text, setText] = useState(formatDecimalInput(value));
  const [unreadable, setUnreadable] = useState(false);
  // Undo or a colleague's version changes the number underneath: show it.
  useEffect(() => {
    setText((shown) => {
      const reading = readDecimal(shown);
      const same = reading.kind === 'number' ? reading.value === value : value === null || value === undefined;
      return same ? shown : formatDecimalInput(value);
    });
  }, [value]);
  const checker = useFieldError(pointer);
  return (
    <TextField
      label={label}
      name={pointer}
      value={text}
      hint={hint}
      required={required}
      inputMode="text"
      error={unreadable ? tm('fields.notANumber') : checker}
      onChange={(typed) => {
        setText(typed);
        const reading = readDecimal(typed);
        setUnreadable(reading.kind === 'unreadable');
        if (reading.kind === 'number') set(reading.value);
        else if (reading.kind === 'empty') set(null);
      }}
    />
  );
}

export function DocCheck({ pointer, label, hint }: Bound) {
  const [value, set] = useBound<boolean | undefined>(pointer, false);
  return <CheckboxField label={label} name={pointer} hint={hint} checked={value ?? false} onChange={set} />;
}

export function DocSelect({
  pointer,
  label,
  hint,
  options,
  nullable,
}: Bound & { options: Array<{ value: string; label: string }>; nullable?: string }) {
  const [value, set] = useBound<string | null | undefined>(pointer, false);
  return (
    <SelectField
      label={label}
      name={pointer}
      value={value ?? ''}
      hint={hint}
      placeholder={nullable}
      options={options}
      error={useFieldError(pointer)}
      onChange={(chosen) => set(chosen === '' ? null : chosen)}
    />
  );
}

export function DocRichText({ pointer, label, hint, nullable }: Bound & { nullable?: boolean }) {
  const [value, set] = useBound<string | null | undefined>(pointer);
  return (
    <RichTextField
      label={label}
      hint={hint}
      value={value ?? ''}
      error={useFieldError(pointer)}
      onChange={(html) => set(nullable && html === '' ? null : html)}
    />
  );
}
