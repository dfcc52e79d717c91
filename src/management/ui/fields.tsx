// Labelled form controls with their hint and Dutch error, wired with aria-invalid and
// aria-describedby so a screen reader reads the error with the field.
import { useId } from 'react';
import type { ReactNode } from 'react';
import { t } from '../i18n';

interface FieldProps {
  label: string;
  error?: string;
  hint?: string;
  required?: boolean;
  children: (ids: { id: string; describedBy: string | undefined; invalid: boolean }) => ReactNode;
}

export function Field({ label, error, hint, required, children }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field mg-field${error ? ' mg-field--error' : ''}`}>
      <label htmlFor={id}>
        {label}
        {required && <span className="mg-required"> ({t('form.required')})</span>}
      </label>
      {hint && (
        <span id={hintId} className="mg-hint">
          {hint}
        </span>
      )}
      {children({ id, describedBy, invalid: Boolean(error) })}
      {error && (
        <span id={errorId} className="mg-field__error">
          {error}
        </span>
      )}
    </div>
  );
}

interface TextFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
  required?: boolean;
  type?: 'text' | 'email' | 'number';
  maxLength?: number;
  autoComplete?: string;
  /** The phone keyboard to show (e.g. 'numeric' for a whole number typed in a text box). */
  inputMode?: 'text' | 'numeric' | 'email' | 'url';
}

export function TextField({
  label,
  name,
  value,
  onChange,
  error,
  hint,
  required,
  type = 'text',
  maxLength,
  autoComplete,
  inputMode,
}: TextFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} required={required}>
      {({ id, describedBy, invalid }) => (
        <input
          id={id}
          name={name}
          type={type}
          value={value}
          maxLength={maxLength}
          inputMode={inputMode}
          autoComplete={autoComplete ?? 'off'}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          aria-required={required || undefined}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}

interface SelectFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  options: Array<{ value: string | number; label: string }>;
  error?: string;
  hint?: string;
  required?: boolean;
  /** The empty first option ("Kies …"); omitted when a choice is always made. */
  placeholder?: string;
}

export function SelectField({
  label,
  name,
  value,
  onChange,
  options,
  error,
  hint,
  required,
  placeholder,
}: SelectFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} required={required}>
      {({ id, describedBy, invalid }) => (
        <select
          id={id}
          name={name}
          value={value}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          aria-required={required || undefined}
          onChange={(event) => onChange(event.target.value)}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={String(option.value)}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

export function CheckboxField({
  label,
  name,
  checked,
  onChange,
  hint,
}: {
  label: string;
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  hint?: string;
}) {
  const id = useId();
  return (
    <div className="mg-check">
      <input
        id={id}
        name={name}
        type="checkbox"
        checked={checked}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id}>{label}</label>
      {hint && (
        <span id={`${id}-hint`} className="mg-hint">
          {hint}
        </span>
      )}
    </div>
  );
}

/** The form's failure line (role=alert, so it is announced) with the count of fields to fix. */
export function FormFailure({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p className="mg-form__failure" role="alert">
      {message}
    </p>
  );
}
