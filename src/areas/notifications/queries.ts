// The notification centre's list, paged by cursor; every page carries the unread count the bell shows.
// The operations without their schemas: the bell sits in the shell, which loads no zod.
import { accountMeta as accountOps } from '@/lib/ops-meta/account';
import { cursorListOptions } from '@/lib/cursor-list';
import { notificationKeys } from './keys';

/** A popover's worth; more pages load on request. */
const PAGE = 10;
/** New reminders come from background jobs, so the count is looked at again now and then. */
const POLL_MS = 60_000;

export const notificationQueries = {
  list: () =>
    cursorListOptions(
      notificationKeys.list(),
      accountOps.listNotifications,
      { limit: PAGE },
      { refetchInterval: POLL_MS, staleTime: 30_000 },
    ),
};
