// Oorcheck slide: starts the hearing test (its flow lives elsewhere and saves the result as the
// answer's value: 0 'onvoldoende', 1 'goed') and shows the saved result.
import { t } from '../../i18n/nl';
import type { QuestionInputProps } from './types';

interface Props extends QuestionInputProps {
  /** Starts the hearing-test flow. */
  onStart: () => void;
  /** True while a hearing test is running, so it is not started twice. */
  busy?: boolean;
}

export function OorcheckInput({ answer, onStart, busy, disabled, describedBy }: Props) {
  const value = answer?.value ?? null;
  let status: string;
  if (value === null) status = t('question.oorcheck.none');
  else
    status = t('question.oorcheck.result', {
      result: t(value === 0 ? 'question.oorcheck.bad' : 'question.oorcheck.good'),
    });

  return (
    <div className="question__oorcheck">
      <button
        type="button"
        className="question__button"
        onClick={onStart}
        disabled={disabled || busy}
        aria-busy={busy || undefined}
        aria-describedby={describedBy}
      >
        {t('question.oorcheck.start')}
      </button>
      <p
        className={`question__oorcheck-result${value === null ? '' : value === 0 ? ' question__oorcheck-result--bad' : ' question__oorcheck-result--good'}`}
        aria-live="polite"
      >
        {status}
      </p>
    </div>
  );
}
