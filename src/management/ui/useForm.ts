// Form state for create and edit: values, per-field Dutch errors, and submit. The same check runs
// before sending (validate, built on the server's own schema and messages) and after the server
// answered 400 (its field errors land on the same fields), so both say the same thing.
import { useState } from 'react';
import type { FormEvent } from 'react';
import { t } from '../i18n';
import { describeError } from '../api/errors';
import { errorBody, errorStatus } from '../../common/api/failure';

export type FieldErrors = Partial<Record<string, string>>;

// The named fields of a form's values (forms' value types extend Record<string, unknown>, whose
// index signature would otherwise swallow every key).
type NamedKeys<V> = keyof { [K in keyof V as string extends K ? never : K]: V[K] };
/** The fields of a form's values that hold a string. */
export type StringKeys<V> = { [K in NamedKeys<V>]: V[K] extends string ? K : never }[NamedKeys<V>] & string;

export interface FormOptions<V> {
  initial: V;
  validate: (values: V) => FieldErrors;
  submit: (values: V) => Promise<void>;
  /** Dutch messages for the codes the route may send (e.g. brin_taken), with the field they belong to. */
  codeMessages?: Record<string, { message: string; field?: string }>;
}

/** Field errors from a 400 answer: `fields: { name: message }` (or `errors`), else from the code. */
export function serverFieldErrors(
  err: unknown,
  codeMessages: FormOptions<unknown>['codeMessages'] = {},
): { fields: FieldErrors; message: string } {
  const body = errorBody(err);
  const raw = body.fields ?? body.errors;
  const fields: FieldErrors = {};
  if (raw && typeof raw === 'object' && !Array.isArray(raw)) {
    for (const [field, message] of Object.entries(raw as Record<string, unknown>))
      if (typeof message === 'string') fields[field] = message;
  }
  const code = typeof body.error === 'string' ? body.error : '';
  const known = codeMessages[code];
  if (known?.field) fields[known.field] = known.message;
  const status = errorStatus(err);
  const message =
    known?.message ?? (status === 400 && Object.keys(fields).length ? t('form.fixErrors') : describeError(err));
  return { fields, message };
}

export function useForm<V extends Record<string, unknown>>({
  initial,
  validate,
  submit,
  codeMessages,
}: FormOptions<V>) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [attempted, setAttempted] = useState(false);

  const set = <K extends keyof V>(field: K, value: V[K]) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // After a first attempt, errors follow the typing so a fixed field clears at once.
    if (attempted) setErrors(validate(next));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setFailure(t('form.fixErrors'));
      return;
    }
    setSubmitting(true);
    setFailure(null);
    try {
      await submit(values);
    } catch (err) {
      const { fields, message } = serverFieldErrors(err, codeMessages);
      setErrors(fields);
      setFailure(message);
    } finally {
      setSubmitting(false);
    }
  };

  /** What a text or select field needs for one string-valued field: its name, value, setter and error. */
  const bind = <K extends StringKeys<V>>(field: K) => ({
    name: field,
    value: values[field] as string,
    onChange: (value: string) => set(field, value as V[K]),
    error: errors[field],
  });

  return { values, set, setValues, errors, failure, submitting, onSubmit, bind };
}
