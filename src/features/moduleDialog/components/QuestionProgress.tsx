// The question counter ('Vraag 3 van 12', or 'Vraag 3-5 van 12' for a composite slide) and a
// progress bar over all slides, so info slides move the bar too.
import { t } from '../../../i18n/nl';

interface Props {
  /** '3' or '3-5'; null on slides without questions (info, age/gender). */
  label: string | null;
  totalQuestions: number;
  slideNumber: number;
  slideCount: number;
}

export function QuestionProgress({ label, totalQuestions, slideNumber, slideCount }: Props) {
  const percent = slideCount > 0 ? Math.round((slideNumber / slideCount) * 100) : 0;
  const counter = label === null ? null : t('dialog.counter', { current: label, total: totalQuestions });
  return (
    <div className="md-progress">
      {counter && <p className="md-progress__counter">{counter}</p>}
      <div
        className="md-progress__bar"
        role="progressbar"
        aria-label={t('dialog.progress')}
        aria-valuemin={0}
        aria-valuemax={slideCount}
        aria-valuenow={slideNumber}
        aria-valuetext={`${percent}%`}
      >
        <div className="md-progress__fill" style={{ transform: `scaleX(${percent / 100})` }} />
      </div>
    </div>
  );
}
