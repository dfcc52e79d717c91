// A file field whose every word is Dutch. The browser's own button and "no file" text follow the
// browser's language (Firefox and WebKit said "Browse… No file selected." on a Dutch page), so the
// real input is visually hidden and a label styled as a button opens it; the chosen name, or that
// none is chosen yet, is shown beside it and read with the field. Keyboard focus stays on the input
// and is drawn on the button; a tap on the button opens the picker, as a label does. An error
// ("Kies eerst een bestand.") is tied to the input as the other fields' errors are (fields.tsx).
import type { ChangeEvent } from 'react';
import { t } from '../i18n';

export function FilePicker({
  id,
  label,
  hint,
  accept,
  file,
  error,
  onChange,
}: {
  id: string;
  label: string;
  hint: string;
  accept: string;
  file: File | null;
  /** Shown under the field and announced; the input is then aria-invalid and described by it. */
  error?: string | null;
  onChange: (file: File | null) => void;
}) {
  return (
    <div className={`field mg-field${error ? ' mg-field--error' : ''}`}>
      <label id={`${id}-label`} htmlFor={id}>
        {label}
      </label>
      <span className="mg-hint" id={`${id}-hint`}>
        {hint}
      </span>
      <div className="mg-file">
        <input
          id={id}
          type="file"
          className="mg-file__input"
          accept={accept}
          aria-labelledby={`${id}-label`}
          aria-describedby={`${id}-chosen ${id}-hint${error ? ` ${id}-error` : ''}`}
          aria-invalid={error ? true : undefined}
          onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.files?.[0] ?? null)}
        />
        <label htmlFor={id} className="button button--secondary mg-file__button" aria-hidden="true">
          {t('filePicker.choose')}
        </label>
        <span className="mg-file__name" id={`${id}-chosen`}>
          {file ? file.name : t('filePicker.none')}
        </span>
      </div>
      {error && (
        <span id={`${id}-error`} className="mg-field__error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
