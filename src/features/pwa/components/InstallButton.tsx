// 'Add to home' in the header: rendered only after the browser fired beforeinstallprompt.
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { t } from '../../../i18n/nl';
import { installRequested, selectInstallable } from '../pwaSlice';

export function InstallButton() {
  const installable = useAppSelector(selectInstallable);
  const dispatch = useAppDispatch();
  if (!installable) return null;
  return (
    <button
      type="button"
      className="button button--secondary install-button"
      aria-label={t('pwa.installLabel')}
      onClick={() => dispatch(installRequested())}
    >
      {t('pwa.install')}
    </button>
  );
}
