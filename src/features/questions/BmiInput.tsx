// BMI calculator: length (cm) and weight (kg); the answer's value is the BMI (one decimal) or null.
// The raw inputs are kept in sub_question_values under BMI_LENGTH_KEY/BMI_WEIGHT_KEY so a revisited
// slide shows them again.
import { useId } from 'react';
import { BMI_LENGTH_KEY, BMI_WEIGHT_KEY, bmiClass, calculateBmi } from '../../rules/bmi';
import { formatNumber } from '../../rules/format';
import { t } from '../../i18n/nl';
import { DecimalField } from './DecimalField';
import { answerOrEmpty } from '../../rules/emptyAnswer';
import type { QuestionInputProps } from './types';

export function BmiInput({ slide, answer, onChange, disabled, describedBy }: QuestionInputProps) {
  const id = useId();
  const current = answerOrEmpty(slide, answer);
  const length = current.sub_question_values[BMI_LENGTH_KEY] ?? null;
  const weight = current.sub_question_values[BMI_WEIGHT_KEY] ?? null;

  function update(key: number, n: number | null) {
    const { [key]: _old, ...rest } = current.sub_question_values;
    const values = n === null ? rest : { ...rest, [key]: n };
    onChange({
      ...current,
      sub_question_values: values,
      value: calculateBmi(values[BMI_LENGTH_KEY], values[BMI_WEIGHT_KEY]),
    });
  }

  const bmi = calculateBmi(length, weight);
  const kind = bmiClass(bmi);
  let message: string;
  if (bmi !== null && kind !== null) {
    message = t('question.bmi.result', { bmi: formatNumber(bmi), class: t(`question.bmi.${kind}`) });
  } else if (length === null || weight === null) {
    message = t('question.bmi.missing');
  } else {
    message = t('question.bmi.unknown');
  }

  return (
    <fieldset className="question__group question__bmi" aria-describedby={describedBy} disabled={disabled}>
      <legend className="question__sr-only">{slide.text}</legend>
      <div className="question__field">
        <label htmlFor={`${id}-length`} className="question__range-label">
          {t('question.bmi.length')}
        </label>
        <DecimalField id={`${id}-length`} value={length} onChange={(n) => update(BMI_LENGTH_KEY, n)} />
      </div>
      <div className="question__field">
        <label htmlFor={`${id}-weight`} className="question__range-label">
          {t('question.bmi.weight')}
        </label>
        <DecimalField id={`${id}-weight`} value={weight} onChange={(n) => update(BMI_WEIGHT_KEY, n)} />
      </div>
      <output className={`question__bmi-result${kind ? ` question__bmi-result--${kind}` : ''}`} aria-live="polite">
        {message}
      </output>
    </fieldset>
  );
}
