// 'Ik heb dit onderdeel (nog) niet gedaan', or the question's own skip label: marks the answer skipped; the
// dialog then disables the input.
import { useId } from 'react';
import { t } from '../../i18n/nl';

interface Props {
  checked: boolean;
  onChange: (skip: boolean) => void;
  disabled?: boolean;
  /** The question's own text (content `skip_label`); the default otherwise. */
  label?: string | null;
}

export function SkippableCheckbox({ checked, onChange, disabled, label }: Props) {
  const id = useId();
  return (
    <div className={`question__skip${checked ? ' question__skip--checked' : ''}`}>
      <input
        id={id}
        type="checkbox"
        className="question__control"
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange(e.target.checked)}
      />
      <label htmlFor={id} className="question__label">
        {label || t('question.skip')}
      </label>
    </div>
  );
}
