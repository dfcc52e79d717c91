// New password + repeat, with the length hint, the inline mismatch message and the strength meter
// (docs/product.md §5). Used by the set-password and change-password pages.
import { useId } from 'react';
import { t } from '../../../i18n/nl';
import { StrengthMeter } from './StrengthMeter';
import '../../profile/accountPages.css';

export interface NewPasswordFieldsProps {
  label: string;
  password: string;
  repeat: string;
  onPassword: (value: string) => void;
  onRepeat: (value: string) => void;
  /** Words the strength check should treat as guessable (e.g. the username). */
  userInputs?: string[];
}

export function NewPasswordFields({
  label,
  password,
  repeat,
  onPassword,
  onRepeat,
  userInputs,
}: NewPasswordFieldsProps) {
  const id = useId();
  const mismatch = repeat !== '' && password !== repeat;
  return (
    <>
      <div className="field">
        <label htmlFor={`${id}-new`}>{label}</label>
        <input
          id={`${id}-new`}
          type="password"
          autoComplete="new-password"
          required
          minLength={10}
          aria-describedby={`${id}-hint`}
          value={password}
          onChange={(event) => onPassword(event.target.value)}
        />
        <p id={`${id}-hint`} className="field__hint">
          {t('password.hint')}
        </p>
      </div>
      <div className="field">
        <label htmlFor={`${id}-repeat`}>{t('password.repeat')}</label>
        <input
          id={`${id}-repeat`}
          type="password"
          autoComplete="new-password"
          required
          aria-invalid={mismatch}
          aria-describedby={mismatch ? `${id}-mismatch` : undefined}
          value={repeat}
          onChange={(event) => onRepeat(event.target.value)}
        />
        {mismatch && (
          <p id={`${id}-mismatch`} className="field__error" role="alert">
            {t('password.mismatch')}
          </p>
        )}
      </div>
      <StrengthMeter password={password} repeat={repeat} userInputs={userInputs} />
    </>
  );
}
