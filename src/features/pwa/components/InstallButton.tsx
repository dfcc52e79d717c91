// 'Add to home': rendered only after the browser fired beforeinstallprompt. In the header on wide
// screens and for visitors who are not logged in; inside the mobile menu on a phone, where the
// header has no room for it (a 320 px screen holds the logo and the menu button only).
// No aria-label: the visible text is the accessible name (WCAG 2.5.3, label in name).
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { t } from '../../../i18n/nl';
import { installRequested, selectInstallable } from '../pwaSlice';

export function InstallButton({ className = 'button button--secondary install-button' }: { className?: string }) {
  const installable = useAppSelector(selectInstallable);
  const dispatch = useAppDispatch();
  if (!installable) return null;
  return (
    <button type="button" className={className} onClick={() => dispatch(installRequested())}>
      {t('pwa.install')}
    </button>
  );
}
