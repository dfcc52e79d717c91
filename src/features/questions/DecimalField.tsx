// A number box that reads the Dutch decimal comma (and a point) the same in every browser engine:
// a text input with a decimal keyboard, parsed by readDecimal in src/rules. While the student types
// the box keeps their text; what cannot be read is refused with a Dutch message (the answer is then
// empty, so 'Volgende' asks for a value), and on leaving the box a number is shown back in nl-NL.
import { useId, useState } from 'react';
import { formatDecimalInput, readDecimal } from '../../rules/decimalInput';
import { t } from '../../i18n/nl';

interface Props {
  id: string;
  value: number | null;
  onChange: (value: number | null) => void;
  disabled?: boolean;
  describedBy?: string;
}

export function DecimalField({ id, value, onChange, disabled, describedBy }: Props) {
  const errorId = useId();
  const [text, setText] = useState(() => formatDecimalInput(value));
  const [unreadable, setUnreadable] = useState(false);

  // The answer can change from outside (a revisited slide, a reset): follow it unless the text
  // already means that value (e.g. '65,' while typing 65,5) or holds an unreadable entry.
  const target = typeof value === 'number' && Number.isFinite(value) ? value : null;
  const reading = readDecimal(text);
  const textValue = reading.kind === 'number' ? reading.value : null;
  if (!unreadable && textValue !== target) {
    setText(formatDecimalInput(target));
  }

  function change(raw: string) {
    setText(raw);
    const next = readDecimal(raw);
    setUnreadable(next.kind === 'unreadable');
    onChange(next.kind === 'number' ? next.value : null);
  }

  function blur() {
    if (reading.kind === 'number') setText(formatDecimalInput(reading.value));
  }

  const described = [unreadable ? errorId : null, describedBy].filter(Boolean).join(' ') || undefined;
  return (
    <>
      <input
        id={id}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        // Spec section 5's digits pattern, widened by one decimal separator.
        pattern="-?[0-9]*[.,]?[0-9]*"
        className="question__number-input"
        value={text}
        disabled={disabled}
        aria-invalid={unreadable || undefined}
        aria-describedby={described}
        onChange={(e) => change(e.target.value)}
        onBlur={blur}
      />
      {unreadable && (
        <span id={errorId} className="question__input-error" role="alert">
          {t('question.unreadableNumber')}
        </span>
      )}
    </>
  );
}
