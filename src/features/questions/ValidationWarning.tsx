// The slide's validation warning. Inputs point at its id through aria-describedby; role="alert"
// makes screen readers announce it when it appears after 'Volgende'.
import type { ValidationKey } from '../../rules/slideValidation';
import { t } from '../../i18n/nl';
import './questions.css';

interface Props {
  id: string;
  validation: ValidationKey | null;
}

export function ValidationWarning({ id, validation }: Props) {
  if (validation === null) return null;
  return (
    <p id={id} className="question__warning" role="alert">
      {t(`validation.${validation}`)}
    </p>
  );
}
