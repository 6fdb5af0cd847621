// The notification centre's list, paged by cursor; every page carries the unread count the bell shows.
// The operations without their schemas: the bell sits in the shell, which loads no zod.
import type { QueryClient } from '@tanstack/react-query';
import type { ResponseOf } from '@contract/operation';
import { NOTIFICATIONS_PAGE as PAGE } from '@contract/served-session';
import { accountMeta as accountOps } from '@/lib/ops-meta/account';
import { cursorListOptions } from '@/lib/cursor-list';
import { takeServedAnswer } from '@/lib/served-answer';
import { notificationKeys } from './keys';

/**
 * Read once with the shell and again when the centre is opened or marked read: no polling, so a
 * dashboard that sits open spends none of the account's request budget (e2e/request-budget.spec.ts).
 */
const FRESH_MS = 5 * 60_000;

export const notificationQueries = {
  list: () =>
    cursorListOptions(notificationKeys.list(), accountOps.listNotifications, { limit: PAGE }, { staleTime: FRESH_MS }),
};

/** The first page the page was served with (server/pages/spa.ts), taken once into the cache: the bell counts without a request. */
export function takeServedNotifications(queryClient: QueryClient): void {
  const served = takeServedAnswer<ResponseOf<typeof accountOps.listNotifications>>(accountOps.listNotifications.id);
  if (served)
    queryClient.setQueryData(notificationQueries.list().queryKey, { pages: [served], pageParams: [undefined] });
}
