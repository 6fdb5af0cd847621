// The notification centre: what the account was told (domain expiry reminders,
// invoices issued, due and overdue, monitors down and up, restores finished),
// newest first, each read or not. The same events are mailed according to the
// account's notification preferences (docs/decisions/027-notifications.md).
import { z } from 'zod';
import { Timestamp, collection, idParam, page, qBool } from './common';
import { defineArea } from './operation';

export const NotificationKind = z.enum([
  'domain.expiry',
  'invoice.issued',
  'invoice.due',
  'invoice.overdue',
  'monitor.down',
  'monitor.up',
  'restore.finished',
]);
export type NotificationKind = z.infer<typeof NotificationKind>;

export const Notification = z.object({
  id: z.string(),
  kind: NotificationKind,
  title: z.string(),
  body: z.string(),
  /** Where in the dashboard it is about (a path such as /domains/nordlight.se), if anywhere. */
  link: z.string().nullable(),
  createdAt: Timestamp,
  readAt: Timestamp.nullable(),
});
export type Notification = z.infer<typeof Notification>;

const read = ['read:account'] as const;
const write = ['write:account'] as const;

export const notificationOps = defineArea('account', {
  listNotifications: {
    method: 'GET',
    path: '/account/notifications',
    tier: 'R',
    scopes: read,
    summary: 'Notifications of the account, newest first, with how many are unread',
    query: z.object({ ...page(100), unread: qBool.optional() }),
    response: collection(Notification).extend({ unread: z.number().int().min(0) }),
  },
  markAllNotificationsRead: {
    method: 'POST',
    path: '/account/notifications/actions/mark-all-read',
    tier: 'W',
    scopes: write,
    summary: 'Mark every notification of the account read',
    response: z.object({ marked: z.number().int().min(0), unread: z.number().int().min(0) }),
  },
  markNotificationRead: {
    method: 'POST',
    path: '/account/notifications/{notification}/actions/mark-read',
    tier: 'W',
    scopes: write,
    summary: 'Mark one notification read',
    params: z.object({ notification: idParam('notification') }),
    response: Notification,
    errors: ['not_found'],
  },
});
