// One range value: a slider with the subtype's step and the value shown formatted, or for subtype
// 'none' a plain number box (DecimalField: decimal comma or point); the slide's min and max are
// checked by validateSlide (docs/product.md §5).
import { useId } from 'react';
import { sliderBounds, sliderStep } from '../../rules/steps';
import type { Slide } from '../../rules/types';
import { t } from '../../i18n/nl';
import { DecimalField } from './DecimalField';
import { formatRangeValue } from './formatRangeValue';
import { SliderEnds } from './SliderEnds';

interface Props {
  slide: Slide;
  label: string;
  /** Keep the label for screen readers only (the slide title already shows it). */
  labelHidden?: boolean;
  value: number | null;
  onChange: (value: number | null) => void;
  disabled?: boolean;
  describedBy?: string;
}

/** Range inputs report strings such as '0.30000000000000004'; keep what a step can produce. */
function roundToStep(value: number, step: number): number {
  const decimals = step < 1 ? String(step).split('.')[1].length : 0;
  return Number((Math.round(value / step) * step).toFixed(decimals));
}

export function RangeControl({ slide, label, labelHidden, value, onChange, disabled, describedBy }: Props) {
  const id = useId();
  const step = sliderStep(slide.subtype);
  const labelClass = labelHidden ? 'question__sr-only' : 'question__range-label';

  if (step === null) {
    return (
      <div className="question__range question__range--number">
        <label htmlFor={id} className={labelClass}>
          {label}
        </label>
        <DecimalField id={id} value={value} disabled={disabled} describedBy={describedBy} onChange={onChange} />
        {slide.value_label && <span className="question__value-label">{slide.value_label}</span>}
      </div>
    );
  }

  const { min, max } = sliderBounds(slide);
  const shown = value === null ? null : formatRangeValue(slide.subtype, value, slide.value_label);
  const commit = (raw: string) => onChange(roundToStep(Number(raw), step));
  return (
    <div className={`question__range${value === null ? ' question__range--unset' : ''}`}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <div className="question__slider-box">
        <input
          id={id}
          type="range"
          className="question__slider"
          min={min}
          max={max}
          step={step}
          value={value ?? min}
          disabled={disabled}
          aria-valuetext={shown ?? t('question.noValue')}
          aria-describedby={describedBy}
          onChange={(e) => commit(e.target.value)}
          // An unset slider rests on its minimum, so a tap or click there changes nothing and fires no
          // change event: the click itself chooses the value under the thumb (issue 12 item 3).
          onClick={(e) => {
            if (value === null) commit(e.currentTarget.value);
          }}
        />
        <SliderEnds min={formatRangeValue(slide.subtype, min)} max={formatRangeValue(slide.subtype, max)} />
      </div>
      <output htmlFor={id} className="question__range-value" aria-live="polite">
        {shown ?? t('question.noValue')}
      </output>
    </div>
  );
}
