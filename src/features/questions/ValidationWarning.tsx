// The slide's validation warning: every message that applies, at once. Inputs point at its id
// through aria-describedby; role="alert" makes screen readers announce it when it appears after
// 'Volgende'.
import type { ValidationKey } from '../../rules/slideValidation';
import { t } from '../../i18n/nl';
import './questions.css';

interface Props {
  id: string;
  validation: ValidationKey[] | null;
}

export function ValidationWarning({ id, validation }: Props) {
  if (!validation || validation.length === 0) return null;
  if (validation.length === 1) {
    return (
      <p id={id} className="question__warning" role="alert">
        {t(`validation.${validation[0]}`)}
      </p>
    );
  }
  return (
    <div id={id} className="question__warning" role="alert">
      <ul className="question__warning-list">
        {validation.map((key) => (
          <li key={key}>{t(`validation.${key}`)}</li>
        ))}
      </ul>
    </div>
  );
}
