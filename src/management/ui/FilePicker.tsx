// A file field whose every word is Dutch. The browser's own button and "no file" text follow the
// browser's language (Firefox and WebKit said "Browse… No file selected." on a Dutch page), so the
// real input is visually hidden and a label styled as a button opens it; the chosen name, or that
// none is chosen yet, is shown beside it and read with the field. Keyboard focus stays on the input
// and is drawn on the button; a tap on the button opens the picker, as a label does.
import type { ChangeEvent } from 'react';
import { t } from '../i18n';

export function FilePicker({
  id,
  label,
  hint,
  accept,
  file,
  onChange,
}: {
  id: string;
  label: string;
  hint: string;
  accept: string;
  file: File | null;
  onChange: (file: File | null) => void;
}) {
  return (
    <div className="field mg-field">
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
          aria-describedby={`${id}-chosen ${id}-hint`}
          onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.files?.[0] ?? null)}
        />
        <label htmlFor={id} className="button button--secondary mg-file__button" aria-hidden="true">
          {t('filePicker.choose')}
        </label>
        <span className="mg-file__name" id={`${id}-chosen`}>
          {file ? file.name : t('filePicker.none')}
        </span>
      </div>
    </div>
  );
}
