// 'A new version is available, refresh the page' (docs/product.md §1 and §8). The button activates the
// waiting service worker, after which the page reloads once.
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { t } from '../../../i18n/nl';
import { selectUpdateWaiting, updateAccepted } from '../pwaSlice';
import '../pwa.css';

export function UpdateBanner() {
  const waiting = useAppSelector(selectUpdateWaiting);
  const dispatch = useAppDispatch();
  if (!waiting) return null;
  return (
    <div className="update-banner" role="status">
      <span>{t('pwa.updateAvailable')}</span>
      <button type="button" className="button button--primary" onClick={() => dispatch(updateAccepted())}>
        {t('pwa.refresh')}
      </button>
    </div>
  );
}
