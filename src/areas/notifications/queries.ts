// The notification centre's list, paged by cursor; every page carries the unread count the bell shows.
// The operations without their schemas: the bell sits in the shell, which loads no zod.
import { accountMeta as accountOps } from '@/lib/ops-meta/account';
import { cursorListOptions } from '@/lib/cursor-list';
import { notificationKeys } from './keys';

/** A popover's worth; more pages load on request. */
const PAGE = 10;
/**
 * Read once with the shell and again when the centre is opened or marked read: no polling, so a
 * dashboard that sits open spends none of the account's request budget (e2e/request-budget.spec.ts).
 */
const FRESH_MS = 5 * 60_000;

export const notificationQueries = {
  list: () =>
    cursorListOptions(notificationKeys.list(), accountOps.listNotifications, { limit: PAGE }, { staleTime: FRESH_MS }),
};
