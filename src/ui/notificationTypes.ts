// Shapes of a notification (docs/product.md §3, Notification), shared by the slice, the error
// catalogue and the components.
export type NotificationType = 'danger' | 'warning' | 'success';

export interface NotificationContent {
  type: NotificationType;
  header: string;
  text?: string;
}

export interface AppNotification extends NotificationContent {
  id: string;
}
