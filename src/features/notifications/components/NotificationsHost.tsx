// Connects the notification list to the store.
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { NotificationList } from '../../../ui/Notification';
import { dismiss, notificationsPaused, selectNotifications } from '../notificationsSlice';

export function NotificationsHost() {
  const notifications = useAppSelector(selectNotifications);
  const dispatch = useAppDispatch();
  return (
    <NotificationList
      notifications={notifications}
      onClose={(id) => dispatch(dismiss(id))}
      onPause={(paused) => dispatch(notificationsPaused(paused))}
    />
  );
}
