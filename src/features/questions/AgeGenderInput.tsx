// Age and gender on the synthetic pre- and post-slides. They fill the test's meta, not an answer.
import { useId } from 'react';
import type { Gender, AttemptMeta } from '../../rules/types';
import { t } from '../../i18n/nl';
import './questions.css';
import { AGES, OLDEST_AGE } from '../../rules/values';
import { RadioOption } from './RadioOption';

interface Props {
  meta: AttemptMeta;
  askAge: boolean;
  askGender: boolean;
  /** 'Anders' is offered on the post-slide only. */
  allowOther: boolean;
  onChange: (meta: AttemptMeta) => void;
  disabled?: boolean;
  describedBy?: string;
}

interface ChoiceGroupProps<T extends string | number> {
  legend: string;
  name: string;
  choices: ReadonlyArray<{ value: T; label: string }>;
  selected: T | null;
  onSelect: (value: T) => void;
  disabled?: boolean;
  describedBy?: string;
}

function ChoiceGroup<T extends string | number>(props: ChoiceGroupProps<T>) {
  const { legend, name, choices, selected, onSelect, disabled, describedBy } = props;
  return (
    <fieldset className="question__group" aria-describedby={describedBy} disabled={disabled}>
      <legend className="question__sub-legend">{legend}</legend>
      {choices.map((choice) => {
        const id = `${name}-${choice.value}`;
        const checked = selected === choice.value;
        return (
          <RadioOption
            key={choice.value}
            id={id}
            name={name}
            label={choice.label}
            checked={checked}
            onSelect={() => onSelect(choice.value)}
          />
        );
      })}
    </fieldset>
  );
}

export function AgeGenderInput({ meta, askAge, askGender, allowOther, onChange, disabled, describedBy }: Props) {
  const name = useId();
  const ages: Array<{ value: number; label: string }> = AGES.map((age) => ({
    value: age,
    label: age === OLDEST_AGE ? t('question.meta.ageOlder') : t('question.meta.ageYears', { age }),
  }));
  const genders: Array<{ value: Gender; label: string }> = [
    { value: 'male', label: t('question.meta.male') },
    { value: 'female', label: t('question.meta.female') },
  ];
  if (allowOther) genders.push({ value: 'other', label: t('question.meta.other') });

  return (
    <div className="question__meta">
      {askAge && (
        <ChoiceGroup
          legend={t('question.meta.age')}
          name={`${name}-age`}
          choices={ages}
          selected={meta.age}
          onSelect={(age) => onChange({ ...meta, age })}
          disabled={disabled}
          describedBy={describedBy}
        />
      )}
      {askGender && (
        <ChoiceGroup
          legend={t('question.meta.gender')}
          name={`${name}-gender`}
          choices={genders}
          selected={meta.gender}
          onSelect={(gender) => onChange({ ...meta, gender })}
          disabled={disabled}
          describedBy={describedBy}
        />
      )}
    </div>
  );
}
