// One notification: a coloured card with header, optional text and a close button.
import type { AppNotification } from '../features/notifications/types';
import { t } from '../i18n/nl';

export interface NotificationProps {
  notification: AppNotification;
  onClose: (id: string) => void;
}

export function Notification({ notification, onClose }: NotificationProps) {
  const { id, type, header, text } = notification;
  return (
    <div className={`notification notification--${type}`} data-testid="notification">
      <div className="notification__body">
        <p className="notification__header">{header}</p>
        {text && <p className="notification__text">{text}</p>}
      </div>
      <button
        type="button"
        className="notification__close"
        aria-label={t('notifications.close')}
        onClick={() => onClose(id)}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}

export interface NotificationListProps {
  notifications: AppNotification[];
  onClose: (id: string) => void;
}

/**
 * The live region exists even when empty: screen readers only announce changes to a region that
 * was already in the page. Danger messages use an assertive region, the rest a polite one.
 */
export function NotificationList({ notifications, onClose }: NotificationListProps) {
  return (
    <section className="notifications" aria-label={t('notifications.region')}>
      <div role="alert" aria-live="assertive">
        {notifications
          .filter((n) => n.type === 'danger')
          .map((n) => (
            <Notification key={n.id} notification={n} onClose={onClose} />
          ))}
      </div>
      <div role="status" aria-live="polite">
        {notifications
          .filter((n) => n.type !== 'danger')
          .map((n) => (
            <Notification key={n.id} notification={n} onClose={onClose} />
          ))}
      </div>
    </section>
  );
}
