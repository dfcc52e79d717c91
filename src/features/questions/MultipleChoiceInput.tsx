// Multiple choice: checkboxes; exclusive options and free-text options (docs/product.md §4).
import { useId } from 'react';
import { answerOrEmpty } from '../../rules/emptyAnswer';
import { isOptionBlocked, toggleOption } from './multipleChoice';
import { OptionTextField } from './OptionTextField';
import type { QuestionInputProps } from './types';

export function MultipleChoiceInput({ slide, answer, onChange, disabled, describedBy }: QuestionInputProps) {
  const name = useId();
  const current = answerOrEmpty(slide, answer);

  return (
    <fieldset className="question__group" aria-describedby={describedBy} disabled={disabled}>
      <legend className="question__sr-only">{slide.text}</legend>
      {slide.options.map((option) => {
        const id = `${name}-${option.id}`;
        const checked = current.options.includes(option.id);
        const blocked = isOptionBlocked(current, option);
        const classes = ['question__option'];
        if (checked) classes.push('question__option--checked');
        if (blocked) classes.push('question__option--disabled');
        if (option.exclusive) classes.push('question__option--exclusive');
        return (
          <div key={option.id} className={classes.join(' ')}>
            <input
              id={id}
              type="checkbox"
              className="question__control"
              checked={checked}
              disabled={blocked}
              onChange={(e) => onChange(toggleOption(current, option, e.target.checked))}
            />
            <label htmlFor={id} className="question__label">
              {option.name}
            </label>
            {checked && option.input && (
              <OptionTextField
                option={option}
                value={current.option_values[option.id] ?? ''}
                disabled={disabled}
                onChange={(text) =>
                  onChange({ ...current, option_values: { ...current.option_values, [option.id]: text } })
                }
              />
            )}
          </div>
        );
      })}
    </fieldset>
  );
}
