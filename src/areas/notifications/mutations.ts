// Marking notifications read; both make the centre's list (and its unread count) stale.
import { accountMeta as accountOps } from '@/lib/ops-meta/account';
import { defineMutation, useOperationMutation } from '@/lib/mutation';
import { notificationKeys } from './keys';

const markAllRead = defineMutation(accountOps.markAllNotificationsRead, {
  invalidates: () => [notificationKeys.list()],
  // The panel stays open on what was just read; the count refreshes behind it.
  awaitInvalidation: false,
});
export const useMarkAllNotificationsRead = () => useOperationMutation(markAllRead);

const markRead = defineMutation(accountOps.markNotificationRead, {
  request: (id: string) => ({ params: { notification: id } }),
  invalidates: () => [notificationKeys.list()],
  awaitInvalidation: false,
});
export const useMarkNotificationRead = () => useOperationMutation(markRead);
