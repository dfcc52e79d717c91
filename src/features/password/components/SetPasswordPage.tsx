// /resetting/reset/:token and /register/confirm/:token: 'Wachtwoord instellen'. The activation
// variant labels the field 'Wachtwoord' and sends enabled=true (docs/product.md §2).
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useParams } from 'react-router-dom';
import { useAppDispatch } from '../../../app/hooks';
import { t } from '../../../i18n/nl';
import { setPasswordSubmitted } from '../passwordActions';
import { NewPasswordFields } from './NewPasswordFields';

export function SetPasswordPage({ activation = false }: { activation?: boolean }) {
  const { token = '' } = useParams();
  const dispatch = useAppDispatch();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (password !== repeat) return; // the inline message already says why
    dispatch(
      setPasswordSubmitted({ token, password, repeatPassword: repeat, ...(activation ? { enabled: true } : {}) }),
    );
  }

  return (
    <section className="card card--narrow">
      <h1>{t('password.setHeading')}</h1>
      <form className="form" onSubmit={onSubmit}>
        <NewPasswordFields
          label={activation ? t('password.password') : t('password.newPassword')}
          password={password}
          repeat={repeat}
          onPassword={setPassword}
          onRepeat={setRepeat}
        />
        <div className="form__actions">
          <button type="submit" className="button button--primary">
            {t('password.save')}
          </button>
        </div>
      </form>
    </section>
  );
}
