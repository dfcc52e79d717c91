// Range value question: one control, or one per sub-question for composite slides
// (stored in sub_question_values). The quarter-hour-range subtype has its own input.
import { answerOrEmpty } from '../../rules/emptyAnswer';
import { RangeControl } from './RangeControl';
import type { QuestionInputProps } from './types';

export function RangeValueInput({ slide, answer, onChange, disabled, describedBy }: QuestionInputProps) {
  const current = answerOrEmpty(slide, answer);

  if (!slide.composite) {
    return (
      <div className="question__ranges">
        <RangeControl
          slide={slide}
          label={slide.text}
          labelHidden
          value={current.value}
          disabled={disabled}
          describedBy={describedBy}
          onChange={(value) => onChange({ ...current, value })}
        />
      </div>
    );
  }

  return (
    <fieldset className="question__group question__ranges" aria-describedby={describedBy} disabled={disabled}>
      <legend className="question__sr-only">{slide.text}</legend>
      {slide.sub_questions.map((sub) => (
        <RangeControl
          key={sub.id}
          slide={slide}
          label={sub.name}
          value={current.sub_question_values[sub.id] ?? null}
          disabled={disabled}
          describedBy={describedBy}
          onChange={(value) => {
            // An emptied number input removes the sub-question's value rather than storing null.
            const { [sub.id]: _old, ...rest } = current.sub_question_values;
            onChange({ ...current, sub_question_values: value === null ? rest : { ...rest, [sub.id]: value } });
          }}
        />
      ))}
    </fieldset>
  );
}
