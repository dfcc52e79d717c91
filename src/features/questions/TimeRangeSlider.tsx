// Two clock times on one slider: two overlaid <input type="range"> (a start and an end thumb), each
// keyboard-operable and labelled, with the span between them highlighted. The times wrap at midnight,
// so the thumbs may cross: the duration is end minus start modulo 24 h.
import { useId } from 'react';
import type { CSSProperties } from 'react';
import { formatClockTime, formatRange } from '../../rules/timeRange';
import type { Bounds } from '../../rules/steps';
import { t } from '../../i18n/nl';
import { SliderEnds } from './SliderEnds';

const STEP = 0.25;

interface Props {
  label: string;
  labelHidden?: boolean;
  bounds: Bounds;
  range: [number, number] | null;
  onChange: (range: [number, number]) => void;
  disabled?: boolean;
  describedBy?: string;
}

export function TimeRangeSlider({ label, labelHidden, bounds, range, onChange, disabled, describedBy }: Props) {
  const id = useId();
  const { min, max } = bounds;
  // Until the student moves a thumb, they rest at the slider's ends; the first move saves both.
  const [start, end] = range ?? [min, max];
  const percent = (x: number) => (max > min ? ((x - min) / (max - min)) * 100 : 0);
  const trackStyle = {
    '--range-from': `${percent(Math.min(start, end))}%`,
    '--range-to': `${percent(Math.max(start, end))}%`,
  } as CSSProperties;

  return (
    <fieldset
      className={`question__time-range${range === null ? ' question__time-range--unset' : ''}`}
      aria-describedby={describedBy}
      disabled={disabled}
    >
      <legend className={labelHidden ? 'question__sr-only' : 'question__sub-legend'}>{label}</legend>
      <div className="question__dual-slider" style={trackStyle}>
        <label htmlFor={`${id}-start`} className="question__sr-only">
          {t('question.start')}
        </label>
        <input
          id={`${id}-start`}
          type="range"
          className="question__slider question__slider--start"
          min={min}
          max={max}
          step={STEP}
          value={start}
          aria-valuetext={formatClockTime(start)}
          onChange={(e) => onChange([Number(e.target.value), end])}
          // Unset thumbs rest on the ends: a tap there fires no change event, so the click chooses.
          onClick={() => {
            if (range === null) onChange([start, end]);
          }}
        />
        <label htmlFor={`${id}-end`} className="question__sr-only">
          {t('question.end')}
        </label>
        <input
          id={`${id}-end`}
          type="range"
          className="question__slider question__slider--end"
          min={min}
          max={max}
          step={STEP}
          value={end}
          aria-valuetext={formatClockTime(end)}
          onChange={(e) => onChange([start, Number(e.target.value)])}
          onClick={() => {
            if (range === null) onChange([start, end]);
          }}
        />
      </div>
      <SliderEnds min={formatClockTime(min)} max={formatClockTime(max)} />
      <output className="question__range-value" aria-live="polite">
        {range === null ? t('question.rangeUnset') : formatRange(start, end)}
      </output>
    </fieldset>
  );
}
