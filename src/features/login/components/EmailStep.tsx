// Step 1: the e-mail address and 'Verder' (POST /api/check-username).
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { t } from '../../../i18n/nl';
import { checkUsernameRequested, selectLoginPending, selectLoginUsername, selectLoginWaitUntil } from '../loginSlice';

export function EmailStep() {
  const dispatch = useAppDispatch();
  const pending = useAppSelector(selectLoginPending);
  const waiting = useAppSelector(selectLoginWaitUntil) !== null;
  const [email, setEmail] = useState(useAppSelector(selectLoginUsername));
  const inputId = useId();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const username = email.trim();
    if (username) dispatch(checkUsernameRequested(username));
  }

  return (
    <form className="form" onSubmit={onSubmit}>
      <div className="field">
        <label htmlFor={inputId}>{t('login.email')}</label>
        <input
          id={inputId}
          type="email"
          name="username"
          autoComplete="username"
          inputMode="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </div>
      <button type="submit" className="button button--primary" disabled={pending || waiting}>
        {t('login.next')}
      </button>
    </form>
  );
}
