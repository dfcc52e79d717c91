// One notification: a coloured card with header, optional text and a close button.
import { useRef } from 'react';
import type { AppNotification } from './notificationTypes';
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
  /** True while the pointer or the focus is on a notification, false once both have left. */
  onPause?: (paused: boolean) => void;
}

/**
 * The live region exists even when empty: screen readers only announce changes to a region that
 * was already in the page. Danger messages use an assertive region, the rest a polite one.
 */
export function NotificationList({ notifications, onClose, onPause }: NotificationListProps) {
  const hovered = useRef(false);
  const focused = useRef(false);
  const report = () => onPause?.(hovered.current || focused.current);
  return (
    <section
      className="notifications"
      aria-label={t('notifications.region')}
      // A mouse pointer only: after a tap a phone keeps a 'hover' where the finger was, and a
      // notification appearing there would never close.
      onPointerEnter={(event) => {
        if (event.pointerType !== 'mouse') return;
        hovered.current = true;
        report();
      }}
      onPointerLeave={(event) => {
        if (event.pointerType !== 'mouse') return;
        hovered.current = false;
        report();
      }}
      onFocus={() => {
        focused.current = true;
        report();
      }}
      onBlur={(event) => {
        if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
        focused.current = false;
        report();
      }}
    >
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
