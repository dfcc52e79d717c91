// Step 2a: password, 'Inloggen' (POST /login) and 'Wachtwoord vergeten?'.
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { paths } from '../../../lib/paths';
import { t } from '../../../i18n/nl';
import { loginRequested, selectLoginPending, selectLoginWaitUntil } from '../loginSlice';
import { ChosenEmail } from './ChosenEmail';

export function PasswordStep({ username }: { username: string }) {
  const dispatch = useAppDispatch();
  const pending = useAppSelector(selectLoginPending);
  const waiting = useAppSelector(selectLoginWaitUntil) !== null;
  const [password, setPassword] = useState('');
  const inputId = useId();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (password.trim()) dispatch(loginRequested({ username, password }));
  }

  return (
    <form className="form" onSubmit={onSubmit}>
      <ChosenEmail username={username} />
      {/* Lets password managers store the address together with the password. */}
      <input type="email" name="username" autoComplete="username" value={username} readOnly hidden />
      <div className="field">
        <label htmlFor={inputId}>{t('login.password')}</label>
        <input
          id={inputId}
          type="password"
          name="password"
          autoComplete="current-password"
          required
          autoFocus
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </div>
      <div className="form__actions">
        <button type="submit" className="button button--primary" disabled={pending || waiting}>
          {t('login.submit')}
        </button>
        <Link to={paths.forgotPassword}>{t('login.forgotPassword')}</Link>
      </div>
    </form>
  );
}
