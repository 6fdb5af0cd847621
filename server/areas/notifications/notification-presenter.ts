// A notification row as the API shows it.
import type { Notification } from '@contract/account-notifications';
import type { NotificationRow } from './notification-repository';

export const presentNotification = (n: NotificationRow): Notification => ({
  id: String(n.id),
  kind: n.kind as Notification['kind'],
  title: n.title,
  body: n.body,
  link: n.link,
  createdAt: n.createdAt.toISOString(),
  readAt: n.readAt ? n.readAt.toISOString() : null,
});
