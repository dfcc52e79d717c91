// /2factor-instellingen: choose none (only when not mandatory, or when it is the current type),
// email or google (disabled until a secret exists); 'Toon QR code' makes the secret and shows it.
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Navigate } from 'react-router-dom';
import type { MfaType } from '../../../shared/api';
import { googleAuthenticatorQrUrl } from '../../../api/twoFactor';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { paths } from '../../../app/paths';
import { t } from '../../../i18n/nl';
import { selectAccount } from '../../account/accountSelectors';
import { mfaTypeSaveRequested, qrCodeRequested, selectQrGeneratedAt } from '../twoFactorSlice';
import '../../profile/accountPages.css';

export function TwoFactorSettingsPage() {
  const account = useAppSelector(selectAccount);
  const qrGeneratedAt = useAppSelector(selectQrGeneratedAt);
  const dispatch = useAppDispatch();
  const [choice, setChoice] = useState<MfaType | null>(null);
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
    dispatch(mfaTypeSaveRequested(selected));
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
                <input type="radio" name="mfaType" value={type} checked={selected === type} disabled={disabled} onChange={() => setChoice(type)} />
                <span>{t(`twoFactor.${type}`)}</span>
              </label>
            );
          })}
          {!account.hasGoogleAuthenticatorSecret && <p className="field__hint">{t('twoFactor.googleDisabledHint')}</p>}
        </fieldset>
        <div className="form__actions">
          <button type="submit" className="button button--primary">
            {t('twoFactor.save')}
          </button>
          <button type="button" className="button button--secondary" onClick={() => dispatch(qrCodeRequested())}>
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
