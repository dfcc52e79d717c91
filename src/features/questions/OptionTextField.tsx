// Free-text field for a chosen option with the input flag ('Anders, namelijk …').
import { useId } from 'react';
import type { QuestionOption } from '../../rules/types';
import { t } from '../../i18n/nl';

interface Props {
  option: QuestionOption;
  value: string;
  onChange: (text: string) => void;
  disabled?: boolean;
}

export function OptionTextField({ option, value, onChange, disabled }: Props) {
  const id = useId();
  return (
    <div className="question__option-text">
      <label htmlFor={id} className="question__sr-only">
        {t('question.optionText', { option: option.name })}
      </label>
      <input
        id={id}
        type="text"
        className="question__text-input"
        value={value}
        maxLength={255}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}
