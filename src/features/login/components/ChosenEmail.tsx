// The address the later steps are about, with 'wijzigen' back to the email step.
import { useAppDispatch } from '../../../app/hooks';
import { t } from '../../../i18n/nl';
import { loginReset } from '../loginSlice';

export function ChosenEmail({ username }: { username: string }) {
  const dispatch = useAppDispatch();
  return (
    <p className="chosen-email">
      <span className="chosen-email__address">{username}</span>{' '}
      <button
        type="button"
        className="link-button"
        aria-label={t('login.changeLabel')}
        onClick={() => dispatch(loginReset())}
      >
        {t('login.change')}
      </button>
    </p>
  );
}
