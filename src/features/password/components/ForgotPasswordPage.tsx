// /wachtwoord-vergeten: an email field, 'Verzenden' (POST /api/resetting/reset) and 'Annuleren'.
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { paths } from '../../../lib/paths';
import { t } from '../../../i18n/nl';
import { selectLoginUsername } from '../../login/loginSlice';
import { forgotPasswordSubmitted } from '../passwordActions';
import '../../profile/accountPages.css';

export function ForgotPasswordPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  // The address typed in the login widget, so the student need not type it twice.
  const [email, setEmail] = useState(useAppSelector(selectLoginUsername));
  const id = useId();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (email.trim()) dispatch(forgotPasswordSubmitted(email.trim()));
  }

  return (
    <section className="card card--narrow">
      <h1>{t('password.forgotHeading')}</h1>
      <p>{t('password.forgotIntro')}</p>
      <form className="form" onSubmit={onSubmit}>
        <div className="field">
          <label htmlFor={id}>{t('password.email')}</label>
          <input
            id={id}
            type="email"
            inputMode="email"
            autoComplete="username"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </div>
        <div className="form__actions">
          <button type="submit" className="button button--primary">
            {t('password.send')}
          </button>
          <button type="button" className="button button--secondary" onClick={() => void navigate(paths.home)}>
            {t('password.cancel')}
          </button>
        </div>
      </form>
    </section>
  );
}
