// One question's answer in the rule checker, in the form its type takes (a choice, boxes, a number,
// a range per sub-question, the Oorcheck's outcome), written as an example answer (by names).
import { useId } from 'react';
import type { ExampleAnswer } from '../../../../shared/management/moduleExample';
import { readDecimal, formatDecimalInput } from '../../../../rules/decimalInput';
import type { Slide } from '../../../../rules/types';
import { tm } from '../../../i18n/modules';
import { exampleName } from './checkerAnswers';

interface Props {
  slide: Slide;
  answer: ExampleAnswer | undefined;
  onChange: (next: ExampleAnswer | null) => void;
}

function NumberBox({
  label,
  value,
  onChange,
}: {
  label: string;
  value: number | null | undefined;
  onChange: (v: number | null) => void;
}) {
  const id = useId();
  return (
    <span className="mg-checker__number">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        inputMode="decimal"
        defaultValue={formatDecimalInput(value)}
        onChange={(event) => {
          const reading = readDecimal(event.target.value);
          if (reading.kind === 'number') onChange(reading.value);
          else if (reading.kind === 'empty') onChange(null);
        }}
      />
    </span>
  );
}

export function AnswerInput({ slide, answer, onChange }: Props) {
  const id = useId();
  const base: ExampleAnswer = answer ?? { slide: slide.name };
  const set = (patch: Partial<ExampleAnswer>) => onChange({ ...base, ...patch });
  const subs = slide.composite ? slide.sub_questions : [];
  const choiceOptions = slide.options.map((o) => (
    <option key={o.id} value={exampleName(o)}>
      {o.name}
    </option>
  ));
  let input;
  if (slide.type === 'single-choice' && subs.length === 0) {
    input = (
      <select
        id={id}
        value={base.options?.[0] ?? ''}
        onChange={(e) => set({ options: e.target.value ? [e.target.value] : [] })}
      >
        <option value="">{tm('checker.noAnswer')}</option>
        {choiceOptions}
      </select>
    );
  } else if (slide.type === 'single-choice') {
    input = subs.map((sub) => (
      <label key={sub.id} className="mg-checker__sub">
        <span>{sub.name}</span>
        <select
          value={base.subOptions?.[exampleName(sub)] ?? ''}
          onChange={(e) => {
            const next = { ...(base.subOptions ?? {}) };
            if (e.target.value) next[exampleName(sub)] = e.target.value;
            else delete next[exampleName(sub)];
            set({ subOptions: next });
          }}
        >
          <option value="">{tm('checker.noAnswer')}</option>
          {choiceOptions}
        </select>
      </label>
    ));
  } else if (slide.type === 'multiple-choice') {
    const chosen = base.options ?? [];
    input = slide.options.map((o) => (
      <label key={o.id} className="mg-checker__box">
        <input
          type="checkbox"
          checked={chosen.includes(exampleName(o))}
          onChange={(e) =>
            set({
              options: e.target.checked ? [...chosen, exampleName(o)] : chosen.filter((n) => n !== exampleName(o)),
            })
          }
        />
        <span>{o.name}</span>
      </label>
    ));
  } else if (slide.type === 'range-value' && subs.length > 0) {
    input = subs.map((sub) =>
      slide.subtype === 'quarter-hour-range' ? (
        <span key={sub.id} className="mg-checker__sub">
          <span>{sub.name}</span>
          {([0, 1] as const).map((end) => (
            <NumberBox
              key={end}
              label={tm(end === 0 ? 'checker.from' : 'checker.to')}
              value={base.subRanges?.[exampleName(sub)]?.[end]}
              onChange={(v) => {
                const range = [...(base.subRanges?.[exampleName(sub)] ?? [0, 0])];
                range[end] = v ?? 0;
                set({ subRanges: { ...(base.subRanges ?? {}), [exampleName(sub)]: range } });
              }}
            />
          ))}
        </span>
      ) : (
        <NumberBox
          key={sub.id}
          label={sub.name}
          value={base.subValues?.[exampleName(sub)]}
          onChange={(v) => {
            const next = { ...(base.subValues ?? {}) };
            if (v === null) delete next[exampleName(sub)];
            else next[exampleName(sub)] = v;
            set({ subValues: next });
          }}
        />
      ),
    );
  } else if (slide.type === 'oorcheck') {
    input = (
      <select
        id={id}
        value={base.value ?? ''}
        onChange={(e) => set({ value: e.target.value === '' ? null : Number(e.target.value) })}
      >
        <option value="">{tm('checker.noAnswer')}</option>
        <option value="1">{tm('checker.oorcheckGood')}</option>
        <option value="0">{tm('checker.oorcheckBad')}</option>
      </select>
    );
  } else {
    input = (
      <NumberBox
        label={slide.type === 'bmi' ? tm('checker.bmi') : tm('checker.value')}
        value={base.value}
        onChange={(v) => set({ value: v })}
      />
    );
  }
  const labelled = (slide.type === 'single-choice' && subs.length === 0) || slide.type === 'oorcheck';
  return (
    <fieldset className="mg-checker__answer">
      <legend>
        {labelled ? <label htmlFor={id}>{slide.text || slide.name}</label> : slide.text || slide.name}{' '}
        <span className="mg-hint">({slide.name})</span>
      </legend>
      {input}
      {slide.skippable && (
        <label className="mg-checker__box">
          <input type="checkbox" checked={base.skip ?? false} onChange={(e) => set({ skip: e.target.checked })} />
          <span>{tm('checker.skipped')}</span>
        </label>
      )}
    </fieldset>
  );
}
