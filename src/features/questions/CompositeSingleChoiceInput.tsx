// Composite single choice: one radio group per sub-question, all with the slide's options.
// Stored as sub_question_options { subQuestionId: optionId }.
import { useId } from 'react';
import { answerOrEmpty } from './emptyAnswer';
import type { QuestionInputProps } from './types';

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
                  <div key={option.id} className={`question__option${checked ? ' question__option--checked' : ''}`}>
                    <input
                      id={id}
                      type="radio"
                      name={name}
                      className="question__control"
                      checked={checked}
                      onChange={() =>
                        onChange({
                          ...current,
                          sub_question_options: { ...current.sub_question_options, [sub.id]: option.id },
                        })
                      }
                    />
                    <label htmlFor={id} className="question__label">
                      {option.name}
                    </label>
                  </div>
                );
              })}
            </div>
          </fieldset>
        );
      })}
    </div>
  );
}
