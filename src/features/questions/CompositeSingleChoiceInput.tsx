// Composite single choice: one radio group per sub-question, all with the slide's options.
// Stored as sub_question_options { subQuestionId: optionId }.
import { useId } from 'react';
import { answerOrEmpty } from '../../rules/emptyAnswer';
import type { QuestionInputProps } from './types';
import { RadioOption } from './RadioOption';

export function CompositeSingleChoiceInput({ slide, answer, onChange, disabled, describedBy }: QuestionInputProps) {
  const base = useId();
  const current = answerOrEmpty(slide, answer);

  return (
    <div className="question__composite">
      {slide.sub_questions.map((sub) => {
        const name = `${base}-${sub.id}`;
        const chosen = current.sub_question_options[sub.id];
        return (
          <fieldset
            key={sub.id}
            className="question__group question__group--row"
            aria-describedby={describedBy}
            disabled={disabled}
          >
            <legend className="question__sub-legend">{sub.name}</legend>
            <div className="question__row-options">
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
                    onSelect={() =>
                      onChange({
                        ...current,
                        sub_question_options: { ...current.sub_question_options, [sub.id]: option.id },
                      })
                    }
                  />
                );
              })}
            </div>
          </fieldset>
        );
      })}
    </div>
  );
}
