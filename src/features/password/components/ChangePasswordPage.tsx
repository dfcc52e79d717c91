// /wachtwoord-wijzigen: current password, new password and repeat; 'Opslaan' and 'Annuleren'.
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { paths } from '../../../lib/paths';
import { t } from '../../../i18n/nl';
import { selectAccount } from '../../account/accountSelectors';
import { changePasswordSubmitted } from '../passwordActions';
import { NewPasswordFields } from './NewPasswordFields';

export function ChangePasswordPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const username = useAppSelector(selectAccount)?.username;
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [repeat, setRepeat] = useState('');
  const id = useId();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    dispatch(changePasswordSubmitted({ current, next, repeat }));
  }

  return (
    <section className="card card--narrow">
      <h1>{t('password.changeHeading')}</h1>
      <form className="form" onSubmit={onSubmit}>
        {/* Lets password managers file the new password under the right account. */}
        <input type="email" name="username" autoComplete="username" value={username ?? ''} readOnly hidden />
        <div className="field">
          <label htmlFor={id}>{t('password.current')}</label>
          <input
            id={id}
            type="password"
            autoComplete="current-password"
            required
            value={current}
            onChange={(e) => setCurrent(e.target.value)}
          />
        </div>
        <NewPasswordFields
          label={t('password.newPassword')}
          password={next}
          repeat={repeat}
          onPassword={setNext}
          onRepeat={setRepeat}
          userInputs={username ? [username] : []}
        />
        <div className="form__actions">
          <button type="submit" className="button button--primary">
            {t('password.save')}
          </button>
          <button type="button" className="button button--secondary" onClick={() => void navigate(paths.myProfile)}>
            {t('password.cancel')}
          </button>
        </div>
      </form>
    </section>
  );
}
