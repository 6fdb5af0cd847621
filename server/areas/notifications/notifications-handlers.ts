// The notification centre's operations: the list (newest first, with the unread
// count the header's bell shows), marking one read and marking all read.
import { and, eq, isNull } from 'drizzle-orm';
import { accountOps } from '@contract/account';
import { implement } from '@server/core/area';
import { paginateTable } from '@server/core/pagination';
import { sharedRead } from '@server/core/shared-reads';
import { notifications } from '@server/db/schema/notifications';
import { markAllRead, markRead, unreadCount, type NotificationRow } from './notification-repository';
import { presentNotification } from './notification-presenter';

export default implement(accountOps, {
  handlers: {
    listNotifications: sharedRead(async ({ deps, cred, query }) => {
      const page = await paginateTable(deps.db, notifications, {
        params: query,
        spec: { columns: [notifications.id], direction: 'desc', keyOf: (n: NotificationRow) => [n.id] },
        filter: and(
          eq(notifications.accountId, cred.accountId),
          query.unread ? isNull(notifications.readAt) : undefined,
        ),
        map: presentNotification,
      });
      return { ...page, unread: await unreadCount(deps.db, cred.accountId) };
    }),
    async markNotificationRead({ deps, cred, params, setAuditTarget }) {
      setAuditTarget(`notification ${params.notification}`);
      const row = await markRead(deps.db, cred.accountId, Number(params.notification), deps.clock.now());
      return presentNotification(row);
    },
    async markAllNotificationsRead({ deps, cred }) {
      const marked = await markAllRead(deps.db, cred.accountId, deps.clock.now());
      return { marked, unread: await unreadCount(deps.db, cred.accountId) };
    },
  },
});
