// The offline bar (docs/product.md §2): shown while offline or while changes wait in the queue, with
// their count; the tooltip (also read out as the description) says when they will be processed.
import { useAppSelector } from '../../../app/hooks';
import { t } from '../../../i18n/nl';
import { selectQueuedCount } from '../../queue/queueSlice';
import { selectOnline } from '../connectivitySlice';
import '../offlineBar.css';

const HINT_ID = 'offline-bar-hint';

export function OfflineBar() {
  const online = useAppSelector(selectOnline);
  const count = useAppSelector(selectQueuedCount);
  if (online && count === 0) return null;
  const pending = count === 1 ? t('offline.pendingOne') : t('offline.pendingMany', { count });
  return (
    <div className="offline-bar" role="status" title={t('offline.tooltip')} aria-describedby={HINT_ID}>
      {!online && <strong className="offline-bar__state">{t('offline.bar')}</strong>}
      {count > 0 && (
        <span className="offline-bar__count" data-queued={count}>
          {pending}
        </span>
      )}
      <span id={HINT_ID} className="visually-hidden">
        {t('offline.tooltip')}
      </span>
    </div>
  );
}
