// /2factor-instellingen: choose none (only when not mandatory, or when it is the current type),
// email or google (disabled until a secret exists); 'Toon QR code' makes the secret and shows it.
// Both need the current password: a session alone (a PC left logged in) cannot change the login.
import { useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Navigate } from 'react-router-dom';
import type { MfaType } from '../../../shared/api';
import { googleAuthenticatorQrUrl } from '../../../api/twoFactor';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { paths } from '../../../lib/paths';
import { t } from '../../../i18n/nl';
import { selectAccount } from '../../account/accountSelectors';
import { mfaTypeSaveRequested, qrCodeRequested, selectQrGeneratedAt } from '../twoFactorSlice';
import '../../profile/accountPages.css';

export function TwoFactorSettingsPage() {
  const account = useAppSelector(selectAccount);
  const qrGeneratedAt = useAppSelector(selectQrGeneratedAt);
  const dispatch = useAppDispatch();
  const [choice, setChoice] = useState<MfaType | null>(null);
  const [password, setPassword] = useState('');
  const passwordRef = useRef<HTMLInputElement>(null);
  const passwordId = useId();
  const hintId = useId();
  if (!account) return <Navigate to={paths.home} replace />;

  const selected = choice ?? account.mfaType;
  const options: MfaType[] = [
    ...(!account.mfaMandatory || account.mfaType === 'none' ? (['none'] as const) : []),
    'email',
    'google',
  ];
  const showQr = qrGeneratedAt !== null && account.hasGoogleAuthenticatorSecret;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    dispatch(mfaTypeSaveRequested({ type: selected, currentPassword: password }));
  }

  function onShowQr() {
    // The QR button is not a submit button: ask the browser to point at the empty field itself.
    if (!passwordRef.current?.reportValidity()) return;
    dispatch(qrCodeRequested({ currentPassword: password }));
  }

  return (
    <section className="card card--narrow">
      <h1>{t('twoFactor.settingsHeading')}</h1>
      <form className="form" onSubmit={onSubmit}>
        <fieldset className="choice-list">
          <legend>{t('twoFactor.typeLegend')}</legend>
          {options.map((type) => {
            const disabled = type === 'google' && !account.hasGoogleAuthenticatorSecret;
            return (
              <label key={type} className={`choice${disabled ? ' choice--disabled' : ''}`}>
                <input
                  type="radio"
                  name="mfaType"
                  value={type}
                  checked={selected === type}
                  disabled={disabled}
                  onChange={() => setChoice(type)}
                />
                <span>{t(`twoFactor.${type}`)}</span>
              </label>
            );
          })}
          {!account.hasGoogleAuthenticatorSecret && <p className="field__hint">{t('twoFactor.googleDisabledHint')}</p>}
        </fieldset>
        <div className="field">
          <label htmlFor={passwordId}>{t('twoFactor.currentPassword')}</label>
          <input
            ref={passwordRef}
            id={passwordId}
            type="password"
            name="current_password"
            autoComplete="current-password"
            required
            aria-describedby={hintId}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <p id={hintId} className="field__hint">
            {t('twoFactor.currentPasswordHint')}
          </p>
        </div>
        <div className="form__actions">
          <button type="submit" className="button button--primary">
            {t('twoFactor.save')}
          </button>
          <button type="button" className="button button--secondary" onClick={onShowQr}>
            {t('twoFactor.showQr')}
          </button>
        </div>
      </form>
      {showQr && (
        <figure className="qr-code">
          <img src={googleAuthenticatorQrUrl(qrGeneratedAt)} alt={t('twoFactor.qrAlt')} width={240} height={240} />
          <figcaption>{t('twoFactor.qrHint')}</figcaption>
        </figure>
      )}
    </section>
  );
}
