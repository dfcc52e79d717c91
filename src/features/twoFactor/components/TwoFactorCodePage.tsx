// /2factor-code: one field for the code and 'Versturen' (POST /2fa_check); a correct code leads home.
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { t } from '../../../i18n/nl';
import { selectTwoFactorPending, twoFactorCodeSubmitted } from '../twoFactorSlice';
import '../../profile/accountPages.css';

export function TwoFactorCodePage() {
  const dispatch = useAppDispatch();
  const pending = useAppSelector(selectTwoFactorPending);
  const [code, setCode] = useState('');
  const id = useId();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (code.trim()) dispatch(twoFactorCodeSubmitted(code.trim()));
  }

  return (
    <section className="card card--narrow">
      <h1>{t('twoFactor.codeHeading')}</h1>
      <form className="form" onSubmit={onSubmit}>
        <div className="field">
          <label htmlFor={id}>{t('twoFactor.code')}</label>
          <input
            id={id}
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9 ]*"
            maxLength={12}
            required
            autoFocus
            aria-describedby={`${id}-hint`}
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
          <p id={`${id}-hint`} className="field__hint">
            {t('twoFactor.codeHint')}
          </p>
        </div>
        <button type="submit" className="button button--primary" disabled={pending}>
          {t('twoFactor.send')}
        </button>
      </form>
    </section>
  );
}
