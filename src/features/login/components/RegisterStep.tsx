// Step 2b: the account exists but is not activated; the activation mail can be sent again.
import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { t } from '../../../i18n/nl';
import { resendConfirmationRequested, selectLoginPending } from '../loginSlice';
import { ChosenEmail } from './ChosenEmail';

export function RegisterStep({ username }: { username: string }) {
  const dispatch = useAppDispatch();
  const pending = useAppSelector(selectLoginPending);
  const [showResend, setShowResend] = useState(false);
  return (
    <div className="form">
      <ChosenEmail username={username} />
      <p className="alert alert--info" role="status">
        {t('login.registerText')}
      </p>
      <button
        type="button"
        className="link-button"
        aria-expanded={showResend}
        onClick={() => setShowResend((shown) => !shown)}
      >
        {t('login.notReceived')}
      </button>
      {showResend && (
        <button
          type="button"
          className="button button--secondary"
          disabled={pending}
          onClick={() => dispatch(resendConfirmationRequested(username))}
        >
          {t('login.resend')}
        </button>
      )}
    </div>
  );
}
