// Quarter-hour-range question (e.g. bedtime and wake-up time). Composite slides get one slider per
// sub-question, saved in sub_question_ranges with sub_question_values = duration (end - start mod 24).
// A non-composite slide keeps its range under its own id and saves the duration as value.
import { sliderBounds } from '../../rules/steps';
import { rangeDuration } from '../../rules/timeRange';
import { answerOrEmpty } from '../../rules/emptyAnswer';
import { TimeRangeSlider } from './TimeRangeSlider';
import type { QuestionInputProps } from './types';

export function QuarterHourRangeInput({ slide, answer, onChange, disabled, describedBy }: QuestionInputProps) {
  const current = answerOrEmpty(slide, answer);
  const bounds = sliderBounds(slide);

  if (!slide.composite) {
    return (
      <TimeRangeSlider
        label={slide.text}
        labelHidden
        bounds={bounds}
        range={current.sub_question_ranges[slide.id] ?? null}
        disabled={disabled}
        describedBy={describedBy}
        onChange={(range) =>
          onChange({
            ...current,
            sub_question_ranges: { ...current.sub_question_ranges, [slide.id]: range },
            value: rangeDuration(range[0], range[1]),
          })
        }
      />
    );
  }

  return (
    <div className="question__ranges">
      {slide.sub_questions.map((sub) => (
        <TimeRangeSlider
          key={sub.id}
          label={sub.name}
          bounds={bounds}
          range={current.sub_question_ranges[sub.id] ?? null}
          disabled={disabled}
          describedBy={describedBy}
          onChange={(range) =>
            onChange({
              ...current,
              sub_question_ranges: { ...current.sub_question_ranges, [sub.id]: range },
              sub_question_values: { ...current.sub_question_values, [sub.id]: rangeDuration(range[0], range[1]) },
            })
          }
        />
      ))}
    </div>
  );
}
