// Single choice: a radio group. The saved value is the chosen option's value (the rule engine reads it).
import { useId } from 'react';
import type { QuestionOption } from '../../rules/types';
import { answerOrEmpty } from '../../rules/emptyAnswer';
import { OptionTextField } from './OptionTextField';
import type { QuestionInputProps } from './types';
import { RadioOption } from './RadioOption';

export function SingleChoiceInput({ slide, answer, onChange, disabled, describedBy }: QuestionInputProps) {
  const name = useId();
  const current = answerOrEmpty(slide, answer);
  const chosen = current.options[0] ?? null;

  function choose(option: QuestionOption) {
    // Only the chosen option's free text belongs to the answer.
    const text = current.option_values[option.id];
    onChange({
      ...current,
      options: [option.id],
      value: option.value,
      exclusive_option: option.exclusive ? option.id : null,
      option_values: option.input && text !== undefined ? { [option.id]: text } : {},
    });
  }

  return (
    <fieldset className="question__group" aria-describedby={describedBy} disabled={disabled}>
      <legend className="question__sr-only">{slide.text}</legend>
      {slide.options.map((option) => {
        const id = `${name}-${option.id}`;
        const checked = chosen === option.id;
        return (
          <RadioOption
            key={option.id}
            id={id}
            name={name}
            label={option.name}
            checked={checked}
            onSelect={() => choose(option)}
          >
            {checked && option.input && (
              <OptionTextField
                option={option}
                value={current.option_values[option.id] ?? ''}
                disabled={disabled}
                onChange={(text) => onChange({ ...current, option_values: { [option.id]: text } })}
              />
            )}
          </RadioOption>
        );
      })}
    </fieldset>
  );
}
