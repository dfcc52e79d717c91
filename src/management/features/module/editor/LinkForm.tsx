// The link address of a rich text field, typed inline (no window.prompt: it cannot be styled,
// labelled or tested). Only https, http and mailto links are accepted; empty removes the link.
import { useId, useState } from 'react';
import { isAllowedLink } from '../../../../shared/management/richTextHtml';
import { t } from '../../../i18n';
import { tm } from '../../../i18n/modules';

interface Props {
  current: string;
  onDone: (href: string) => void;
  onCancel: () => void;
}

export function LinkForm({ current, onDone, onCancel }: Props) {
  const id = useId();
  const [href, setHref] = useState(current);
  const [error, setError] = useState(false);
  const apply = () => {
    const value = href.trim();
    if (value !== '' && !isAllowedLink(value)) return setError(true);
    onDone(value);
  };
  return (
    <div className="mg-rich__link">
      <label htmlFor={id}>{tm('richText.linkPrompt')}</label>
      <input
        id={id}
        type="url"
        value={href}
        autoFocus
        aria-invalid={error || undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => {
          setHref(event.target.value);
          setError(false);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            apply();
          } else if (event.key === 'Escape') {
            event.preventDefault();
            onCancel();
          }
        }}
      />
      {error && (
        <span id={`${id}-error`} className="mg-field__error">
          {tm('richText.invalidLink')}
        </span>
      )}
      <div className="mg-actions">
        <button type="button" className="button button--primary" onClick={apply}>
          {tm('richText.link')}
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {t('form.cancel')}
        </button>
      </div>
    </div>
  );
}
