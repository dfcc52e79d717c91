// Picks the input for a question slide from type, subtype and composite, and adds the skip checkbox
// for skippable questions. Info slides render nothing here; pre- and post-slides use AgeGenderInput,
// because they fill the test's meta instead of an answer.
import type { Answer } from '../../rules/types';
import { BmiInput } from './BmiInput';
import { CompositeSingleChoiceInput } from './CompositeSingleChoiceInput';
import { answerOrEmpty } from '../../rules/emptyAnswer';
import { MultipleChoiceInput } from './MultipleChoiceInput';
import { OorcheckInput } from './OorcheckInput';
import { QuarterHourRangeInput } from './QuarterHourRangeInput';
import { RangeValueInput } from './RangeValueInput';
import { SingleChoiceInput } from './SingleChoiceInput';
import { SkippableCheckbox } from './SkippableCheckbox';
import type { QuestionInputProps } from './types';
import './questions.css';

interface Props extends QuestionInputProps {
  /** Starts the hearing-test flow for oorcheck slides; without it the button stays disabled. */
  onStartOorcheck?: () => void;
  oorcheckBusy?: boolean;
}

function InputFor(props: Props) {
  const { slide, onStartOorcheck, oorcheckBusy, ...rest } = props;
  const common = { slide, ...rest };
  switch (slide.type) {
    case 'single-choice':
      return slide.composite ? <CompositeSingleChoiceInput {...common} /> : <SingleChoiceInput {...common} />;
    case 'multiple-choice':
      return <MultipleChoiceInput {...common} />;
    case 'range-value':
      return slide.subtype === 'quarter-hour-range' ? (
        <QuarterHourRangeInput {...common} />
      ) : (
        <RangeValueInput {...common} />
      );
    case 'bmi':
      return <BmiInput {...common} />;
    case 'oorcheck':
      return (
        <OorcheckInput
          {...common}
          onStart={onStartOorcheck ?? (() => undefined)}
          busy={oorcheckBusy}
          disabled={common.disabled || !onStartOorcheck}
        />
      );
    default:
      return null;
  }
}

export function QuestionInput(props: Props) {
  const { slide, answer, onChange, disabled } = props;
  if (slide.category !== 'question' || slide.type === null) return null;
  const skipped = slide.skippable && answer?.skip === true;

  return (
    <div className={`question question--${slide.type}${skipped ? ' question--skipped' : ''}`}>
      <InputFor {...props} disabled={disabled || skipped} />
      {slide.skippable && (
        <SkippableCheckbox
          checked={skipped}
          disabled={disabled}
          label={slide.skip_label}
          // Skipping keeps what was entered, so unticking the box brings it back.
          onChange={(skip) => onChange({ ...answerOrEmpty(slide, answer), skip } satisfies Answer)}
        />
      )}
    </div>
  );
}
